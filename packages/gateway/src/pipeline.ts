// The transport-neutral core of a paid run, shared by both doors (`POST /api/run/:id` in
// run-route.ts and the MCP tools at `POST /mcp` in mcp-route.ts): schema validation, and
// verified payment -> maintained-data lookup -> run() -> settlement guard -> settle -> payment
// disclosure. Each door only translates the outcome into its own answer (HTTP status, tool result).
import type { CheckDefinition, JsonObject, PaymentDisclosure, Receipt } from '@evidence-check/core-receipt';
import { ageSeconds, PRODUCTS, SourceUnavailableError, type Lookup, type MaintainedData } from '@evidence-check/maintained-data';
import type { ValidationIssue, Validator } from '@evidence-check/schema-validator';
import type { SettleResponse } from '@x402/core/types';
import { resultText, RunDeadlineExceeded, RunResourcesExceeded, type CheckRunner, type RunOutput } from './check-pool.js';
import type { ErrorCode } from './errors.js';
import type { RequestLogger } from './logger.js';
import type { PaidRequest, PaymentGate, PaymentServiceUnavailable, Quote } from './payments/gate.js';
import type { SettlementGuard } from './shutdown.js';

const MAINTAINED_PRODUCTS: ReadonlySet<string> = new Set(PRODUCTS.keys());

const RETRY_AFTER_SECONDS = '5';
/** A maintained source that is down usually stays down for a while. */
const SOURCE_RETRY_AFTER_SECONDS = '60';


