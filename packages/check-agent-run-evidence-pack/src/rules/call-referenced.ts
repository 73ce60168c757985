import { defineRule, display, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Every recorded tool call should be accounted for by an action that cites it as evidence. */
export const callReferencedRule = defineRule<Context>()({
  name: 'call-referenced',
  codes: {
    CROSS_CALL_UNREFERENCED: {
      severity: 'notice',
      message: 'Tool call {{id}} ({{tool}}) is cited by no action: no evidence_ids entry in promise_action names it.',
      description:
        'No `promise_action` action lists the tool call\'s id in its `evidence_ids`, so no recorded action accounts for the call (ids compared exactly: "1" is not 1).',
      example: 'tool call `C5`, no action with `"evidence_ids": ["C5"]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const call of ctx.calls) {
      if (call.key === null || call.cited) continue;
      const id = display(call.id);
      findings.add('CROSS_CALL_UNREFERENCED', {
        subject: id,
        pointer: jsonPointer('tool_calls', 'calls', call.index),
        details: { id, tool: display(call.tool), position: call.index + 1 },
      });
    }
  },
});
