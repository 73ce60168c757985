import contentType from 'content-type';
import { attachPayment, digest, type CheckDefinition, type CheckResult, type JsonObject } from '@evidence-check/core-receipt';
import { ageSeconds, PRODUCTS, SourceUnavailableError, type Lookup, type MaintainedData } from '@evidence-check/maintained-data';
import type { Validator } from '@evidence-check/schema-validator';
import { PAYMENT_SIGNATURE_HEADER } from '@evidence-check/catalog-builder';
import type { Request, Response } from 'express';
import { declaresEmptyBody, parseJsonBody, readLimitedBody, MAX_BODY_BYTES } from './body.js';
import { sendError, type ErrorCode } from './errors.js';
import type { RequestLogger } from './logger.js';
import { NO_STORE, PaymentServiceUnavailable, type PaymentGate, type Quote } from './payments/gate.js';
import type { SettlementGuard } from './shutdown.js';

const MAINTAINED_PRODUCTS: ReadonlySet<string> = new Set(PRODUCTS.keys());

const RETRY_AFTER_SECONDS = '5';
/** A maintained source that is down usually stays down for a while. */
const SOURCE_RETRY_AFTER_SECONDS = '60';

export interface RunRouteDeps {
  findCheck(id: string): CheckDefinition | undefined;
  validators: ReadonlyMap<string, Validator>;
  payments: PaymentGate;
  logger: RequestLogger;
  /** The maintained public-data adapter; null: those products answer only from caller-supplied records. */
  maintained?: MaintainedData | null;
  now?: () => Date;
  /** Settlements under way, so a shutdown never cuts one (shutdown.ts); absent in tests that build the app alone. */
  settlements?: SettlementGuard | null;
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

/** The x402 v2 payment proof of the paid retry, if any. */
function paymentHeader(req: Request): string | null {
  const value = req.get(PAYMENT_SIGNATURE_HEADER);
  return typeof value === 'string' && value !== '' ? value : null;
}

function applyHeaders(res: Response, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A 402 always carries the terms in `Payment-Required` and, for people, the same terms in the body. */
function sendPaymentError(res: Response, quote: Quote, code: ErrorCode, message: string): void {
  applyHeaders(res, quote.headers);
  sendError(res, 402, code, message, quote.terms);
}

/**
 * `POST /api/run/:id`, in DESIGN.md's order: unknown id (404) -> not implemented (501) -> media
 * type (415) -> size (413) -> JSON (400) -> schema (400) -> payment (402) -> verify -> (maintained
 * public data: source lookup, or 503 SOURCE_UNAVAILABLE unsettled) -> run() -> settle -> 200.
 * Validation comes before payment so an agent learns a packet is invalid before it signs; an empty
 * body without payment is a price probe. The result leaves only after settlement.
 */
export function createRunHandler({ findCheck, validators, payments, logger, maintained = null, now = () => new Date(), settlements = null }: RunRouteDeps) {
  /** The two maintained public-data products, whether or not a source is configured. */
  const isMaintained = (id: string) => MAINTAINED_PRODUCTS.has(id);

  /**
   * Caller-supplied records: run(input) without context (no network, nothing retained). Otherwise
   * the adapter's lookup (live or fallback); null when there is neither source nor snapshot.
   */
  async function sourceFor(check: CheckDefinition, input: unknown): Promise<Lookup | 'caller-supplied' | null> {
    if (!isMaintained(check.id) || (input as JsonObject).records !== undefined) return 'caller-supplied';
    if (!maintained) return null;
    try {
      return await maintained.lookup(check.id, input as JsonObject);
    } catch (error) {
      if (!(error instanceof SourceUnavailableError)) throw error;
      logger.error('maintained source unavailable and no snapshot retained', { utility: check.id, reason: error.failure.message });
      return null;
    }
  }

  /** The fallback snapshot's age needs the clock, so the gateway adds it (like issuedAt). */
  function withSourceAge<R>(result: CheckResult<R>, lookup: Lookup | 'caller-supplied'): CheckResult<R> {
    if (lookup === 'caller-supplied' || lookup.mode !== 'fallback' || !lookup.snapshot || !result.receipt.source) return result;
    const source = { ...result.receipt.source, ageSeconds: ageSeconds(lookup.snapshot.capturedAt, now()) };
    return { ...result, receipt: { ...result.receipt, source } };
  }

  async function askForPayment(req: Request, res: Response, check: CheckDefinition, code: ErrorCode, message: string): Promise<void> {
    sendPaymentError(res, await payments.quote(req, check), code, message);
  }

  async function pay(req: Request, res: Response, check: CheckDefinition, input: unknown, header: string | null): Promise<void> {
    const locals = res.locals as RunLocals;
    if (header === null) return askForPayment(req, res, check, 'PAYMENT_REQUIRED', 'Payment required.');
    // One signed authorization serves one request: the gate holds an in-flight lock from
    // verification to settlement (a duplicate is refused at once) and releases it in `close()`.
    const outcome = await payments.process(req, check, header);
    if (outcome.kind === 'required') {
      return sendPaymentError(res, outcome.quote, 'PAYMENT_INVALID', `The payment was not accepted: ${outcome.reason}. Nothing was charged.`);
    }
    try {
      // Verified. Maintained public data is looked up now (within its budget, well inside the
      // payment's validity); with no source and no snapshot nothing is settled, so nothing is charged.
      const lookup = await sourceFor(check, input);
      if (lookup === null) {
        res.setHeader('Retry-After', SOURCE_RETRY_AFTER_SECONDS);
        sendError(
          res,
          503,
          'SOURCE_UNAVAILABLE',
          'The maintained public-data source cannot be reached and no snapshot of this query is retained; the payment was not settled and nothing was charged. Retry later, or send the records yourself.',
        );
        return;
      }
      // Compute the result, but let no byte of it leave before settlement succeeds.
      const result = lookup === 'caller-supplied' ? check.run(input) : check.run(input, lookup.context);
      // A shutdown past its grace period starts no settlement: unsettled, nothing charged (shutdown.ts).
      if (settlements && !settlements.begin()) {
        res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
        sendError(res, 503, 'SHUTTING_DOWN', 'The gateway is shutting down; the payment was not settled and nothing was charged. Retry shortly.');
        return;
      }
      const settled = await outcome.settle().finally(() => settlements?.end());
      if (settled.kind === 'failed') {
        await askForPayment(req, res, check, 'PAYMENT_SETTLEMENT_FAILED', `Settlement failed (${settled.reason}); the result is withheld.`);
        return;
      }
      locals.payer = settled.payment.payer || null;
      const body = withSourceAge(attachPayment(result, settled.payment, now().toISOString()), lookup);
      // Payment-Response: the SDK's settlement response carrying the signed evidence receipt of this body.
      applyHeaders(res, await settled.headers(body));
      res.status(200).json(body);
    } finally {
      await outcome.close();
    }
  }

  return async function runHandler(req: Request, res: Response): Promise<void> {
    const locals = res.locals as RunLocals;
    // Every answer of a run endpoint is for this caller only: 402 terms, results, errors.
    res.setHeader('Cache-Control', NO_STORE);
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
        if (header === null && declaresEmptyBody(req)) return await askForPayment(req, res, check, 'PAYMENT_REQUIRED', 'Payment required.');
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
      if (read.body.length === 0 && header === null) return await askForPayment(req, res, check, 'PAYMENT_REQUIRED', 'Payment required.');
      const parsed = parseJsonBody(read.body);
      if (!parsed.ok) {
        sendError(res, 400, 'MALFORMED_JSON', `The request body is not usable JSON: ${parsed.message}.`, parsed.details);
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