/** A refusal before any result exists, in the error body's terms (code, message, details). */
export interface Refusal {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

/** The facilitator gave no verdict (PaymentServiceUnavailable): logged without the body, then 503 at either door. */
export function paymentServiceUnavailable(logger: RequestLogger, check: CheckDefinition, error: PaymentServiceUnavailable): { refusal: Refusal; retryAfter: string } {
  logger.error('payment service unavailable', { utility: check.id, reason: error.message });
  return {
    retryAfter: RETRY_AFTER_SECONDS,
    refusal: {
      code: 'PAYMENT_SERVICE_UNAVAILABLE',
      message: 'The payment service cannot be reached right now; nothing was charged and no result was produced. Retry later.',
    },
  };
}

/** The product schema's verdict on a packet: null when valid, else the 400 INVALID_EVIDENCE refusal. */
export function invalidEvidence(check: CheckDefinition, issues: ValidationIssue[]): Refusal | null {
  if (issues.length === 0) return null;
  return { code: 'INVALID_EVIDENCE', message: `The evidence packet does not satisfy the ${check.id} input schema.`, details: issues };
}

/** Where the input validator of a sold product is found (all compiled at start-up: app.ts). */
export interface ValidatorLookup {
  get(id: string): Validator | undefined;
}

export function validateEvidence(validators: ValidatorLookup, check: CheckDefinition, input: unknown): Refusal | null {
  return invalidEvidence(check, (validators.get(check.id) as Validator)(input));
}

export type PaidRunOutcome =
  /** The payment was not accepted (402 PAYMENT_INVALID): fresh terms naming the reason. */
  | { kind: 'refused'; quote: Quote; message: string }
  /** Verified, but not settled and nothing charged (503): the source is down, or the gateway is stopping. */
  | { kind: 'withheld'; refusal: Refusal; retryAfter: string }
  /** Settlement failed: the result is withheld (402 PAYMENT_SETTLEMENT_FAILED). */
  | { kind: 'unsettled'; reason: string; message: string }
  /**
   * Settled: the receipt with its payment disclosure, the whole body as JSON text (the receipt
   * last), and the SDK's settlement response (with the signed receipt) for each door to send.
   */
  | { kind: 'paid'; receipt: Receipt; json: string; payment: PaymentDisclosure; settlement: SettleResponse };

export interface PaidRunDeps {
  payments: PaymentGate;
  /** Runs checks off the event loop, each under a deadline (check-pool.ts). */
  runner: CheckRunner;
  logger: RequestLogger;
  /** The maintained public-data adapter; null: those products answer only from caller-supplied records. */
  maintained?: MaintainedData | null;
  now?: () => Date;
  /** Settlements under way, so a shutdown never cuts one (shutdown.ts); absent in tests that build the app alone. */
  settlements?: SettlementGuard | null;
}

/**
 * verify -> (maintained public data: source lookup, or withheld unsettled) -> run() -> settle.
 * The request is transport-neutral (payments/gate.ts `PaidRequest`): each door adapts its own. The result
 * is returned only after settlement succeeded. PaymentServiceUnavailable propagates (503 at either door).
 */
export function createPaidRun({ payments, runner, logger, maintained = null, now = () => new Date(), settlements = null }: PaidRunDeps) {
  /**
   * Caller-supplied records: run(input) without context (no network, nothing retained). Otherwise
   * the adapter's lookup (live or fallback); null when there is neither source nor snapshot.
   */
  async function sourceFor(check: CheckDefinition, input: unknown): Promise<Lookup | 'caller-supplied' | null> {
    if (!MAINTAINED_PRODUCTS.has(check.id) || (input as JsonObject).records !== undefined) return 'caller-supplied';
    if (!maintained) return null;
    try {
      return await maintained.lookup(check.id, input as JsonObject);
    } catch (error) {
      if (!(error instanceof SourceUnavailableError)) throw error;
      logger.error('maintained source unavailable and no snapshot retained', { utility: check.id, reason: error.failure.message });
      return null;
    }
  }

  /**
   * The check's result, computed in the pool; a run stopped at its deadline or by its worker's
   * memory limit is a refusal (never settled), logged without the packet.
   */
  async function runCheck(check: CheckDefinition, input: unknown, lookup: Lookup | 'caller-supplied'): Promise<RunOutput | Refusal> {
    try {
      return lookup === 'caller-supplied' ? await runner.run(check, input) : await runner.run(check, input, lookup.context);
    } catch (error) {
      if (error instanceof RunDeadlineExceeded) {
        logger.error('run stopped at its deadline', { utility: check.id, deadlineMs: error.deadlineMs });
        return {
          code: 'RUN_DEADLINE_EXCEEDED',
          message: `The check did not finish within the gateway's run deadline of ${error.deadlineMs} ms and was stopped; the payment was not settled and nothing was charged. Retry later: the gateway may be busy.`,
        };
      }
      if (error instanceof RunResourcesExceeded) {
        logger.error('run stopped: its worker ended', { utility: check.id, reason: error.reason });
        return {
          code: 'RUN_RESOURCES_EXCEEDED',
          message: 'The check needed more memory than a run may use and was stopped; the payment was not settled and nothing was charged.',
        };
      }
      throw error;
    }
  }

  /** The fallback snapshot's age needs the clock, so the gateway adds it (like issuedAt). */
  function withSourceAge(receipt: Receipt, lookup: Lookup | 'caller-supplied'): Receipt {
    if (lookup === 'caller-supplied' || lookup.mode !== 'fallback' || !lookup.snapshot || !receipt.source) return receipt;
    const source = { ...receipt.source, ageSeconds: ageSeconds(lookup.snapshot.capturedAt, now()) };
    return { ...receipt, source };
  }

  return async function paidRun(request: PaidRequest, check: CheckDefinition, input: unknown): Promise<PaidRunOutcome> {
    // One signed authorization serves one request: the gate holds an in-flight lock from
    // verification to settlement (a duplicate is refused at once) and releases it in `close()`.
    const outcome = await payments.process(check, request);
    if (outcome.kind === 'required') {
      return { kind: 'refused', quote: outcome.quote, message: `The payment was not accepted: ${outcome.reason}. Nothing was charged.` };
    }
    try {
      // Verified. Maintained public data is looked up now (within its budget, well inside the
      // payment's validity); with no source and no snapshot nothing is settled, so nothing is charged.
      const lookup = await sourceFor(check, input);
      if (lookup === null) {
        return {
          kind: 'withheld',
          retryAfter: SOURCE_RETRY_AFTER_SECONDS,
          refusal: {
            code: 'SOURCE_UNAVAILABLE',
            message:
              'The maintained public-data source cannot be reached and no snapshot of this query is retained; the payment was not settled and nothing was charged. Retry later, or send the records yourself.',
          },
        };
      }
      // Compute the result off the event loop, but let no byte of it leave before settlement succeeds.
      const result = await runCheck(check, input, lookup);
      if ('code' in result) return { kind: 'withheld', retryAfter: RETRY_AFTER_SECONDS, refusal: result };
      // A shutdown past its grace period starts no settlement: unsettled, nothing charged (shutdown.ts).
      if (settlements && !settlements.begin()) {
        return {
          kind: 'withheld',
          retryAfter: RETRY_AFTER_SECONDS,
          refusal: { code: 'SHUTTING_DOWN', message: 'The gateway is shutting down; the payment was not settled and nothing was charged. Retry shortly.' },
        };
      }
      const settled = await outcome.settle().finally(() => settlements?.end());
      if (settled.kind === 'failed') {
        return { kind: 'unsettled', reason: settled.reason, message: `Settlement failed (${settled.reason}); the result is withheld.` };
      }
      // What core-receipt's attachPayment adds, on the receipt alone: the rest is already text.
      const receipt = withSourceAge({ ...result.receipt, payment: settled.payment, issuedAt: now().toISOString() }, lookup);
      return { kind: 'paid', receipt, json: resultText(result, receipt), payment: settled.payment, settlement: await settled.settlement(receipt) };
    } finally {
      await outcome.close();
    }
  };
}

export type PaidRun = ReturnType<typeof createPaidRun>;
