// Published records from the RFCs, verbatim (quoted strings joined as RFC 7208 §3.3 joins them).
import { generateKeyPairSync } from 'node:crypto';

/** RFC 6376 Appendix C: the "brisbane" key record, a 1024-bit RSA key. */
export const RFC6376_BRISBANE =
  'v=DKIM1; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDwIRP/UC3SBsEmGqZ9ZJW3/DkMoGeLnQg1fWn7/zYtIxN2SnFCjxOCKG9v3b4jYfcTNh5ijSsq631uBItLa7od+v/RtdC2UzJ1lWT947qR+Rcac2gbto/NMqJ0fzfVjH4OuKhitdY9tf6mcwGjaNBcWToIMmPSPDdQPNUYckcQ2QIDAQAB';

/** RFC 8463 Appendix A.2: the Ed25519 key record (selector brisbane) and the RSA one (selector test). */
export const RFC8463_ED25519 = 'v=DKIM1; k=ed25519; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=';
export const RFC8463_RSA =
  'v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDkHlOQoBTzWRiGs5V6NpP3idY6Wk08a5qhdR6wy5bdOKb2jLQiY/J16JYi0Qvx/byYzCNb3W91y3FutACDfzwQ/BC/e/8uBsCR+yz1Lxj+PL6lHvqMKrM3rG4hstT5QjvHO9PzoxZyVYLzBfO2EeC3Ip3G+2kryOTIKT+l/K4w3QIDAQAB';

/** RFC 7489 Appendix B.2.1 to B.2.4 and B.3.1 (B.2.4's rua list on one line). */
export const RFC7489 = {
  'B.2.1': 'v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com',
  'B.2.2': 'v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com; ruf=mailto:auth-reports@example.com',
  'B.2.3': 'v=DMARC1; p=none; rua=mailto:dmarc-feedback@example.com; ruf=mailto:auth-reports@thirdparty.example.net',
  'B.2.4': 'v=DMARC1; p=quarantine; rua=mailto:dmarc-feedback@example.com,mailto:tld-test@thirdparty.example.net!10m; pct=25',
  'B.3.1': 'v=DMARC1; p=reject; aspf=r; rua=mailto:dmarc-feedback@example.com',
} as const;

/** Base64 of the DER SubjectPublicKeyInfo (or PKCS #1 RSAPublicKey) of a fresh RSA key from Node's crypto. */
export function rsaKey(bits: number, type: 'spki' | 'pkcs1' = 'spki'): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return publicKey.export({ type, format: 'der' }).toString('base64');
}

/** A fresh Ed25519 key from Node's crypto: the raw 32 bytes (RFC 8463) and the SubjectPublicKeyInfo. */
export function ed25519Key(): { raw: string; spki: string } {
  const { publicKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' });
  return {
    raw: Buffer.from(x as string, 'base64url').toString('base64'),
    spki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}
