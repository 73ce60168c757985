import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { MAX_ID_LENGTH, shownStatus } from '../lib/ids.js';

/** Per promise: flagged when no action serves it, or when none of its actions is completed. */
export const promisesRule = defineRule<Context>()({
  name: 'promises',
  codes: {
    PROMISE_UNADDRESSED: {
      severity: 'error',
      message: 'Promise "{{promise}}" is served by no action.',
      description: 'No action lists the promise in its `promise_ids` (verdict `unaddressed`): a dropped commitment. A set of promises sharing an id is judged once, at its first member.',
      example: 'promise `P3`, no action with `"promise_ids": ["P3"]`',
    },
    PROMISE_PARTIAL: {
      severity: 'warning',
      message: 'Promise "{{promise}}" is served only by actions that are not completed (statuses {{statuses}}).',
      description: `Actions serve the promise but none has status \`completed\` (verdict \`partial\`): the commitment is open. A set of promises sharing an id is judged once, at its first member; a status longer than ${MAX_ID_LENGTH} characters (as canonical JSON) is listed cut to that length.`,
      example: 'promise `P2`, its only action `"status": "blocked"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const shown = new Map<number, JsonValue>();
    const statusOf = (index: number): JsonValue => {
      let status = shown.get(index);
      if (status === undefined) {
        status = shownStatus(ctx.input.actions[index]?.status);
        shown.set(index, status);
      }
      return status;
    };
    for (const promise of ctx.promises) {
      // A promise without a usable id is INVALID_ID (or ID_TOO_LONG) already: nothing could have
      // served it. A later member of a duplicate set is DUPLICATE_ID, and the set is judged at its
      // first member: repeating the statuses at each of d members would make d × m entries.
      if (!promise.id || !ctx.firstOfId[promise.index]) continue;
      const pointer = jsonPointer('promises', promise.index);
      const details = { promise: promise.id.text };
      const verdict = ctx.verdicts[promise.index];
      if (verdict === 'unaddressed') findings.add('PROMISE_UNADDRESSED', { subject: promise.id.text, pointer, details });
      if (verdict === 'partial') {
        const statuses = (ctx.servedBy[promise.index] ?? []).map((action) => statusOf(action.index));
        findings.add('PROMISE_PARTIAL', { subject: promise.id.text, pointer, details: { ...details, statuses } });
      }
    }
  },
});
