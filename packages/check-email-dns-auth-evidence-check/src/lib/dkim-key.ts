/**
 * The public key of a DKIM key record (the `p=` tag, RFC 6376 §3.6.1), decoded for real:
 * base64 (RFC 4648 §4; white space inside is allowed by RFC 6376 §3.6.1's base64string), then
 * for RSA the DER of a SubjectPublicKeyInfo (RFC 5280 §4.1.2.7) — or the bare RSAPublicKey that
 * RFC 6376 §3.6.1 names, which verifiers also accept — read with asn1js, and the modulus length
 * counted in bits (RFC 8017 §A.1.1). An Ed25519 key is the raw 32-byte key (RFC 8463 §4.2).
 */
import { BitString, fromBER, Integer, ObjectIdentifier, Sequence, type AsnType } from 'asn1js';

const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const ED25519 = '1.3.101.112';
const ALGORITHM_NAMES: Readonly<Record<string, string>> = {
  [RSA_ENCRYPTION]: 'RSA',
  [ED25519]: 'Ed25519',
  '1.3.101.113': 'Ed448',
  '1.2.840.10045.2.1': 'EC',
  '1.2.840.10040.4.1': 'DSA',
};

export type KeyReading = { ok: true; bits: number } | { ok: false; reason: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const SEXTET = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) SEXTET[BASE64.charCodeAt(i)] = i;

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;

/** Standard base64 with optional padding and any white space between characters; null when invalid. */
export function decodeBase64(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let buffer = 0;
  let bits = 0;
  let o = 0;
  let symbols = 0;
  let padding = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) continue;
    symbols++;
    if (c === 0x3d) {
      if (++padding > 2) return null;
      continue;
    }
    const value = c < 128 ? (SEXTET[c] as number) : -1;
    if (value < 0 || padding > 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  if (padding > 0 && symbols % 4 !== 0) return null;
  if ((symbols - padding) % 4 === 1) return null;
  return out.subarray(0, o);
}

/**
 * The first complete DER element of the bytes. Bytes after it are ignored, as OpenSSL-based
 * verifiers (d2i_PUBKEY) ignore them; a truncated or broken element is refused.
 */
function parseFirst(bytes: Uint8Array): AsnType | null {
  if (bytes.length === 0) return null;
  try {
    const { offset, result } = fromBER(bytes);
    if (offset === -1 || result.error) return null;
    return result;
  } catch {
    return null;
  }
}

function bitLength(unsigned: Uint8Array): number {
  let start = 0;
  while (start < unsigned.length && unsigned[start] === 0) start++;
  if (start === unsigned.length) return 0;
  const first = unsigned[start] as number;
  return (unsigned.length - start - 1) * 8 + (32 - Math.clz32(first));
}

/** RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER } (RFC 8017 §A.1.1). */
function readRsaPublicKey(node: AsnType): KeyReading {
  if (!(node instanceof Sequence) || node.valueBlock.value.length !== 2) {
    return { ok: false, reason: 'the key is not an RSAPublicKey (a sequence of modulus and exponent)' };
  }
  const [modulus, exponent] = node.valueBlock.value;
  if (!(modulus instanceof Integer) || !(exponent instanceof Integer)) {
    return { ok: false, reason: 'the RSA modulus or exponent is not an INTEGER' };
  }
  const n = modulus.valueBlock.valueHexView;
  const e = exponent.valueBlock.valueHexView;
  if (n.length === 0 || ((n[0] as number) & 0x80) !== 0) return { ok: false, reason: 'the RSA modulus is negative' };
  if (e.length === 0 || ((e[0] as number) & 0x80) !== 0) return { ok: false, reason: 'the RSA exponent is negative' };
  const bits = bitLength(n);
  if (bits === 0) return { ok: false, reason: 'the RSA modulus is zero' };
  return { ok: true, bits };
}

interface Spki {
  algorithm: string;
  key: Uint8Array;
}

/** SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }. */
function readSpki(node: AsnType): Spki | null {
  if (!(node instanceof Sequence) || node.valueBlock.value.length !== 2) return null;
  const [algorithm, key] = node.valueBlock.value;
  if (!(algorithm instanceof Sequence) || !(key instanceof BitString)) return null;
  const oid = algorithm.valueBlock.value[0];
  if (!(oid instanceof ObjectIdentifier) || key.idBlock.isConstructed || key.valueBlock.unusedBits !== 0) return null;
  return { algorithm: oid.valueBlock.toString(), key: key.valueBlock.valueHexView };
}

function algorithmName(oid: string): string {
  return ALGORITHM_NAMES[oid] ?? `algorithm ${oid}`;
}

/** The modulus length of an RSA key given as SubjectPublicKeyInfo or RSAPublicKey DER. */
export function readRsaKey(der: Uint8Array): KeyReading {
  const root = parseFirst(der);
  if (!root) return { ok: false, reason: 'the key is not a complete DER structure' };
  const spki = readSpki(root);
  if (!spki) {
    const bare = root instanceof Sequence && root.valueBlock.value[0] instanceof Integer;
    return bare ? readRsaPublicKey(root) : { ok: false, reason: 'the key is neither a SubjectPublicKeyInfo nor an RSAPublicKey' };
  }
  if (spki.algorithm !== RSA_ENCRYPTION) return { ok: false, reason: `the key is an ${algorithmName(spki.algorithm)} key, not RSA` };
  const inner = parseFirst(spki.key);
  if (!inner) return { ok: false, reason: 'the RSA key inside the SubjectPublicKeyInfo is not DER-encoded' };
  return readRsaPublicKey(inner);
}

/** An Ed25519 key is the 32-byte public key itself (RFC 8463 §4.2): 256 bits. */
export function readEd25519Key(bytes: Uint8Array): KeyReading {
  if (bytes.length === 32) return { ok: true, bits: 256 };
  const root = parseFirst(bytes);
  const spki = root ? readSpki(root) : null;
  if (spki?.algorithm === ED25519) {
    return { ok: false, reason: 'an Ed25519 key is published as the raw 32-byte key, not as a SubjectPublicKeyInfo' };
  }
  return { ok: false, reason: `an Ed25519 key is 32 bytes; this one is ${bytes.length}` };
}

export function readDkimKey(keyType: 'rsa' | 'ed25519', base64: string): KeyReading {
  const bytes = decodeBase64(base64);
  if (!bytes) return { ok: false, reason: 'p= is not valid base64' };
  return keyType === 'rsa' ? readRsaKey(bytes) : readEd25519Key(bytes);
}
