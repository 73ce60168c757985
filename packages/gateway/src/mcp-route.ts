// `POST /mcp`: the products as MCP tools over Streamable HTTP (stateless: a new server and transport
// per request, no session), paid per call following the x402 MCP transport. The terms, the payment
// check, the run and the settlement are the run door's own (payments/gate.ts, pipeline.ts); this
// file only translates them into tool results.
import { priceBaseUnits, type CheckDefinition, type CheckResult } from '@evidence-check/core-receipt';
import { createEvidenceCheckServerFactory, DEFAULT_INSTRUCTIONS, type CallTool, type ToolCallOutcome } from '@evidence-check/mcp';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { PaymentPayload, PaymentRequired } from '@x402/core/types';
import type { Request, Response } from 'express';
import { sendError, type ErrorCode } from './errors.js';
import { isJsonMediaType, readJsonRequest } from './json-request.js';
import { NO_STORE, PaymentServiceUnavailable } from './payments/gate.js';
import { requestContext } from './payments/node-adapter.js';
import { createPaidRun, paymentServiceUnavailable, validateEvidence, type PaidRunDeps, type Refusal, type ValidatorLookup } from './pipeline.js';
import type { RunLocals } from './run-route.js';
import type { ToolCallRecord } from './telemetry.js';

/** x402 MCP transport: the client's payment payload, in the `_meta` of `tools/call`. */
export const PAYMENT_META = 'x402/payment';
/** x402 MCP transport: the settlement, in the `_meta` of the paid result (or in the terms, when it failed). */
export const PAYMENT_RESPONSE_META = 'x402/payment-response';

export const PAID_INSTRUCTIONS =
  `${DEFAULT_INSTRUCTIONS} Every call is paid (x402 v2, exact scheme, USDC on Base): a call without payment is a tool error whose structuredContent ` +
  'is the x402 PaymentRequired object; sign one of its `accepts` and repeat the call with the payment payload in _meta["x402/payment"]. ' +
  'The answer carries the settlement in _meta["x402/payment-response"]. A packet that fails the schema is refused before any payment.';

export interface McpRouteDeps extends PaidRunDeps {
  /** The sold products: the tools. */
  sold: readonly CheckDefinition[];
  validators: ValidatorLookup;
}

function refusal(error: Refusal, paymentRequired?: PaymentRequired | Record<string, unknown>): ToolCallOutcome {
  const body = error.details === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, details: error.details };
  return paymentRequired ? { kind: 'error', error: body, paymentRequired: paymentRequired as Record<string, unknown> } : { kind: 'error', error: body };
}

/** What one `POST /mcp` leaves for the request log: the run door's fields, and each tool call's outcome. */
export interface McpLocals extends RunLocals {
  toolCalls?: ToolCallRecord[];
}

/** What an unpaid call costs and how to pay, in one sentence: the first thing its answer says. */
export function paymentSentence(check: CheckDefinition): string {
  return (
    `Payment required: ${check.id} costs ${check.price} per call (${priceBaseUnits(check.price)} base units of USDC on Base, x402 exact scheme); ` +
    `sign one of the accepts in this answer and repeat the call with the payment payload in _meta["${PAYMENT_META}"].`
  );
}

const isPayload = (value: unknown): value is PaymentPayload => typeof value === 'object' && value !== null && !Array.isArray(value);

