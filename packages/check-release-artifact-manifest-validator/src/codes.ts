import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  REQUIRED_PATH_MISSING: {
    severity: 'error',
    message: 'Required path "{{path}}" is not in the manifest.',
    description: 'A path the policy requires is absent from the manifest (compared after normalizing ./ and backslashes).',
    example: '`docs/CHANGELOG.md` required, absent',
  },
  PATH_OUTSIDE_ALLOWED_PREFIXES: {
    severity: 'error',
    message: 'File "{{path}}" is outside every allowed prefix.',
    description: 'The policy lists allowed prefixes and the file lives under none of them.',
    example: '`config/app.yml` with prefixes `bin/`, `docs/`',
  },
  DUPLICATE_PATH: {
    severity: 'error',
    message: 'File "{{path}}" duplicates "{{firstPath}}" ({{kind}}).',
    description: 'Two entries name the same file, exactly, after normalizing ./ and backslashes, or up to letter case (they collide on case-insensitive file systems).',
    example: '`docs/README.md` and `./docs/readme.md`',
  },
  EMPTY_PATH: {
    severity: 'error',
    message: 'A file entry has an empty path.',
    description: 'The path is empty or names only the release root, so the entry addresses no file.',
    example: '`""`, `./`',
  },
  ABSOLUTE_PATH: {
    severity: 'error',
    message: 'File "{{path}}" has an absolute path.',
    description: 'The path starts at a file-system root or drive letter; extracting it writes outside the release folder.',
    example: '`/etc/passwd`, `C:\\release\\app.exe`',
  },
  PATH_TRAVERSAL: {
    severity: 'error',
    message: 'File "{{path}}" climbs out of its folder with "..".',
    description: 'The path contains a ".." segment; extracting it may write outside the release folder (zip-slip).',
    example: '`docs/../../x`',
  },
  INVALID_SHA256: {
    severity: 'error',
    message: 'File "{{path}}" has a malformed sha256 "{{sha256}}".',
    description: 'The hash is not 64 lowercase hexadecimal digits, so it cannot be verified as written.',
    example: '`3F79BB7B…` (uppercase)',
  },
  EMPTY_HASH_SIZE_MISMATCH: {
    severity: 'error',
    message: 'File "{{path}}" has size {{size_bytes}} but its hash {{relation}} the hash of empty input.',
    description: 'A zero-byte file must carry the SHA-256 of empty input, and only a zero-byte file may carry it.',
    example: '`size_bytes: 0`, hash of `e`',
  },
  DUPLICATE_CONTENT: {
    severity: 'notice',
    message: 'File "{{path}}" has the same content as "{{firstPath}}".',
    description: 'Two non-empty files share one SHA-256; often a harmless copy, sometimes a file shipped twice by mistake.',
    example: '`a.txt` and `b/a-copy.txt`',
  },
  TOTAL_SIZE_EXCEEDED: {
    severity: 'error',
    message: 'The release totals {{totalBytes}} bytes, over the limit of {{maxTotalBytes}}.',
    description: 'The sum of size_bytes over all entries exceeds policy.max_total_bytes.',
    example: '4,824,560 bytes over 4,000,000',
  },
  SENSITIVE_FILE: {
    severity: 'error',
    message: 'File "{{path}}" looks sensitive ({{kind}}).',
    description: 'The release contains a secret-looking file: .env files, private keys, credential files, .git or node_modules folders.',
    example: '`config/.env.production`',
  },
  UNEXPECTED_EXECUTABLE: {
    severity: 'warning',
    message: 'File "{{path}}" is marked executable but is not a program or script.',
    description: 'The executable bit is set on a file whose name and role say it is data or documentation.',
    example: '`docs/README.md` executable',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
