import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Vanity and owner activity kept out of demand, for the events the ledger judges (in the window). */
export const classificationRule = defineRule<Context>()({
  name: 'classification',
  codes: {
    OWNER_ACTIVITY_NOT_DEMAND: {
      severity: 'warning',
      message: 'Event "{{id}}" is a {{type}} but {{why}}; it counts as operations, never as demand.',
      description: 'A demand, value, revenue or retention type recorded as owner-controlled or without an external actor: the owner\'s own activity is operations, never demand.',
      example: '`checkout-open` with `owner_controlled: true`',
    },
    OWNER_EVENT_MARKED_EXTERNAL: {
      severity: 'warning',
      message: 'Event "{{id}}" is an owner event ({{type}}) but is marked as an external, not owner-controlled actor; it counts as operations.',
      description: 'An owner-* type carries external_actor true and owner_controlled false: the flags contradict the type; the type wins.',
      example: '`owner-click` with `external_actor: true`, `owner_controlled: false`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.events) {
      if (!view.judged) continue;
      const { id, type, owner_controlled, external_actor } = view.event;
      if (view.ownerOrInternalDemand) {
        const why = [owner_controlled ? 'owner-controlled' : '', external_actor ? '' : 'not from an external actor'].filter(Boolean).join(' and ');
        findings.add('OWNER_ACTIVITY_NOT_DEMAND', { subject: id, pointer: view.pointer, details: { id, type, why } });
      }
      if (view.ownerTypeMarkedExternal) findings.add('OWNER_EVENT_MARKED_EXTERNAL', { subject: id, pointer: view.pointer, details: { id, type } });
    }
  },
});
