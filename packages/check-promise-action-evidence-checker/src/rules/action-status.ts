import { canonicalize, defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { ACTION_STATUSES, nameOf } from '../lib/ids.js';

/** An action's status must be one of the documented set; anything else never counts as completed. */
export const actionStatusRule = defineRule<Context>()({
  name: 'action-status',
  codes: {
    UNKNOWN_ACTION_STATUS: {
      severity: 'error',
      message: `Action "{{action}}" has status {{status}}, which is not one of ${ACTION_STATUSES.join(', ')}; it does not count as completed.`,
      description: `The status is not exactly one of ${ACTION_STATUSES.map((status) => `\`${status}\``).join(', ')} (case-sensitive, strings only).`,
      example: '`"status": "done"`, `"status": "Completed"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const action of ctx.actions) {
      if (action.status !== null) continue;
      const status = ctx.input.actions[action.index]?.status;
      findings.add('UNKNOWN_ACTION_STATUS', {
        subject: action.id?.text ?? null,
        pointer: jsonPointer('actions', action.index, 'status'),
        details: { action: nameOf(action), status: canonicalize(status) },
      });
    }
  },
});
