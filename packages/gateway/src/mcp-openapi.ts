// `POST /mcp` in /openapi.json, written beside the route it describes (mcp-route.ts): catalog-builder
// generates the run endpoints and takes this one as an extra operation. It has no `x-payment-info`
// on purpose: crawlers probe every operation that has one with an empty POST and expect a 402, and
// the MCP door is paid inside tools/call (x402 MCP transport), never with an HTTP 402.
import type { ExtraOperation } from '@evidence-check/catalog-builder';
import type { CheckDefinition, JsonObject, JsonValue } from '@evidence-check/core-receipt';
import { paymentRequiredSchema } from '@evidence-check/mcp/core';
import { PAYMENT_META, PAYMENT_RESPONSE_META } from './mcp-route.js';

export const MCP_PATH = '/mcp';

const JSON_TYPE = 'application/json';
const REQUEST_ID: JsonObject = { type: ['string', 'integer'] };

/** `tools/call` params: the tool is a sold product and its arguments are that product's request body. */
function toolCallParams(sold: readonly CheckDefinition[]): JsonObject {
  return {
    type: 'object',
    required: ['name', 'arguments'],
    properties: {
      name: { enum: sold.map((check) => check.id), description: 'The utility id of a sold product.' },
      arguments: { type: 'object', description: 'The evidence packet: the request body of POST /api/run/{name}.' },
      _meta: {
        type: 'object',
        properties: {
          [PAYMENT_META]: { type: 'object', description: 'x402 v2 PaymentPayload signed for one of the `accepts` of the terms; absent on the first call.' },
        },
      },
    },
    allOf: sold.map((check) => ({
      if: { properties: { name: { const: check.id } }, required: ['name'] },
      then: { properties: { arguments: { $ref: `#/components/schemas/${check.id}` } } },
    })),
  };
}

function jsonRpcMessage(sold: readonly CheckDefinition[]): JsonObject {
  return {
    type: 'object',
    required: ['jsonrpc', 'method'],
    properties: {
      jsonrpc: { const: '2.0' },
      id: { ...REQUEST_ID, description: 'Absent on a notification.' },
      method: { type: 'string', examples: ['initialize', 'tools/list', 'tools/call', 'ping'] },
      params: { type: 'object' },
    },
    if: { properties: { method: { const: 'tools/call' } }, required: ['method'] },
    then: { required: ['params'], properties: { params: toolCallParams(sold) } },
  };
}

const TOOL_RESULT: JsonObject = {
  type: 'object',
  description: 'A tools/call result.',
  required: ['content'],
  properties: {
    content: { type: 'array', items: { type: 'object' }, description: 'Text renderings; on an error, content[0].text is the x402/error wrapper (payment) or the error body.' },
    structuredContent: {
      anyOf: [{ $ref: '#/components/schemas/Result' }, paymentRequiredSchema],
      description: 'Paid: the Result envelope (the 200 body of the run endpoint). isError: the x402 PaymentRequired terms; absent for an invalid packet.',
    },
    isError: { type: 'boolean' },
    _meta: {
      type: 'object',
      properties: {
        [PAYMENT_RESPONSE_META]: {
          type: 'object',
          description: 'x402 settlement response (success, transaction, network, payer); extensions["offer-receipt"] carries the signed evidence receipt.',
        },
      },
    },
  },
};

const JSON_RPC_RESPONSE: JsonObject = {
  type: 'object',
  required: ['jsonrpc', 'id'],
  properties: {
    jsonrpc: { const: '2.0' },
    id: { type: ['string', 'integer', 'null'] },
    result: { type: 'object', description: "The method's result; for tools/call a tool result (the operation's x-mcp.toolResult)." },
    error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} } },
  },
};

const JSON_RPC_ERROR: JsonObject = {
  ...JSON_RPC_RESPONSE,
  required: ['jsonrpc', 'id', 'error'],
  description: 'A JSON-RPC error answered by the MCP transport itself (id null).',
};

function example(summary: string, value: JsonValue): JsonObject {
  return { summary, value };
}

