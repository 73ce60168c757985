// DKIM key sizes against outside truth: keys made by Node's crypto (OpenSSL) at known sizes, and
// Node's own reading of the same DER (KeyObject.asymmetricKeyDetails) as a differential oracle.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { decodeBase64, readDkimKey, readRsaKey } from '../src/lib/dkim-key.js';
import { run, type Input } from '../src/index.js';
import { ed25519Key, RFC6376_BRISBANE, RFC8463_ED25519, RFC8463_RSA } from './vectors.js';

const withKeys = (dkim: Input['records']['dkim']): Input => ({
  domain: 'example.com',
  observed_at: '2026-03-01T12:00:00Z',
  records: { spf: ['v=spf1 -all'], dkim, dmarc: ['v=DMARC1; p=reject; rua=mailto:d@example.com'], mx: ['0 .'] },
});

/** Node's modulus length for a DER key, or null when Node refuses it. */
function nodeBits(der: Buffer, type: 'spki' | 'pkcs1'): number | null {
  try {
    return createPublicKey({ key: der, format: 'der', type }).asymmetricKeyDetails?.modulusLength ?? null;
  } catch {
    return null;
  }
}

const pValue = (record: string) => (/(?:^|;)\s*p=([^;]*)/.exec(record)?.[1] ?? '').trim();

describe('RSA key sizes', () => {
  // Sizes on both sides of each threshold, and sizes that are not whole bytes.
  const SIZES = [512, 777, 1000, 1023, 1024, 1025, 1536, 2047, 2048, 3072, 4096];

  test.each(SIZES)('a %i-bit key made by Node is reported with exactly that keyBits, as SPKI and as PKCS #1', (bits) => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'der' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(bits);
    const result = run(
      withKeys([
        { selector: 'spki', value: `v=DKIM1; k=rsa; p=${spki.toString('base64')}` },
        { selector: 'pkcs1', value: `v=DKIM1; p=${pkcs1.toString('base64')}` },
      ]),
    );
    expect(result.report.dkim.map((key) => key.keyBits)).toEqual([bits, bits]);
    const codes = result.findings.filter((f) => f.pointer.startsWith('/records/dkim/')).map((f) => f.code);
    const expected = bits < 1024 ? 'DKIM_RSA_KEY_TOO_SHORT' : bits < 2048 ? 'DKIM_RSA_KEY_BELOW_2048' : undefined;
    expect(codes).toEqual(expected ? [expected, expected] : []);
  });

  test('the keys published in RFC 6376 Appendix C and RFC 8463 Appendix A.2 read as Node reads them', () => {
    for (const record of [RFC6376_BRISBANE, RFC8463_RSA]) {
      const der = Buffer.from(pValue(record), 'base64');
      const reading = readDkimKey('rsa', pValue(record));
      expect(reading).toEqual({ ok: true, bits: nodeBits(der, 'spki') });
      expect(reading).toEqual({ ok: true, bits: 1024 });
    }
  });

  test('white space inside p= is allowed (RFC 6376 §3.6.1 base64string), as a folded record has it', () => {
    const der = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const folded = der.replace(/(.{64})/g, '$1 \t');
    expect(readDkimKey('rsa', folded)).toEqual({ ok: true, bits: 2048 });
  });

  test('damaged keys: decodable here exactly when Node (OpenSSL) decodes them, with the same size', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const der = publicKey.export({ type: 'spki', format: 'der' });
    const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'der' });
    // An SPKI whose BIT STRING holds the RSAPublicKey and two bytes more.
    const inner = Buffer.concat([Buffer.from([0x00]), pkcs1, Buffer.from([0, 0])]);
    const body = Buffer.concat([Buffer.from('300d06092a864886f70d0101010500', 'hex'), Buffer.from([0x03, 0x81, inner.length]), inner]);
    const innerTrailing = Buffer.concat([Buffer.from([0x30, 0x81, body.length]), body]);
    const variants: Array<[string, Buffer, boolean]> = [
      ['truncated', der.subarray(0, der.length - 1), false],
      ['a trailing byte', Buffer.concat([der, Buffer.from([0])]), true],
      ['trailing bytes inside the BIT STRING', innerTrailing, true],
      ['SET instead of SEQUENCE', Buffer.from([0x31, ...der.subarray(1)]), false],
      ['the inner length destroyed', Buffer.from(der.map((byte, i) => (i === 24 ? byte ^ 0xff : byte))), false],
      ['empty', Buffer.alloc(0), false],
    ];
    for (const [label, bytes, nodeAccepts] of variants) {
      const node = nodeBits(bytes, 'spki');
      expect([label, node !== null]).toEqual([label, nodeAccepts]);
      const reading = readRsaKey(new Uint8Array(bytes));
      expect([label, reading]).toEqual([label, node === null ? { ok: false, reason: expect.any(String) } : { ok: true, bits: node }]);
    }
  });

  test('a key of another algorithm under k=rsa is refused with its name', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(readDkimKey('rsa', ec)).toEqual({ ok: false, reason: 'the key is an EC key, not RSA' });
  });
});

describe('Ed25519 keys', () => {
  test('a key made by Node, published raw as RFC 8463 §4.2 says, is 256 bits', () => {
    const { raw } = ed25519Key();
    expect(Buffer.from(raw, 'base64')).toHaveLength(32);
    const result = run(withKeys([{ selector: 'ed', value: `v=DKIM1; k=ed25519; p=${raw}` }]));
    expect(result.report.dkim).toEqual([{ selector: 'ed', keyType: 'ed25519', keyBits: 256, revoked: false, testing: false, valid: true }]);
  });

  test('the RFC 8463 Appendix A.2 key is a valid Ed25519 key for Node and 256 bits here', () => {
    const raw = pValue(RFC8463_ED25519);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw, 'base64').toString('base64url') }, format: 'jwk' });
    expect(key.asymmetricKeyType).toBe('ed25519');
    expect(readDkimKey('ed25519', raw)).toEqual({ ok: true, bits: 256 });
  });

  test('an Ed25519 key wrapped in a SubjectPublicKeyInfo is refused', () => {
    const { spki } = ed25519Key();
    expect(readDkimKey('ed25519', spki).ok).toBe(false);
  });
});

describe('base64', () => {
  test('agrees with Node on canonical base64 of every length from 0 to 100 bytes', () => {
    for (let n = 0; n <= 100; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 97 + n * 31) & 0xff));
      const text = bytes.toString('base64');
      expect(Buffer.from(decodeBase64(text) ?? [])).toEqual(bytes);
      expect(Buffer.from(decodeBase64(text.replace(/=+$/, '')) ?? [])).toEqual(bytes);
    }
  });

  test('refuses characters outside the alphabet, misplaced padding and an impossible length', () => {
    for (const text of ['!!!!', 'QQ=A', 'QQ==QQ==', 'Q', 'QQQQQ', 'QQ===', 'QQ-_', 'QQ=']) expect(decodeBase64(text)).toBeNull();
  });
});
