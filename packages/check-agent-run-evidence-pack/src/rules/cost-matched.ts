import { defineRule, display, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A cost record is the cost of one recorded call: its id names a tool call. */
export const costMatchedRule = defineRule<Context>()({
  name: 'cost-matched',
  codes: {
    CROSS_COST_CALL_UNMATCHED: {
      severity: 'warning',
      message: 'Cost record {{id}} matches no tool call id, so its cost is attributed to no recorded call.',
      description:
        'A `costs` call id equals no `tool_calls` call id (compared exactly: "1" is not 1), so the cost cannot be attributed to a recorded call.',
      example: 'cost call `C9`, no tool call `C9`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const record of ctx.costRecords) {
      if (record.key === null || record.toolCall !== null) continue;
      const id = display(record.id);
      findings.add('CROSS_COST_CALL_UNMATCHED', {
        subject: id,
        pointer: jsonPointer('costs', 'calls', record.index, 'id'),
        details: { id, position: record.index + 1 },
      });
    }
  },
});
