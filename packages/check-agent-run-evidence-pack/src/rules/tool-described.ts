import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A tool the agent called should have a description: its contract is otherwise undocumented. */
export const toolDescribedRule = defineRule<Context>()({
  name: 'tool-described',
  codes: {
    CROSS_TOOL_UNDESCRIBED: {
      severity: 'warning',
      message: 'No tool description names the tool {{tool}}, used by {{calls}} recorded call(s).',
      description:
        'A tool that recorded calls use has no entry in `tool_descriptions` with exactly that `name`, so its purpose, side effects and cost are undocumented; flagged once per tool, at its first call.',
      example: 'a call to `shell`, no tool description named `shell`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const tool of ctx.calledTools) {
      if (tool.described) continue;
      findings.add('CROSS_TOOL_UNDESCRIBED', {
        subject: tool.name,
        pointer: jsonPointer('tool_calls', 'calls', tool.firstCall, 'tool'),
        details: { tool: tool.name, calls: tool.calls, firstCall: tool.firstCall + 1 },
      });
    }
  },
});