/** The OpenAPI operation of the MCP door, for the sold products (the tools). */
export function mcpOperation(sold: readonly CheckDefinition[]): ExtraOperation {
  const message = jsonRpcMessage(sold);
  const first = sold[0];
  const examples: JsonObject = {
    'tools-list': example('List the tools (no initialize needed: the door is stateless).', { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    ...(first
      ? {
          'tools-call': example(`Call ${first.id} without payment: the answer is isError with the x402 terms as structuredContent.`, {
            jsonrpc: '2.0',
            id: 2,
            method: 'tools/call',
            params: { name: first.id, arguments: first.sampleInput as JsonValue },
          }),
        }
      : {}),
  };
  return {
    path: MCP_PATH,
    method: 'post',
    tag: { name: 'MCP', description: 'The sold products as MCP tools over Streamable HTTP, paid per tools/call with the x402 MCP transport.' },
    operation: {
      operationId: 'mcp',
      tags: ['MCP'],
      // No OpenAPI credential: each tools/call is paid inside the protocol (the x402 MCP transport).
      security: [],
      summary: 'MCP (Streamable HTTP, stateless): every sold product as a tool, each tools/call paid with x402.',
      description: [
        'Model Context Protocol over Streamable HTTP, stateless: no session (no Mcp-Session-Id), no SSE stream; every answer is application/json. GET and DELETE on /mcp answer 405.',
        'Send one JSON-RPC 2.0 message (or a batch array) with Content-Type: application/json and Accept: application/json, text/event-stream. Methods: initialize, tools/list, tools/call, ping.',
        'Tools: one per sold product, named by its utility id; inputSchema is the request body schema of POST /api/run/{id}, the price is in the tool\'s _meta["evidence-check/price"].',
        `Payment (x402 v2, x402 MCP transport): a tools/call without _meta["${PAYMENT_META}"] answers a tool result with isError: true, structuredContent the x402 PaymentRequired terms (the same as the run endpoint's 402) and content[0].text the {"x402/error": …} wrapper. ` +
          `Sign one of accepts and repeat the call with the PaymentPayload in params._meta["${PAYMENT_META}"]; the paid result's structuredContent is the Result envelope and result._meta["${PAYMENT_RESPONSE_META}"] the settlement with the signed evidence receipt. ` +
          'A packet that fails the product schema is refused (isError, INVALID_EVIDENCE) before any payment; a failed settlement returns the terms with the failed settlement and no result.',
      ].join('\n\n'),
      'x-mcp': {
        transport: 'streamable-http',
        stateless: true,
        tools: sold.map((check) => check.id),
        payment: { protocol: 'x402', x402Version: 2, requestMeta: PAYMENT_META, responseMeta: PAYMENT_RESPONSE_META },
        toolResult: TOOL_RESULT,
      },
      parameters: [
        {
          name: 'Mcp-Protocol-Version',
          in: 'header',
          required: false,
          description: 'The MCP protocol version negotiated by initialize; an unsupported value answers 400.',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        description: 'A JSON-RPC 2.0 message or a batch of them (at most 262,144 bytes).',
        content: { [JSON_TYPE]: { schema: { oneOf: [message, { type: 'array', minItems: 1, items: message }] }, examples } },
      },
      responses: {
        '200': {
          description: 'The JSON-RPC response (an array for a batch). A tools/call result is a tool result: paid, unpaid or refused alike, payment travels in the result, never as an HTTP 402.',
          content: {
            [JSON_TYPE]: {
              schema: { oneOf: [JSON_RPC_RESPONSE, { type: 'array', items: JSON_RPC_RESPONSE }] },
            },
          },
        },
        '202': { description: 'The body held only notifications (or responses): accepted, no content.' },
        '400': {
          description:
            'MALFORMED_JSON (the gateway error body, as at the run endpoints), or a JSON-RPC error from the MCP transport: not a JSON-RPC message, or an unsupported Mcp-Protocol-Version.',
          content: { [JSON_TYPE]: { schema: { oneOf: [{ $ref: '#/components/schemas/Error' }, JSON_RPC_ERROR] } } },
        },
        '406': {
          description: 'Accept does not list both application/json and text/event-stream (a JSON-RPC error from the MCP transport).',
          content: { [JSON_TYPE]: { schema: JSON_RPC_ERROR } },
        },
        '413': { $ref: '#/components/responses/PayloadTooLarge' },
        '415': { $ref: '#/components/responses/UnsupportedMediaType' },
      },
    },
  };
}
