import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A call needs a contract for its tool, an allowed tool, and a place within the tool's call budget. */
export const authorizationRule = defineRule<Context>()({
  name: 'authorization',
  codes: {
    NO_CONTRACT: {
      severity: 'error',
      message: 'Call "{{call}}" uses tool "{{tool}}", which has no contract.',
      description: 'No contract names the call\'s tool, so the call was not authorized by any contract.',
      example: 'a call to `delete_ticket`, no contract for it',
    },
    TOOL_NOT_ALLOWED: {
      severity: 'error',
      message: 'Call "{{call}}" uses tool "{{tool}}", whose contract says allowed: false.',
      description: 'The contract for the call\'s tool has `"allowed": false`; every call to it is flagged.',
      example: '`{ "tool": "send_email", "allowed": false }` and a call to it',
    },
    CALL_LIMIT_EXCEEDED: {
      severity: 'error',
      message: 'Call "{{call}}" is call {{ordinal}} to "{{tool}}", whose contract allows at most {{maxCalls}}.',
      description: 'Counting the calls to a tool in input order, every call after the first `max_calls` is flagged.',
      example: '`"max_calls": 2` and a third call',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const call of ctx.calls) {
      if (call.tool === null) continue;
      const subject = call.id?.text ?? null;
      const details = { call: subject ?? `#${call.index + 1}`, tool: call.tool };
      const contract = call.contract;
      if (!contract) {
        findings.add('NO_CONTRACT', { subject, pointer: jsonPointer('calls', call.index, 'tool'), details });
        continue;
      }
      if (!contract.allowed) findings.add('TOOL_NOT_ALLOWED', { subject, pointer: jsonPointer('calls', call.index), details });
      if (contract.maxCalls !== null && call.ordinal > contract.maxCalls) {
        findings.add('CALL_LIMIT_EXCEEDED', { subject, pointer: jsonPointer('calls', call.index), details: { ...details, ordinal: call.ordinal, maxCalls: contract.maxCalls } });
      }
    }
  },
});
