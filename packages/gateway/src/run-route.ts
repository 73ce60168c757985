import type { CheckDefinition } from '@evidence-check/core-receipt';
import { PAYMENT_RESPONSE_HEADER, PAYMENT_SIGNATURE_HEADER } from '@evidence-check/catalog-builder';
import { encodePaymentResponseHeader } from '@x402/core/http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { declaresEmptyBody } from './body.js';
import { sendError, sendErrorWithJsonDetails, sendJsonText, type ErrorCode } from './errors.js';
import { isJsonMediaType, readJsonRequest } from './json-request.js';
import { NO_STORE, PaymentServiceUnavailable, type Quote } from './payments/gate.js';
import { requestContext } from './payments/node-adapter.js';
import { createPaidRun, paymentServiceUnavailable, validateEvidence, type PaidRunDeps, type ValidatorLookup } from './pipeline.js';

export interface RunRouteDeps extends PaidRunDeps {
  findCheck(id: string): CheckDefinition | undefined;
  validators: ValidatorLookup;
}

/** What the request log may know about a run: never the body, only its digest. */
export interface RunLocals {
  utility: string | null;
  inputDigest: string | null;
  payer: string | null;
}

const PAYMENT_SIGNATURE = PAYMENT_SIGNATURE_HEADER.toLowerCase();

/** The x402 v2 payment proof of the paid retry, if any. */
function paymentHeader(req: IncomingMessage): string | null {
  const value = req.headers[PAYMENT_SIGNATURE];
  return typeof value === 'string' && value !== '' ? value : null;
}

function applyHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A 402 always carries the terms in `Payment-Required` and, for people, the same terms in the body. */
function sendPaymentError(res: ServerResponse, quote: Quote, code: ErrorCode, message: string): void {
  applyHeaders(res, quote.headers);
  sendErrorWithJsonDetails(res, 402, code, message, { json: quote.termsJson, owner: quote.terms });
}

/**
 * `POST /api/run/:id`, in DESIGN.md's order: unknown id (404) -> not implemented (501) -> media
 * type (415) -> size (413) -> JSON (400) -> schema (400) -> payment (402) -> verify -> (maintained
 * public data: source lookup, or 503 SOURCE_UNAVAILABLE unsettled) -> run() -> settle -> 200.
 * Validation comes before payment so an agent learns a packet is invalid before it signs; an empty
 * body without payment is a price probe. The result leaves only after settlement (pipeline.ts).
 */
export function createRunHandler({ findCheck, validators, payments, logger, ...run }: RunRouteDeps) {
  const paidRun = createPaidRun({ payments, logger, ...run });

  async function askForPayment(res: ServerResponse, check: CheckDefinition, code: ErrorCode, message: string): Promise<void> {
    sendPaymentError(res, await payments.quote(check), code, message);
  }

  async function pay(req: IncomingMessage, res: ServerResponse, locals: RunLocals, check: CheckDefinition, input: unknown, header: string | null): Promise<void> {
    if (header === null) return askForPayment(res, check, 'PAYMENT_REQUIRED', 'Payment required.');
    const outcome = await paidRun({ payment: { header }, context: requestContext(req) }, check, input);
    switch (outcome.kind) {
      case 'refused':
        return sendPaymentError(res, outcome.quote, 'PAYMENT_INVALID', outcome.message);
      case 'withheld':
        res.setHeader('Retry-After', outcome.retryAfter);
        return sendError(res, 503, outcome.refusal.code, outcome.refusal.message);
      case 'unsettled':
        return askForPayment(res, check, 'PAYMENT_SETTLEMENT_FAILED', outcome.message);
      case 'paid': {
        locals.payer = outcome.payment.payer || null;
        // The digest of the canonical input, as the receipt already carries it: logged for paid runs only.
        locals.inputDigest = outcome.receipt.inputDigest;
        // Payment-Response: the SDK's settlement response carrying the signed evidence receipt of this body.
        res.setHeader(PAYMENT_RESPONSE_HEADER, encodePaymentResponseHeader(outcome.settlement));
        sendJsonText(res, 200, outcome.json);
      }
    }
  }

  /**
   * Node's own request and response (the run door calls it without Express; the router's other
   * spellings of the path call it too), the decoded product id, and the request log's fields.
   */
  return async function runHandler(req: IncomingMessage, res: ServerResponse, id: string, locals: RunLocals): Promise<void> {
    // Every answer of a run endpoint is for this caller only: 402 terms, results, errors.
    res.setHeader('Cache-Control', NO_STORE);
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
        if (header === null && declaresEmptyBody(req)) return await askForPayment(res, check, 'PAYMENT_REQUIRED', 'Payment required.');
        sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the evidence packet as Content-Type: application/json.');
        return;
      }
      const read = await readJsonRequest(req);
      if (read.kind === 'refused') {
        if (read.empty && header === null) return await askForPayment(res, check, 'PAYMENT_REQUIRED', 'Payment required.');
        if (read.closeConnection) res.setHeader('Connection', 'close');
        sendError(res, read.status, read.refusal.code, read.refusal.message, read.refusal.details);
        return;
      }
      const invalid = validateEvidence(validators, check, read.value);
      if (invalid) {
        sendError(res, 400, invalid.code, invalid.message, invalid.details);
        return;
      }
      await pay(req, res, locals, check, read.value, header);
    } catch (error) {
      if (!(error instanceof PaymentServiceUnavailable)) throw error;
      const { refusal, retryAfter } = paymentServiceUnavailable(logger, check, error);
      res.setHeader('Retry-After', retryAfter);
      sendError(res, 503, refusal.code, refusal.message);
    }
  };
}
