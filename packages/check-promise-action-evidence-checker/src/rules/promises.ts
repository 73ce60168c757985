import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from './context.js';

/** Per promise: flagged when no action serves it, or when none of its actions is completed. */
export const promisesRule = defineRule<Context>()({
  name: 'promises',
  codes: {
    PROMISE_UNADDRESSED: {
      severity: 'error',
      message: 'Promise "{{promise}}" is served by no action.',
      description: 'No action lists the promise in its `promise_ids` (verdict `unaddressed`): a dropped commitment.',
      example: 'promise `P3`, no action with `"promise_ids": ["P3"]`',
    },
    PROMISE_PARTIAL: {
      severity: 'warning',
      message: 'Promise "{{promise}}" is served only by actions that are not completed (statuses {{statuses}}).',
      description: 'Actions serve the promise but none has status `completed` (verdict `partial`): the commitment is open.',
      example: 'promise `P2`, its only action `"status": "blocked"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const promise of ctx.promises) {
      // A promise without a usable id is INVALID_ID already: nothing could have served it.
      if (!promise.id) continue;
      const pointer = jsonPointer('promises', promise.index);
      const details = { promise: promise.id.text };
      const verdict = ctx.verdicts[promise.index];
      if (verdict === 'unaddressed') findings.add('PROMISE_UNADDRESSED', { subject: promise.id.text, pointer, details });
      if (verdict === 'partial') {
        const statuses = (ctx.servedBy[promise.index] ?? []).map((action) => (ctx.input.actions[action.index]?.status ?? null) as JsonValue);
        findings.add('PROMISE_PARTIAL', { subject: promise.id.text, pointer, details: { ...details, statuses } });
      }
    }
  },
});