export function createMcpHandler({ sold, validators, payments, logger, ...run }: McpRouteDeps) {
  const paidRun = createPaidRun({ payments, logger, ...run });
  const byId = new Map(sold.map((check) => [check.id, check]));
  const servers = createEvidenceCheckServerFactory({
    checks: sold,
    paid: true,
    instructions: PAID_INSTRUCTIONS,
    toolMeta: (check) => ({ 'evidence-check/price': { usd: check.price, amount: priceBaseUnits(check.price) } }),
  });

  /** One request's tool calls: the same order as the run door (schema before payment), then the shared pipeline. */
  function callToolFor(req: Request, res: Response): CallTool {
    const locals = res.locals as McpLocals;
    const answer: CallTool = async (id, input, meta) => {
      // The server answers unknown tools itself (JSON-RPC invalid params); only sold products get here.
      const check = byId.get(id) as CheckDefinition;
      locals.utility = check.id;
      const invalid = validateEvidence(validators, check, input);
      if (invalid) return refusal(invalid);
      try {
        const payment = meta?.[PAYMENT_META];
        if (payment === undefined) return refusal({ code: 'PAYMENT_REQUIRED', message: paymentSentence(check) }, (await payments.quote(check)).terms);
        if (!isPayload(payment)) {
          const { terms } = await payments.quote(check, 'invalid_payload');
          return refusal({ code: 'PAYMENT_INVALID', message: `The payment was not accepted: _meta["${PAYMENT_META}"] is not an x402 payment payload. Nothing was charged.` }, terms);
        }
        // The payload as the client sent it: the gate reads it as it reads the HTTP door's decoded header.
        const outcome = await paidRun({ payment: { payload: payment }, context: requestContext(req) }, check, input);
        switch (outcome.kind) {
          case 'refused':
            return refusal({ code: 'PAYMENT_INVALID', message: outcome.message }, outcome.quote.terms);
          case 'withheld':
            return refusal({ ...outcome.refusal, details: { retryAfterSeconds: Number(outcome.retryAfter) } });
          case 'unsettled': {
            // x402 MCP transport: the terms again, with the failed settlement; no result content.
            const { terms } = await payments.quote(check, outcome.reason);
            const failed = { success: false, errorReason: outcome.reason, transaction: '', network: terms.accepts[0]?.network ?? '' };
            return refusal({ code: 'PAYMENT_SETTLEMENT_FAILED', message: outcome.message }, { ...terms, [PAYMENT_RESPONSE_META]: failed });
          }
          case 'paid': {
            locals.payer = outcome.payment.payer || null;
            locals.inputDigest = outcome.receipt.inputDigest;
            // The SDK's settlement response with the signed evidence receipt, as the run door's Payment-Response carries it.
            return { kind: 'result', result: JSON.parse(outcome.json) as CheckResult<unknown>, meta: { [PAYMENT_RESPONSE_META]: outcome.settlement } };
          }
        }
      } catch (error) {
        if (error instanceof PaymentServiceUnavailable) {
          const unavailable = paymentServiceUnavailable(logger, check, error);
          return refusal({ ...unavailable.refusal, details: { retryAfterSeconds: Number(unavailable.retryAfter) } });
        }
        // As the app's error handler: never the error's text (it could quote the packet), which the SDK would send as is.
        logger.error('unhandled error', { name: error instanceof Error ? error.name : typeof error });
        return refusal({ code: 'INTERNAL_ERROR', message: 'The gateway failed to answer this request; nothing was charged.' });
      }
    };
    return async (id, input, meta, extra) => {
      const outcome = await answer(id, input, meta, extra);
      // For the usage counters (app.ts, on finish): the tool and how the call ended, never its arguments.
      (locals.toolCalls ??= []).push({ utility: id, outcome: outcome.kind === 'result' ? 'PAID' : (outcome.error.code as ErrorCode) });
      return outcome;
    };
  }

  return async function mcpHandler(req: Request, res: Response): Promise<void> {
    // Every answer is for this caller only: payment terms, results, errors.
    res.setHeader('Cache-Control', NO_STORE);
    // The body is read here (the run door's limit and JSON rules) and handed to the SDK already parsed.
    if (!isJsonMediaType(req)) {
      sendError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send MCP JSON-RPC messages as Content-Type: application/json.');
      return;
    }
    const read = await readJsonRequest(req);
    if (read.kind === 'refused') {
      if (read.closeConnection) res.setHeader('Connection', 'close');
      sendError(res, read.status, read.refusal.code, read.refusal.message, read.refusal.details);
      return;
    }
    const server = servers(callToolFor(req, res));
    // Stateless: no session id; plain JSON answers (no SSE stream), as the tools never notify.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, read.value);
  };
}
