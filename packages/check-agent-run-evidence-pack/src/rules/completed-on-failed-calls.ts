import { defineRule, display, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * An action recorded as `completed` should not rest on tool calls that all failed. A failed call is
 * what the tool-call auditor reads as one (its CALL_FAILED: the outcome an OpenTelemetry
 * `execute_tool` span records as `error.type`), so the two sections must agree before the pack does.
 */
export const completedOnFailedCallsRule = defineRule<Context>()({
  name: 'completed-on-failed-calls',
  codes: {
    CROSS_COMPLETED_ON_FAILED_CALLS: {
      severity: 'warning',
      message: 'Action {{action}} is completed, but every tool call it cites failed; {{id}} names {{callCount}} failed call(s).',
      description:
        'A `promise_action` action with status `completed` cites tool calls in its `evidence_ids`, and every cited call has an outcome the tool-call auditor reads as a failure (its `CALL_FAILED`): the completion rests on calls that did not succeed. Flagged at each `evidence_ids` entry naming a call.',
      example: '`{ "status": "completed", "evidence_ids": ["C2"] }`, call `C2` with `"outcome": "error"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const citation of ctx.failedCitations) {
      const id = display(citation.id);
      const action = ctx.actions[citation.action];
      findings.add('CROSS_COMPLETED_ON_FAILED_CALLS', {
        subject: action === null || action === undefined ? null : display(action),
        pointer: citation.pointer,
        details: {
          action: action === null || action === undefined ? `#${citation.action + 1}` : display(action),
          id,
          callCount: citation.callCount,
          calls: citation.calls.map((index) => index + 1),
        },
      });
    }
  },
});
