import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    DUPLICATE_EVENT_ID: {
      severity: 'error',
      message: 'Event id "{{id}}" is used by {{count}} events; only the first, at position {{firstPosition}}, is counted.',
      description: 'Several events share an id: parent links become ambiguous and the same event may be recorded twice. Every member is flagged; only the first in input order is counted.',
      example: 'two events with id `e4`',
    },
    PARENT_EVENT_MISSING: {
      severity: 'warning',
      message: 'Event "{{id}}" names the parent "{{parentEventId}}", which is {{problem}}.',
      description: 'parent_event_id names no event of the ledger (or the event itself), so the chain it claims cannot be followed.',
      example: '`parent_event_id: "e0"`, no such event',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.events) {
      const id = view.event.id;
      if (view.sameId.length > 1) {
        findings.addGroup('DUPLICATE_EVENT_ID', `event:${id}`, [
          { subject: id, pointer: view.pointer, details: { id, count: view.sameId.length, firstPosition: view.sameId[0]! + 1 } },
        ]);
      }
      if (view.parentMissing) {
        const parent = view.event.parent_event_id as string;
        findings.add('PARENT_EVENT_MISSING', {
          subject: id,
          pointer: jsonPointer('events', view.index, 'parent_event_id'),
          details: { id, parentEventId: parent, problem: parent === id ? 'the event itself' : 'not in the ledger' },
        });
      }
    }
  },
});
