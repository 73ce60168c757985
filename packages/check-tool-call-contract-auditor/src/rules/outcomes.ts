import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { FAILED_OUTCOMES } from '../lib/names.js';

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
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const call of ctx.calls) {
      if (!call.failed) continue;
      const subject = call.id?.text ?? null;
      findings.add('CALL_FAILED', {
        subject,
        pointer: jsonPointer('calls', call.index, 'outcome'),
        details: { call: subject ?? `#${call.index + 1}`, tool: call.tool === null ? 'an unnamed tool' : `"${call.tool}"`, outcome: ctx.input.calls[call.index]?.outcome as string },
      });
    }
  },
});
