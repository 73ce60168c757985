import { createHash } from 'node:crypto';
import contentType from 'content-type';
import { attachPayment, digest, type CheckDefinition } from '@evidence-check/core-receipt';
import type { Validator } from '@evidence-check/schema-validator';
import { decodePaymentRequiredHeader, decodePaymentSignatureHeader } from '@x402/core/http';
import type { Request, Response } from 'express';
import { declaresEmptyBody, parseJsonBody, readLimitedBody, MAX_BODY_BYTES } from './body.js';
import { sendError, type ErrorCode } from './errors.js';
import type { RequestLogger } from './logger.js';
import { PaymentServiceUnavailable, type PaymentGate } from './payments/gate.js';
import type { PaymentLocks } from './payments/locks.js';

/** Headers that carry a payment proof: x402 v2 (`Payment-Signature`) and v1 (`X-Payment`). */
const PAYMENT_HEADERS = ['payment-signature', 'x-payment'];
const RETRY_AFTER_SECONDS = '5';

export interface RunRouteDeps {
  findCheck(id: string): CheckDefinition | undefined;
  validators: ReadonlyMap<string, Validator>;
  payments: PaymentGate;
  locks: PaymentLocks;
  logger: RequestLogger;
  now?: () => Date;
}

/** What the request log may know about a run: never the body, only its digest. */
export interface RunLocals {
  utility: string | null;
  inputDigest: string | null;
  payer: string | null;
}

function isJsonMediaType(req: Request): boolean {
  const header = req.headers['content-type'];
  if (!header) return false;
  try {
    return contentType.parse(header).type === 'application/json';
  } catch {
    return false;
  }
}

function paymentHeader(req: Request): string | null {
  for (const name of PAYMENT_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** One key per signed authorization, however it is encoded: payer and nonce when readable. */
function paymentKey(header: string): string {
  try {
    const payload = decodePaymentSignatureHeader(header) as { payload?: { authorization?: { from?: string; nonce?: string } } };
    const auth = payload.payload?.authorization;
    if (auth?.from && auth.nonce) return `${auth.from.toLowerCase()}:${auth.nonce.toLowerCase()}`;
  } catch {
    // Not decodable: the SDK will reject it; the raw header still identifies the attempt.
  }
  return createHash('sha256').update(header).digest('hex');
}

function applyHeaders(res: Response, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A 402 always carries the terms in `Payment-Required` and, for people, the same terms in the body. */
function sendPaymentError(res: Response, status: number, headers: Record<string, string>, code: ErrorCode, message: string): void {
  applyHeaders(res, headers);
  const header = res.getHeader('payment-required');
  let terms: unknown;
  try {
    terms = typeof header === 'string' ? decodePaymentRequiredHeader(header) : undefined;
  } catch {
    terms = undefined;
  }
  sendError(res, status, code, message, terms);
}

/**
 * `POST /api/run/:id`, in DESIGN.md's order: unknown id (404) -> not implemented (501) -> media
 * type (415) -> size (413) -> JSON (400) -> schema (400) -> payment (402) -> verify -> run() ->
 * settle -> 200. Validation comes before payment so an agent learns a packet is invalid before it
 * signs; an empty body without payment is a price probe. The result leaves only after settlement.
 */
export function createRunHandler({ findCheck, validators, payments, locks, logger, now = () => new Date() }: RunRouteDeps) {
  async function askForPayment(req: Request, res: Response, code: ErrorCode, message: string): Promise<void> {
    const outcome = await payments.process(req, { ignorePayment: true });
    if (outcome.kind !== 'required') throw new Error('terms expected');
    sendPaymentError(res, 402, outcome.headers, code, message);
  }

  async function pay(req: Request, res: Response, check: CheckDefinition, input: unknown, header: string | null): Promise<void> {
    const locals = res.locals as RunLocals;
    if (header === null) return askForPayment(req, res, 'PAYMENT_REQUIRED', 'Payment required.');
    // One signed authorization serves one request: a duplicate in flight is refused at once.
    const key = paymentKey(header);
    if (!(await locks.acquire(key))) {
      return askForPayment(req, res, 'PAYMENT_INVALID', 'This payment is already being used by another request.');
    }
    try {
      const outcome = await payments.process(req);
      if (outcome.kind === 'required') {
        const reason = outcome.reason ? `: ${outcome.reason}` : '';
        return sendPaymentError(res, outcome.status, outcome.headers, 'PAYMENT_INVALID', `The payment was not accepted${reason}. Nothing was charged.`);
      }
      // Verified: compute the result, but let no byte of it leave before settlement succeeds.
      const result = check.run(input);
      const settled = await outcome.settle();
      if (settled.kind === 'failed') {
        await askForPayment(req, res, 'PAYMENT_SETTLEMENT_FAILED', `Settlement failed (${settled.reason}); the result is withheld.`);
        return;
      }
      locals.payer = settled.payment.payer || null;
      applyHeaders(res, settled.headers);
      res.status(200).json(attachPayment(result, settled.payment, now().toISOString()));
    } finally {
      await locks.release(key);
    }
  }

  return async function runHandler(req: Request, res: Response): Promise<void> {
    const locals = res.locals as RunLocals;
    const id = String(req.params.id);
    const check = findCheck(id);
    if (!check) {
      sendError(res, 404, 'UNKNOWN_UTILITY', `No product has the id "${id}". The catalog at /api/catalog lists them.`);
      return;
    }
    locals.utility = check.id;
    if (!check.implemented) {
      sendError(res, 501, 'NOT_IMPLEMENTED', `${check.id} is not implemented yet; it is not sold and nothing is charged.`);
      return;
    }
    const header = paymentHeader(req);
    try {
      if (!isJsonMediaType(req)) {
        if (header === null && declaresEmptyBody(req)) return await askForPayment(req, res, 'PAYMENT_REQUIRED', 'Payment required.');
        sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the evidence packet as Content-Type: application/json.');
        return;
      }
      const read = await readLimitedBody(req);
      if (read.kind === 'too-large') {
        // The rest of an oversized upload is not read; close the connection instead of draining it.
        res.setHeader('Connection', 'close');
        sendError(res, 413, 'PAYLOAD_TOO_LARGE', `The request body exceeds ${MAX_BODY_BYTES} bytes (256 KiB).`, { limitBytes: MAX_BODY_BYTES });
        return;
      }
      if (read.kind === 'aborted') {
        sendError(res, 400, 'MALFORMED_JSON', 'The request body could not be read completely.');
        return;
      }
      if (read.body.length === 0 && header === null) return await askForPayment(req, res, 'PAYMENT_REQUIRED', 'Payment required.');
      const parsed = parseJsonBody(read.body);
      if (!parsed.ok) {
        sendError(res, 400, 'MALFORMED_JSON', `The request body is not usable JSON: ${parsed.message}.`);
        return;
      }
      const issues = (validators.get(check.id) as Validator)(parsed.value);
      if (issues.length > 0) {
        sendError(res, 400, 'INVALID_EVIDENCE', `The evidence packet does not satisfy the ${check.id} input schema.`, issues);
        return;
      }
      locals.inputDigest = digest(parsed.value);
      await pay(req, res, check, parsed.value, header);
    } catch (error) {
      if (!(error instanceof PaymentServiceUnavailable)) throw error;
      logger.error('payment service unavailable', { utility: check.id, reason: error.message });
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      sendError(res, 503, 'PAYMENT_SERVICE_UNAVAILABLE', 'The payment service cannot be reached right now; nothing was charged and no result was produced. Retry later.');
    }
  };
}
