import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { FAILED_OUTCOMES, isFailed } from '../lib/names.js';

/** A failed call breaks no contract, but a reader of the run should see it. */
export const outcomesRule = defineRule<Context>()({
  name: 'outcomes',
  codes: {
    CALL_FAILED: {
      severity: 'notice',
      message: 'Call "{{call}}" to {{tool}} recorded the outcome "{{outcome}}".',
      description: `The call's \`outcome\` is a string that reads (trimmed, any case) as a failure: ${FAILED_OUTCOMES.map((outcome) => `\`${outcome}\``).join(', ')}.`,
      example: '`"outcome": "error"`, `"outcome": "Timeout"`',
    },
    TOOL_RESULT_IS_ERROR: {
      severity: 'notice',
      message: 'Call "{{call}}" to {{tool}} returned a tool error result ({{key}}: true).',
      description: 'The recorded result has `isError: true` (or `is_error: true`): MCP reports a tool execution error in the result, not as a JSON-RPC error, so the call was made and failed. Counted as a failed call.',
      example: '`"isError": true`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const call of ctx.calls) {
      const subject = call.id?.text ?? null;
      const tool = call.tool === null ? 'an unnamed tool' : `"${call.tool}"`;
      if (call.isError === true) {
        const record = ctx.input.calls[call.index] as Record<string, unknown>;
        const key = Object.prototype.hasOwnProperty.call(record, 'is_error') ? 'is_error' : 'isError';
        findings.add('TOOL_RESULT_IS_ERROR', { subject, pointer: jsonPointer('calls', call.index, key), details: { call: subject ?? `#${call.index + 1}`, tool, key } });
      }
      if (!isFailed(ctx.input.calls[call.index]?.outcome)) continue;
      findings.add('CALL_FAILED', {
        subject,
        pointer: jsonPointer('calls', call.index, 'outcome'),
        details: { call: subject ?? `#${call.index + 1}`, tool: call.tool === null ? 'an unnamed tool' : `"${call.tool}"`, outcome: ctx.input.calls[call.index]?.outcome as string },
      });
    }
  },
});
