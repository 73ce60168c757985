// in-toto attestation DigestSet v1.1 (spec/v1/digest_set.md): "a JSON object mapping algorithm name
// to a string encoding of the digest using that algorithm. The named standard algorithms below use
// lowercase hex encoding." Unrecognised algorithms are allowed ("Consumers … MUST ignore
// unrecognized or unaccepted algorithms"), so only the named ones are held to hex and length.

/** Hex digits of each named algorithm with one output length (bits / 4). */
const FIXED_HEX_LENGTH: Readonly<Record<string, readonly number[]>> = {
  sha256: [64],
  sha224: [56],
  sha384: [96],
  sha512: [128],
  sha512_224: [56],
  sha512_256: [64],
  sha3_224: [56],
  sha3_256: [64],
  sha3_384: [96],
  sha3_512: [128],
  ripemd160: [40],
  sm3: [64],
  sha1: [40],
  md5: [32],
  // "The lowercase hex SHA-1 (40 character) or SHA-256 (64 character) of a git … object".
  gitCommit: [40, 64],
  gitTree: [40, 64],
  gitBlob: [40, 64],
  gitTag: [40, 64],
  dirHash: [64],
};
/** Named algorithms with a variable output length: lowercase hex of whole bytes. */
const VARIABLE = new Set(['shake128', 'shake256', 'blake2b', 'blake2s', 'gost']);

/** Every algorithm the DigestSet spec names: held to lowercase hex (and, where fixed, its length). */
export const NAMED_DIGEST_ALGORITHMS: ReadonlySet<string> = new Set([...Object.keys(FIXED_HEX_LENGTH), ...VARIABLE]);
/** Named algorithms without collision resistance ("consumers SHOULD NOT accept md5"; sha1 likewise broken). */
export const WEAK_DIGEST_ALGORITHMS: ReadonlySet<string> = new Set(['md5', 'sha1']);

const LOWER_HEX = /^[0-9a-f]+$/;
const hasOwn = (item: object, key: string) => Object.prototype.hasOwnProperty.call(item, key);

export interface DigestProblem {
  /** The algorithm whose value is at fault, or null when the digest itself is. */
  algorithm: string | null;
  reason: string;
}

export interface DigestRead {
  /** At least one entry is a usable digest: the item is identified by it. */
  usable: boolean;
  problems: DigestProblem[];
}

export function readDigest(value: unknown): DigestRead {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { usable: false, problems: [{ algorithm: null, reason: 'a digest is an object of algorithm names to digest values' }] };
  }
  const problems: DigestProblem[] = [];
  let usable = false;
  const algorithms = Object.keys(value).sort();
  if (algorithms.length === 0) problems.push({ algorithm: null, reason: 'a digest set holds at least one digest' });
  for (const algorithm of algorithms) {
    const digest = (value as Record<string, unknown>)[algorithm];
    const problem = digestProblem(algorithm, digest);
    if (problem) problems.push({ algorithm, reason: problem });
    else usable = true;
  }
  return { usable, problems };
}

function digestProblem(algorithm: string, digest: unknown): string | null {
  if (typeof digest !== 'string' || digest.trim() === '') return 'the digest is not a non-blank string';
  const fixed = hasOwn(FIXED_HEX_LENGTH, algorithm) ? FIXED_HEX_LENGTH[algorithm] : undefined;
  if (!fixed && !VARIABLE.has(algorithm)) return null;
  if (!LOWER_HEX.test(digest)) return `${algorithm} is lowercase hex`;
  if (fixed && !fixed.includes(digest.length)) return `${algorithm} has ${fixed.join(' or ')} hex digits, not ${digest.length}`;
  if (!fixed && digest.length % 2 !== 0) return `${algorithm} is whole bytes of hex, not ${digest.length} digits`;
  return null;
}
