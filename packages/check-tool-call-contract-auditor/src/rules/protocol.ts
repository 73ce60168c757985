import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** JSON-RPC 2.0 §5.1 pre-defined error codes, and the ones MCP 2025-11-25 adds. */
const MEANINGS: ReadonlyMap<number, string> = new Map([
  [-32700, 'Parse error'],
  [-32600, 'Invalid Request'],
  [-32601, 'Method not found'],
  [-32602, 'Invalid params'],
  [-32603, 'Internal error'],
  [-32002, 'Resource not found (MCP)'],
  [-32042, 'URL elicitation required (MCP)'],
]);

function meaning(code: number | null): string {
  if (code === null) return 'no integer code';
  const known = MEANINGS.get(code);
  if (known !== undefined) return known;
  if (code >= -32099 && code <= -32000) return 'Server error (implementation-defined)';
  if (code >= -32768 && code <= -32000) return 'reserved for pre-defined errors';
  return 'application-defined';
}

/**
 * Protocol errors against tool errors (MCP 2025-11-25 server/tools, Error Handling): a JSON-RPC
 * `error` means the call was refused before or outside the tool; a result with `isError: true`
 * means the tool ran and failed. Read from each call's open keys `error` (the JSON-RPC error
 * object) and `content` / `isError` / `structuredContent` (the result).
 */
export const protocolRule = defineRule<Context>()({
  name: 'protocol-errors',
  codes: {
    JSON_RPC_ERROR: {
      severity: 'notice',
      message: 'Call "{{call}}" to {{tool}} got a JSON-RPC error {{code}} ({{meaning}}): the request was refused as a protocol error, not run as a tool call.',
      description: 'The call records a JSON-RPC `error` object (JSON-RPC 2.0 §5.1: `code`, `message`): a protocol error such as an unknown tool or a malformed request. Counted as a failed call; `meaning` names the pre-defined code.',
      example: '`"error": { "code": -32601, "message": "Method not found" }`',
    },
    RESULT_AND_ERROR: {
      severity: 'error',
      message: 'Call "{{call}}" to {{tool}} records both a JSON-RPC error and a tool result ({{resultKeys}}).',
      description: 'A response carries either `result` or `error`, never both (JSON-RPC 2.0 §5: "Either the result member or error member MUST be included, but both members MUST NOT be included"); the record cannot say whether the tool ran.',
      example: '`"error": { "code": -32603, … }` with `"isError": false`',
    },
    INVALID_PARAMS_AS_PROTOCOL_ERROR: {
      severity: 'notice',
      message: 'Call "{{call}}" to contracted tool "{{tool}}" got JSON-RPC -32602 (Invalid params); MCP 2025-11-25 reports argument validation failures as tool errors (isError: true) so the model can correct them.',
      description: 'A -32602 protocol error for a tool the contracts know. Since MCP 2025-11-25 (SEP-1303) input validation errors SHOULD be returned as tool execution errors (`isError: true`), not as protocol errors, so the model sees them and can self-correct; -32602 stays right for an unknown tool or a malformed request.',
      example: '`"error": { "code": -32602, "message": "Invalid arguments for tool search" }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const call of ctx.calls) {
      if (call.rpcError === null) continue;
      const subject = call.id?.text ?? null;
      const label = subject ?? `#${call.index + 1}`;
      const tool = call.tool === null ? 'an unnamed tool' : `"${call.tool}"`;
      const pointer = jsonPointer('calls', call.index, 'error');
      const code = call.rpcError.code;
      findings.add('JSON_RPC_ERROR', { subject, pointer, details: { call: label, tool, code, meaning: meaning(code) } });
      const record = ctx.input.calls[call.index] as Record<string, unknown>;
      const resultKeys = ['content', 'isError', 'is_error', 'structuredContent', 'structured_content'].filter((key) => Object.prototype.hasOwnProperty.call(record, key));
      if (resultKeys.length > 0) findings.add('RESULT_AND_ERROR', { subject, pointer: jsonPointer('calls', call.index), details: { call: label, tool, resultKeys } });
      if (code === -32602 && call.contract !== null) {
        findings.add('INVALID_PARAMS_AS_PROTOCOL_ERROR', { subject, pointer: jsonPointer('calls', call.index, 'error', 'code'), details: { call: label, tool: call.tool ?? '' } });
      }
    }
  },
});
