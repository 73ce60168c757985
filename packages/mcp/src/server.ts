import { readFileSync } from 'node:fs';
import { implementedChecks } from '@evidence-check/catalog-builder';
import type { CheckDefinition, CheckResult } from '@evidence-check/core-receipt';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { createOfflineRunner, type OfflineRunner } from './offline.js';
import { invalidEvidence, renderResultText, type ErrorBody } from './render.js';
import { toolFor } from './tools.js';

/** `params._meta` of the tools/call request, as the client sent it (e.g. `x402/payment`, `progressToken`). */
export type ToolCallMeta = Record<string, unknown> | undefined;
/** What the SDK knows about the request: abort signal, session, and on HTTP transports the HTTP request. */
export type ToolCallExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export type ToolCallOutcome =
  /** The envelope, returned as `structuredContent` plus a short text rendering; `meta` becomes the result's `_meta` (e.g. `x402/payment-response`). */
  | { kind: 'result'; result: CheckResult<unknown>; meta?: Record<string, unknown> }
  /**
   * A tool error (`isError: true`) whose text content is the gateway's error body `{ error: { code, message, details? } }`.
   * With `paymentRequired` (an x402 v2 PaymentRequired object), it is answered as the x402 MCP transport says: the
   * object as `structuredContent`, `content[0].text` its `{"x402/error":{"code":402,"message","data"}}` wrapper, the
   * message as plain text in `content[1]` and the error body as `content[2]`. `meta` becomes the result's `_meta`.
   */
  | { kind: 'error'; error: ErrorBody['error']; paymentRequired?: Record<string, unknown>; meta?: Record<string, unknown> };

/**
 * How a tool call is answered. Offline: validate -> run (`offlineCallTool`). The gateway's paid
 * Streamable HTTP mount supplies its own: validate -> verify the `x402/payment` in `meta` -> run -> settle.
 */
export type CallTool = (id: string, input: unknown, meta: ToolCallMeta, extra: ToolCallExtra) => ToolCallOutcome | Promise<ToolCallOutcome>;

export interface EvidenceCheckServerOptions {
  /** The products offered as tools; default: every implemented product of the registry. */
  checks?: readonly CheckDefinition[];
  callTool: CallTool;
  name?: string;
  version?: string;
  /** Extra `_meta` per tool (the paid mount: the price). */
  toolMeta?: (check: CheckDefinition) => Record<string, unknown> | undefined;
  /** Paid per call (x402 MCP transport): each tool's `outputSchema` also admits the PaymentRequired object. */
  paid?: boolean;
  instructions?: string;
}

export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export const DEFAULT_INSTRUCTIONS =
  'Each tool is one deterministic evidence check: pass the evidence packet as the arguments (the tool input schema is the product schema). ' +
  'The result is the envelope in structuredContent: status READY, REVIEW or BLOCKED (derived from the findings), findings with RFC 6901 pointers into your packet, ' +
  'a per-item report, and an evidence receipt with RFC 8785 digests of input and result. A packet that fails the schema is a tool error whose text is ' +
  '{"error":{"code":"INVALID_EVIDENCE","details":[{"pointer","keyword","message"}]}}.';

/** The offline answer: the one Ajv configuration, then the pure `run()`; never paid, never networked. */
export function offlineCallTool(runner: OfflineRunner = createOfflineRunner()): CallTool {
  return (id, input) => {
    const check = runner.find(id);
    if (!check) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${id}`);
    const outcome = runner.run(check, input);
    if (outcome.kind === 'invalid') return { kind: 'error', error: invalidEvidence(id, outcome.issues).error };
    return { kind: 'result', result: outcome.result };
  };
}

export function toCallToolResult(outcome: ToolCallOutcome): CallToolResult {
  const meta = outcome.meta ? { _meta: outcome.meta } : {};
  if (outcome.kind === 'result') {
    return {
      content: [{ type: 'text', text: renderResultText(outcome.result) }],
      structuredContent: outcome.result as unknown as Record<string, unknown>,
      ...meta,
    };
  }
  const body = { type: 'text' as const, text: JSON.stringify({ error: outcome.error }) };
  if (!outcome.paymentRequired) return { isError: true, content: [body], ...meta };
  // x402 MCP transport: content[0].text MUST be the x402/error wrapper (the official client reads only
  // it); its message, first in the text, is the sentence a person reads. content[1] repeats that
  // sentence as plain text for clients that show text items, content[2] is the gateway error body.
  const wrapper = { 'x402/error': { code: 402, message: outcome.error.message, data: outcome.paymentRequired } };
  const sentence = { type: 'text' as const, text: outcome.error.message };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(wrapper) }, sentence, body], structuredContent: outcome.paymentRequired, ...meta };
}

/**
 * MCP servers (official SDK, low-level `Server`, since the tools are described by JSON Schema, not
 * zod) whose tools are the products, each answered by the `callTool` it is given. The tool list is
 * built once; a stateless HTTP mount builds one server per request, with that request's `callTool`.
 */
export function createEvidenceCheckServerFactory(options: Omit<EvidenceCheckServerOptions, 'callTool'>): (callTool: CallTool) => Server {
  const checks = options.checks ?? implementedChecks;
  const byId = new Map(checks.map((check) => [check.id, check]));
  const tools = checks.map((check) => toolFor(check, options.toolMeta?.(check), { paid: options.paid ?? false }));
  const info = { name: options.name ?? 'evidence-check', version: options.version ?? PACKAGE_VERSION };
  const settings = { capabilities: { tools: { listChanged: false } }, instructions: options.instructions ?? DEFAULT_INSTRUCTIONS };
  return (callTool) => {
    const server = new Server(info, settings);
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const { name, arguments: args, _meta } = request.params;
      if (!byId.has(name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
      const outcome = await callTool(name, args ?? {}, _meta as ToolCallMeta, extra);
      return toCallToolResult(outcome);
    });
    return server;
  };
}

/** One MCP server whose tools are the products. Connect it to any transport: stdio here, Streamable HTTP in the gateway. */
export function createEvidenceCheckServer(options: EvidenceCheckServerOptions): Server {
  return createEvidenceCheckServerFactory(options)(options.callTool);
}
