import type { CheckDefinition, JsonObject } from '@evidence-check/core-receipt';

/** RFC 6901: "" or a sequence of "/segment" where "~" only appears as "~0" or "~1". */
const JSON_POINTER = '^(/([^~/]|~[01])*)*$';
const DIGEST = '^sha256:[0-9a-f]{64}$';

const count = { type: 'integer', minimum: 0 };

const receiptSchema: JsonObject = {
  type: 'object',
  additionalProperties: false,
  required: ['receiptVersion', 'utility', 'utilityVersion', 'interfaceVersion', 'inputDigest', 'resultDigest'],
  properties: {
    receiptVersion: { type: 'string' },
    utility: { type: 'string' },
    utilityVersion: { type: 'string' },
    interfaceVersion: { type: 'string' },
    inputDigest: { type: 'string', pattern: DIGEST },
    resultDigest: { type: 'string', pattern: DIGEST },
    source: {
      description: 'Maintained-data products only: where the records came from.',
      type: 'object',
      additionalProperties: false,
      required: ['mode', 'dataset', 'snapshot'],
      properties: {
        mode: { enum: ['live', 'fallback', 'caller-supplied'] },
        dataset: { type: 'string' },
        snapshot: {
          type: ['object', 'null'],
          additionalProperties: false,
          required: ['id', 'fingerprint', 'capturedAt', 'sourceUpdatedAt', 'records'],
          properties: {
            id: { type: 'string' },
            fingerprint: { type: 'string' },
            capturedAt: { type: 'string' },
            sourceUpdatedAt: { type: ['string', 'null'] },
            records: count,
          },
        },
      },
    },
    payment: {
      description: 'Added by the hosted gateway after settlement; absent offline.',
      type: 'object',
      additionalProperties: false,
      required: ['scheme', 'network', 'asset', 'amount', 'payer', 'transaction'],
      properties: {
        scheme: { type: 'string' },
        network: { type: 'string' },
        asset: { type: 'string' },
        amount: { type: 'string', pattern: '^[0-9]+$' },
        payer: { type: 'string' },
        transaction: { type: 'string' },
      },
    },
    issuedAt: { description: 'Added by the hosted gateway; absent offline.', type: 'string', format: 'date-time' },
  },
};

/**
 * The JSON Schema of one product's result envelope (DESIGN.md "Result envelope"): the MCP tool's
 * `outputSchema`. Written in the subset shared by draft-07 and 2020-12 (no `$schema`, no `$defs`),
 * because MCP clients validate `structuredContent` with whatever dialect their validator defaults to
 * (the official SDK's Ajv is draft-07).
 */
export function resultEnvelopeSchema(check: Pick<CheckDefinition, 'id' | 'version' | 'codes'>): JsonObject {
  const codes = Object.keys(check.codes).sort();
  const finding: JsonObject = {
    type: 'object',
    additionalProperties: false,
    required: ['code', 'severity', 'subject', 'pointer', 'message', 'details'],
    properties: {
      code: codes.length > 0 ? { enum: codes } : { type: 'string' },
      severity: { enum: ['error', 'warning', 'notice'] },
      subject: { description: "The caller's own identifier of the item; null for the whole packet.", type: ['string', 'null'] },
      pointer: { description: 'RFC 6901 pointer into the request; "" for the whole packet.', type: 'string', pattern: JSON_POINTER },
      message: { type: 'string' },
      details: { type: 'object' },
    },
  };
  return {
    title: `${check.id} result`,
    description: 'The result envelope: status derived from the findings (any error BLOCKED, any warning REVIEW, else READY), one finding per faulty item at its pointer, the product report, and an evidence receipt with RFC 8785 digests.',
    type: 'object',
    additionalProperties: false,
    required: ['utility', 'version', 'status', 'summary', 'findings', 'report', 'receipt'],
    properties: {
      utility: { const: check.id },
      version: { type: 'string' },
      status: { enum: ['READY', 'REVIEW', 'BLOCKED'] },
      summary: {
        description: 'Finding counts by severity, then product counters.',
        type: 'object',
        required: ['errors', 'warnings', 'notices'],
        properties: { errors: count, warnings: count, notices: count },
      },
      findings: codes.length > 0 ? { type: 'array', items: finding } : { type: 'array', maxItems: 0 },
      report: { description: 'Product-specific detail with per-item verdicts in input order (see the product README).', type: 'object' },
      receipt: receiptSchema,
    },
  };
}

/**
 * The x402 v2 `PaymentRequired` object (x402 MCP transport): what a paid tool answers, as
 * `structuredContent` of an `isError` result, when a call is unpaid, its payment is refused, or its
 * settlement fails (then with the failed settlement under `x402/payment-response`). Loose on purpose:
 * the x402 specification, not this schema, defines the terms.
 */
export const paymentRequiredSchema: JsonObject = {
  title: 'x402 PaymentRequired',
  description:
    'x402 v2 payment terms of an unpaid, refused or unsettled call: sign one of `accepts` and repeat the call with the payment payload in _meta["x402/payment"].',
  type: 'object',
  required: ['x402Version', 'accepts'],
  properties: {
    x402Version: { const: 2 },
    error: { type: 'string' },
    resource: { type: 'object' },
    accepts: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['scheme', 'network', 'amount', 'asset', 'payTo'],
        properties: { scheme: { type: 'string' }, network: { type: 'string' }, amount: { type: 'string' }, asset: { type: 'string' }, payTo: { type: 'string' } },
      },
    },
    extensions: { type: 'object' },
    'x402/payment-response': { description: 'Settlement failure only: the failed settlement (success false, errorReason).', type: 'object' },
  },
};

/**
 * The `outputSchema` of a paid tool: the result envelope, or the PaymentRequired object. MCP clients
 * (the official SDK's among them) validate `structuredContent` against `outputSchema` even when
 * `isError` is true, and the x402 MCP transport puts PaymentRequired there; an envelope-only schema
 * would make every payment request fail client-side validation.
 */
export function paidOutputSchema(check: Pick<CheckDefinition, 'id' | 'version' | 'codes'>): JsonObject {
  return {
    title: `${check.id} result, or x402 payment terms`,
    type: 'object',
    anyOf: [resultEnvelopeSchema(check), paymentRequiredSchema],
  };
}
