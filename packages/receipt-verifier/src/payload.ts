// What the gateway signs for a paid answer, with no dependency beyond types: the gateway imports
// this module (`@evidence-check/receipt-verifier/payload`) without loading the verification code.
import type { CheckResult, PaymentDisclosure, SourceDisclosure } from '@evidence-check/core-receipt';
import type { ReceiptPayload } from '@x402/extensions/offer-receipt';

/** Version of the x402 offer-receipt receipt payload (spec §5.2) these receipts follow. */
export const RECEIPT_PAYLOAD_VERSION = 1;
/** The JWS algorithms a verifier accepts (the gateway signs with ES256: ECDSA P-256, SHA-256). */
export const SIGNATURE_ALGORITHMS: readonly string[] = ['ES256'];

/** What the receipt of a paid answer claims, beyond the x402 receipt fields. */
export interface EvidenceClaims {
  receiptVersion: string;
  interfaceVersion: string;
  utility: string;
  utilityVersion: string;
  inputDigest: string;
  resultDigest: string;
  /** The receipt's `issuedAt`, exactly as in the result (ISO 8601). */
  issuedAt: string;
  payment: PaymentDisclosure;
  /** Maintained public-data products: the source disclosure, snapshot and age included. */
  source?: SourceDisclosure;
}

/** The x402 receipt payload (version, network, resourceUrl, payer, issuedAt, transaction) plus the evidence. */
export interface EvidenceReceiptPayload extends ReceiptPayload {
  evidence: EvidenceClaims;
}

/** A JSON Web Key Set (RFC 7517 §5) as published at `/.well-known/jwks.json`. */
export interface JsonWebKeySet {
  keys: PublicJwk[];
}

/** One public key of the set (RFC 7517 §4); the gateway publishes EC P-256 keys for ES256. */
export interface PublicJwk {
  kty: string;
  kid?: string;
  alg?: string;
  use?: string;
  crv?: string;
  x?: string;
  y?: string;
  [member: string]: unknown;
}

/**
 * The payload signed for a paid 200 body: every field a third party needs to hold the gateway to
 * its answer (digests of the input and of the result, product and version, payment, time).
 */
export function evidenceReceiptPayload(result: Pick<CheckResult<unknown>, 'receipt'>, resourceUrl: string): EvidenceReceiptPayload {
  const { receipt } = result;
  if (!receipt.payment || !receipt.issuedAt) throw new TypeError('not a paid result: receipt.payment and receipt.issuedAt are missing');
  const issuedAtMs = Date.parse(receipt.issuedAt);
  if (!Number.isFinite(issuedAtMs)) throw new TypeError(`receipt.issuedAt is not a date: ${receipt.issuedAt}`);
  const evidence: EvidenceClaims = {
    receiptVersion: receipt.receiptVersion,
    interfaceVersion: receipt.interfaceVersion,
    utility: receipt.utility,
    utilityVersion: receipt.utilityVersion,
    inputDigest: receipt.inputDigest,
    resultDigest: receipt.resultDigest,
    issuedAt: receipt.issuedAt,
    payment: receipt.payment,
    ...(receipt.source ? { source: receipt.source } : {}),
  };
  return {
    version: RECEIPT_PAYLOAD_VERSION,
    network: receipt.payment.network,
    resourceUrl,
    payer: receipt.payment.payer,
    issuedAt: Math.floor(issuedAtMs / 1000),
    transaction: receipt.payment.transaction,
    evidence,
  };
}
