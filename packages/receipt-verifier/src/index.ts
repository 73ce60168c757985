// The signed evidence receipt of a paid answer, and its offline verification. The gateway signs
// exactly `evidenceReceiptPayload(result, resourceUrl)` and a verifier recomputes the same payload
// from the result it holds, so the two can never describe different fields.
import { buildReceipt, canonicalize, digest, type CheckResult } from '@evidence-check/core-receipt';
import { decodePaymentResponseHeader } from '@x402/core/http';
import {
  extractJWSHeader,
  OFFER_RECEIPT,
  verifyReceiptSignatureJWS,
  type JWSSignedReceipt,
  type SignedReceipt,
} from '@x402/extensions/offer-receipt';

export {
  evidenceReceiptPayload,
  RECEIPT_PAYLOAD_VERSION,
  SIGNATURE_ALGORITHMS,
  type EvidenceClaims,
  type EvidenceReceiptPayload,
  type JsonWebKeySet,
  type PublicJwk,
} from './payload.js';
import { evidenceReceiptPayload, SIGNATURE_ALGORITHMS, type EvidenceReceiptPayload, type JsonWebKeySet } from './payload.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The signed receipt carried in a `Payment-Response` header (`extensions["offer-receipt"].info.receipt`). */
export function receiptFromPaymentResponse(header: string): SignedReceipt | null {
  const settlement = decodePaymentResponseHeader(header) as { extensions?: Record<string, { info?: { receipt?: SignedReceipt } }> };
  return settlement.extensions?.[OFFER_RECEIPT]?.info?.receipt ?? null;
}

export interface VerifyOptions {
  /** The 200 body as received. */
  result: unknown;
  /** The signed receipt, or the `Payment-Response` header value that carries it. */
  receipt: SignedReceipt | string;
  /** The gateway's published keys (saved from `/.well-known/jwks.json`). */
  jwks: JsonWebKeySet;
  /** The request body that was sent: its digest is checked too. */
  input?: unknown;
  /** The URL that was paid for; without it only its path (`/api/run/{utility}`) is checked. */
  resourceUrl?: string;
}

export interface Verification {
  valid: boolean;
  /** Why it is not valid, one line per problem (empty when valid). */
  problems: string[];
  /** The key that signed it (when the signature verified). */
  kid: string | null;
  /** The verified payload (when the signature verified). */
  payload: EvidenceReceiptPayload | null;
}

/** Leaf-by-leaf differences between what was signed and what the result says, as dotted paths. */
function differences(signed: unknown, actual: unknown, path: string, out: string[]): void {
  if (isObject(signed) && isObject(actual)) {
    for (const key of [...new Set([...Object.keys(signed), ...Object.keys(actual)])].sort()) {
      differences(signed[key], actual[key], path ? `${path}.${key}` : key, out);
    }
    return;
  }
  const a = signed === undefined ? 'nothing' : canonicalize(signed);
  const b = actual === undefined ? 'nothing' : canonicalize(actual);
  if (a !== b) out.push(`${path || '(payload)'}: signed ${a}, the result says ${b}`);
}

function signedReceiptOf(value: SignedReceipt | string): JWSSignedReceipt {
  const receipt = typeof value === 'string' ? receiptFromPaymentResponse(value) : value;
  if (!receipt) throw new Error('the Payment-Response carries no offer-receipt receipt');
  if (receipt.format !== 'jws') throw new Error(`unsupported receipt format "${String(receipt.format)}" (expected jws)`);
  return receipt;
}

/**
 * Verifies a signed evidence receipt offline: the JWS signature against a key of the JWKS, then
 * every signed field against the result, then the result's own digest (and the input's, if given).
 */
export async function verifyEvidenceReceipt(options: VerifyOptions): Promise<Verification> {
  const fail = (problems: string[], kid: string | null = null, payload: EvidenceReceiptPayload | null = null): Verification => ({
    valid: false,
    problems,
    kid,
    payload,
  });
  let receipt: JWSSignedReceipt;
  let header: { alg: string; kid?: string };
  try {
    receipt = signedReceiptOf(options.receipt);
    header = extractJWSHeader(receipt.signature);
  } catch (error) {
    return fail([`unreadable receipt: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (!SIGNATURE_ALGORITHMS.includes(header.alg)) return fail([`signature algorithm "${header.alg}" is not accepted (${SIGNATURE_ALGORITHMS.join(', ')})`]);
  const key = options.jwks.keys.find((candidate) => candidate.kid !== undefined && candidate.kid === header.kid);
  if (!key) return fail([`no key with kid "${header.kid ?? ''}" in the JWKS`]);
  if (key.alg !== undefined && key.alg !== header.alg) return fail([`key "${key.kid}" is for ${key.alg}, the signature says ${header.alg}`]);

  let payload: EvidenceReceiptPayload;
  try {
    payload = (await verifyReceiptSignatureJWS(receipt, { ...key, alg: header.alg } as Parameters<typeof verifyReceiptSignatureJWS>[1])) as EvidenceReceiptPayload;
  } catch (error) {
    return fail([`signature does not verify with key "${key.kid}": ${error instanceof Error ? error.message : String(error)}`]);
  }
  const kid = key.kid ?? null;
  const problems: string[] = [];
  const result = options.result as CheckResult<unknown>;
  if (!isObject(result) || !isObject(result.receipt)) return fail(['the result is not an evidence envelope with a receipt'], kid, payload);
  if (typeof payload.resourceUrl !== 'string') return fail(['the signed payload has no resourceUrl'], kid, payload);

  let expected: EvidenceReceiptPayload;
  try {
    expected = evidenceReceiptPayload(result, payload.resourceUrl);
  } catch (error) {
    return fail([error instanceof Error ? error.message : String(error)], kid, payload);
  }
  differences(payload, expected, '', problems);

  if (options.resourceUrl !== undefined && payload.resourceUrl !== options.resourceUrl) {
    problems.push(`resourceUrl: signed ${payload.resourceUrl}, expected ${options.resourceUrl}`);
  } else if (options.resourceUrl === undefined) {
    let path: string | null = null;
    try {
      path = new URL(payload.resourceUrl).pathname;
    } catch {
      path = null;
    }
    if (path !== `/api/run/${result.receipt.utility}`) problems.push(`resourceUrl: ${payload.resourceUrl} is not the run endpoint of ${result.receipt.utility}`);
  }
  if (result.utility !== result.receipt.utility) problems.push(`utility: the result is ${String(result.utility)}, its receipt ${result.receipt.utility}`);
  if (result.version !== result.receipt.utilityVersion) problems.push(`version: the result is ${String(result.version)}, its receipt ${result.receipt.utilityVersion}`);
  // The signed resultDigest must be the digest of the result actually held, not only a copied field.
  try {
    const recomputed = buildReceipt(null, result, result.receipt.source).resultDigest;
    if (recomputed !== result.receipt.resultDigest) problems.push(`resultDigest: the result's content digests to ${recomputed}, not ${result.receipt.resultDigest}`);
  } catch (error) {
    problems.push(`the result cannot be canonicalized: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (options.input !== undefined) {
    const inputDigest = digest(options.input);
    if (inputDigest !== result.receipt.inputDigest) problems.push(`inputDigest: the input digests to ${inputDigest}, not ${result.receipt.inputDigest}`);
  }
  return { valid: problems.length === 0, problems, kid, payload };
}
