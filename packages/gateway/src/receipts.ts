// Signed evidence receipts: every paid 200 gets a JWS (x402 offer-receipt extension) over
// `evidenceReceiptPayload(body, resourceUrl)`, carried in the Payment-Response header. JWS rather
// than EIP-712 because the extension's EIP-712 Receipt type has fixed fields (no room for the input
// and result digests), while its JWS payload is canonical JSON that carries them and verifies with
// any JOSE library; ES256 (P-256) because every JOSE library and WebCrypto verify it.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { canonicalize, type JsonObject, type Receipt } from '@evidence-check/core-receipt';
import { evidenceReceiptPayload, type JsonWebKeySet, type PublicJwk } from '@evidence-check/receipt-verifier/payload';
import type { JWSSignedReceipt } from '@x402/extensions/offer-receipt';

/**
 * The compact JWS of a receipt payload, built as the x402 offer-receipt extension's `createJWS`
 * builds it (protected header `{alg, kid}`, RFC 8785 canonical JSON payload, base64url parts):
 * that module pulls in viem (~0.5 s of start-up and ~18 MB resident) for its EIP-712 half, which
 * the gateway does not use. The SDK's own `verifyReceiptSignatureJWS` verifies these receipts in
 * the tests (receipts.e2e, receipt-verifier), so the two constructions cannot drift apart silently.
 */
function compactJws(payload: unknown, kid: string, sign: (signingInput: Buffer) => string): string {
  const header = Buffer.from(JSON.stringify({ alg: RECEIPT_ALGORITHM, kid }), 'utf8').toString('base64url');
  const body = Buffer.from(canonicalize(payload), 'utf8').toString('base64url');
  return `${header}.${body}.${sign(Buffer.from(`${header}.${body}`, 'ascii'))}`;
}

export const RECEIPT_ALGORITHM = 'ES256';

export class ReceiptKeyError extends Error {
  override name = 'ReceiptKeyError';
}

/** `RECEIPT_SIGNING_KEY`: an EC P-256 private key, as PEM (PKCS#8 or SEC1; `\n` may be escaped) or as a private JWK. */
export function parseReceiptKey(text: string): KeyObject {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = trimmed.startsWith('{') ? createPrivateKey({ key: JSON.parse(trimmed) as never, format: 'jwk' }) : createPrivateKey(trimmed);
  } catch {
    throw new ReceiptKeyError('RECEIPT_SIGNING_KEY must be an EC P-256 private key, as a PEM or as a private JWK');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new ReceiptKeyError('RECEIPT_SIGNING_KEY must be an EC P-256 key (receipts are signed with ES256)');
  }
  return key;
}

/** `did:web` of a base URL (W3C did:web §3.2: the port's colon is percent-encoded, path segments become `:`). */
export function didWeb(baseUrl: string): string {
  const url = new URL(baseUrl);
  const segments = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...segments].join(':');
}

/** RFC 7638 thumbprint of an EC public key: SHA-256 over its required members in lexicographic order. */
function thumbprint(jwk: { crv?: string; kty?: string; x?: string; y?: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

export interface ReceiptSigner {
  /** `did:web:{host}#{RFC 7638 thumbprint}`: resolvable through `/.well-known/did.json`. */
  kid: string;
  algorithm: typeof RECEIPT_ALGORITHM;
  /** True when no key was configured and this one was generated for the process. */
  generated: boolean;
  publicJwk: PublicJwk;
  /** `/.well-known/jwks.json`. */
  jwks: JsonWebKeySet;
  /** `/.well-known/did.json`, so that the x402 SDK resolves the kid by itself. */
  didDocument: JsonObject;
  /** Signs the evidence receipt of a paid 200 body. */
  sign(receipt: Receipt, resourceUrl: string): Promise<JWSSignedReceipt>;
}

/** The receipt signer of a gateway: the configured key, or one generated for this process. */
export function createReceiptSigner(keyText: string | null, baseUrl: string): ReceiptSigner {
  const privateKey = keyText ? parseReceiptKey(keyText) : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const exported = createPublicKey(privateKey).export({ format: 'jwk' });
  const did = didWeb(baseUrl);
  const kid = `${did}#${thumbprint(exported)}`;
  const publicJwk: PublicJwk = { kty: 'EC', crv: 'P-256', x: exported.x as string, y: exported.y as string, kid, alg: RECEIPT_ALGORITHM, use: 'sig' };
  // JWS ES256 signatures are the raw r || s concatenation (RFC 7518 §3.4), not DER.
  const signBytes = (bytes: Buffer) => sign('sha256', bytes, { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return {
    kid,
    algorithm: RECEIPT_ALGORITHM,
    generated: keyText === null,
    publicJwk,
    jwks: { keys: [publicJwk] },
    didDocument: {
      '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
      id: did,
      verificationMethod: [{ id: kid, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk as JsonObject }],
      assertionMethod: [kid],
    },
    sign: async (receipt, resourceUrl) => ({ format: 'jws', signature: compactJws(evidenceReceiptPayload({ receipt }, resourceUrl), kid, signBytes) }),
  };
}
