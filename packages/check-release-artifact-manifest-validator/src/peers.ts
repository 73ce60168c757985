import type { PeerComparison } from '@evidence-check/core-receipt';

/** The tools and standards release manifests are checked against elsewhere, and what we do about each of their rules. */
export const comparison = {
  peers: [
    { name: 'in-toto specification', url: 'https://github.com/in-toto/specification/blob/master/in-toto-spec.md#433-artifact-rules' },
    {
      name: 'in-toto-python',
      url: 'https://github.com/in-toto/in-toto/blob/develop/in_toto/verifylib.py',
      oracle: "CPython's `fnmatch.fnmatchcase`, which verifylib applies to `ALLOW`/`DISALLOW` patterns: 14,400 random pattern × path pairs, 4,800 more with patterns of over 31 positions, and 6,004 files under random glob prefixes through `run()`, in `test/fnmatch-oracle.test.ts`, zero disagreements",
    },
    { name: 'in-toto attestation / SLSA provenance', url: 'https://github.com/in-toto/attestation/blob/main/spec/v1/digest_set.md' },
    { name: 'GNU tar', url: 'https://www.gnu.org/software/tar/manual/html_node/absolute.html' },
    { name: 'GNU sha256sum --check', url: 'https://www.gnu.org/software/coreutils/manual/html_node/md5sum-invocation.html' },
    { name: 'GoReleaser checksums', url: 'https://goreleaser.com/customization/checksum/' },
  ],
  rules: [
    {
      peer: 'in-toto specification',
      rule: '§4.3.3 `ALLOW <pattern>` (bash-style wildcards)',
      ours: 'PATH_OUTSIDE_ALLOWED_PREFIXES',
      note: '`policy.allowed_prefixes` is the `ALLOW` list; an entry with `*`, `?` or `[` is matched as in-toto matches it (and, being a prefix, also admits what lies under a folder it matches)',
    },
    { peer: 'in-toto specification', rule: '§4.3.3.1 a terminal `DISALLOW *` (recommended)', ours: 'PATH_OUTSIDE_ALLOWED_PREFIXES', note: 'implied whenever `allowed_prefixes` is non-empty' },
    {
      peer: 'in-toto specification',
      rule: '§4.3.3 `DISALLOW <pattern>`',
      ours: null,
      note: 'the request has no field for caller deny patterns; the fixed deny list of secrets, `.git` and `node_modules` is `SENSITIVE_FILE`',
    },
    { peer: 'in-toto specification', rule: '§4.3.3 `REQUIRE <pattern>`', ours: 'REQUIRED_PATH_MISSING', note: 'a literal path, as in-toto-python reads it' },
    {
      peer: 'in-toto specification',
      rule: '§4.3.3 `MATCH <pattern> WITH PRODUCTS FROM <step>`',
      ours: null,
      note: "needs another step's artifacts; the request carries one manifest",
    },
    {
      peer: 'in-toto specification',
      rule: '§4.3.3 `CREATE`, `DELETE`, `MODIFY`',
      ours: null,
      note: 'compare a step\'s materials with its products; the request carries one manifest, not two states',
    },
    { peer: 'in-toto specification', rule: '§4.4 link `materials` / `products` are keyed by path (one hash per path)', ours: 'DUPLICATE_PATH' },
    {
      peer: 'in-toto-python',
      rule: '`fnmatch.filter(artifacts_queue, pattern)`: `*` and `?` cross `/`, `[seq]`, `[!seq]`, no escape character',
      ours: 'PATH_OUTSIDE_ALLOWED_PREFIXES',
      note: 'same verdict on every tested pair; our one addition is that `**/` also matches no folder (as gitignore(5) reads it)',
    },
    { peer: 'in-toto-python', rule: '`verify_require_rule`: the pattern is a literal file name', ours: 'REQUIRED_PATH_MISSING' },
    { peer: 'in-toto attestation / SLSA provenance', rule: 'DigestSet: `sha256` values are lowercase hex', ours: 'INVALID_SHA256' },
    {
      peer: 'in-toto attestation / SLSA provenance',
      rule: 'Statement: subject `name`s SHOULD be unique',
      ours: 'DUPLICATE_PATH',
      note: 'an error here: two entries for one path (or for paths equal up to case) extract to one file',
    },
    { peer: 'GNU tar', rule: 'drops a leading `/` from member names', ours: 'ABSOLUTE_PATH' },
    { peer: 'GNU tar', rule: 'refuses to extract member names that contain `..`', ours: 'PATH_TRAVERSAL' },
    {
      peer: 'GNU sha256sum --check',
      rule: 'a checksum line holds 64 hexadecimal digits',
      ours: 'INVALID_SHA256',
      note: 'sha256sum also accepts uppercase digits; we flag them, since DigestSet values are lowercase and digests are compared as text',
    },
    {
      peer: 'GoReleaser checksums',
      rule: '`extra_files`: of two files with one name, the last one found is used',
      ours: 'DUPLICATE_PATH',
      note: 'GoReleaser keeps the last silently; we flag every entry of the set',
    },
  ],
} as const satisfies PeerComparison;
