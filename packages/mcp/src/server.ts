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
   * `structuredContent` (e.g. x402 payment requirements) and `meta` are passed through as given. Note that the official
   * SDK client validates any `structuredContent` against the tool's `outputSchema`, errors included.
   */
  | { kind: 'error'; error: ErrorBody['error']; structuredContent?: Record<string, unknown>; meta?: Record<string, unknown> };

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
  /** Extra `_meta` per tool (the paid mount: price and payment terms). */
  toolMeta?: (check: CheckDefinition) => Record<string, unknown> | undefined;
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
  return {
    isError: true,
    content: [{ type: 'text', text: JSON.stringify({ error: outcome.error }) }],
    ...(outcome.structuredContent ? { structuredContent: outcome.structuredContent } : {}),
    ...meta,
  };
}

/**
 * An MCP server (official SDK, low-level `Server`, since the tools are described by JSON Schema, not
 * zod) whose tools are the products. Connect it to any transport: stdio here, Streamable HTTP in the gateway.
 */
export function createEvidenceCheckServer(options: EvidenceCheckServerOptions): Server {
  const checks = options.checks ?? implementedChecks;
  const byId = new Map(checks.map((check) => [check.id, check]));
  const tools = checks.map((check) => toolFor(check, options.toolMeta?.(check)));
  const server = new Server(
    { name: options.name ?? 'evidence-check', version: options.version ?? PACKAGE_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: options.instructions ?? DEFAULT_INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args, _meta } = request.params;
    if (!byId.has(name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    const outcome = await options.callTool(name, args ?? {}, _meta as ToolCallMeta, extra);
    return toCallToolResult(outcome);
  });
  return server;
}
