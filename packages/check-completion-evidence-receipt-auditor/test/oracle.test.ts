// The check against outside truth: digests computed by Node's crypto (OpenSSL) for every named
// DigestSet algorithm it implements are read as digests; the same digest in upper case, or one hex
// digit short, is not (in-toto DigestSet v1.1: "lowercase hex encoding" of the algorithm's output).
import { createHash, randomBytes } from 'node:crypto';
import { run } from '../src/index.js';

/** DigestSet name → the OpenSSL name of the same algorithm (and an output length where it varies). */
const ALGORITHMS: Array<[string, string, number | null]> = [
  ['sha256', 'sha256', null],
  ['sha224', 'sha224', null],
  ['sha384', 'sha384', null],
  ['sha512', 'sha512', null],
  ['sha512_224', 'sha512-224', null],
  ['sha512_256', 'sha512-256', null],
  ['sha3_224', 'sha3-224', null],
  ['sha3_256', 'sha3-256', null],
  ['sha3_384', 'sha3-384', null],
  ['sha3_512', 'sha3-512', null],
  ['ripemd160', 'ripemd160', null],
  ['sm3', 'sm3', null],
  ['sha1', 'sha1', null],
  ['md5', 'md5', null],
  ['shake128', 'shake128', 32],
  ['shake256', 'shake256', 64],
  ['blake2b', 'blake2b512', null],
  ['blake2s', 'blake2s256', null],
];

const codesFor = (digest: Record<string, string>) =>
  run({ outcomes: [{ id: 't', status: 'completed', promised_outcome: 'x', evidence: [{ digest }] }] }).findings.map((f) => f.code);

describe('named DigestSet algorithms agree with Node crypto', () => {
  const inputs = Array.from({ length: 25 }, (_, i) => randomBytes(i * 7));
  test.each(ALGORITHMS)('%s: real digests are read, upper-case and shortened ones are not', (name, openssl, outputLength) => {
    for (const bytes of inputs) {
      const hex = createHash(openssl, outputLength === null ? undefined : { outputLength }).update(bytes).digest('hex');
      expect([name, codesFor({ [name]: hex })]).toEqual([name, []]);
      if (/[a-f]/.test(hex)) expect(codesFor({ [name]: hex.toUpperCase() })).toEqual(['EVIDENCE_ITEM_UNIDENTIFIED', 'EVIDENCE_DIGEST_INVALID']);
      expect(codesFor({ [name]: hex.slice(1) })).toEqual(['EVIDENCE_ITEM_UNIDENTIFIED', 'EVIDENCE_DIGEST_INVALID']);
    }
  });
  test('a git blob id is the SHA-1 of "blob <size>\\0<content>" (the spec\'s own example, and random contents)', () => {
    expect(createHash('sha1').update('blob 5\0Hello').digest('hex')).toBe('5ab2f8a4323abafb10abb68657d9d39f1a775057');
    for (const bytes of inputs) {
      const blob = Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]);
      expect(codesFor({ gitBlob: createHash('sha1').update(blob).digest('hex') })).toEqual([]);
      expect(codesFor({ gitBlob: createHash('sha256').update(blob).digest('hex') })).toEqual([]);
    }
  });
});
