import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A parent event leads to its child: a child that occurred before its parent breaks the chain it claims. */
export const parentOrderRule = defineRule<Context>()({
  name: 'parent-order',
  codes: {
    PARENT_AFTER_CHILD: {
      severity: 'warning',
      message: 'Event "{{id}}" occurred at {{occurredAt}}, before its parent "{{parentEventId}}" at {{parentOccurredAt}}.',
      description:
        '`parent_event_id` names exactly one event, and that event occurred strictly after this one (compared as exact instants): a payment before the checkout that led to it, a reply before the message it answers. One of the timestamps or the link is wrong.',
      example: 'settlement at 2026-02-10, its parent checkout-open at 2026-02-12',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.events) {
      const parent = view.parentAfter;
      if (parent === null) continue;
      findings.add('PARENT_AFTER_CHILD', {
        subject: view.event.id,
        pointer: jsonPointer('events', view.index, 'parent_event_id'),
        details: { id: view.event.id, occurredAt: view.event.occurred_at, parentEventId: parent.event.id, parentOccurredAt: parent.event.occurred_at },
      });
    }
  },
});
