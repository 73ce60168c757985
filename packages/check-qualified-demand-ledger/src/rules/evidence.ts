import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** What each counted tier needs beyond its type: money evidence, one count per transaction, a measurement, a returning actor. */
export const evidenceRule = defineRule<Context>()({
  name: 'evidence',
  codes: {
    REVENUE_INCOMPLETE: {
      severity: 'error',
      message: 'Revenue event "{{id}}" ({{type}}) lacks {{missing}}; it is not counted.',
      description: 'An external settlement or commission without an amount, a currency or a transaction id cannot be shown to be money received.',
      example: '`external-settlement` without `transaction_id`',
    },
    DUPLICATE_TRANSACTION: {
      severity: 'error',
      message: 'Revenue event "{{id}}" carries transaction "{{transactionId}}", already counted by event "{{firstEventId}}"; it is not counted again.',
      description: 'One transaction id on two counted revenue events would count the same money twice; the later event (by occurred_at, then input order) is flagged and left out.',
      example: 'settlement and commission with the same `transaction_id`',
    },
    MEASUREMENT_MISSING: {
      severity: 'error',
      message: 'Event "{{id}}" claims a measured review-time reduction without {{missing}}; it is not counted.',
      description: 'A measured-review-time-reduction needs measured_value with measurement_unit `minutes`; without them no value was measured.',
      example: 'no `measured_value`',
    },
    RETENTION_UNPROVEN: {
      severity: 'warning',
      message: 'Recurring use "{{id}}" {{why}}; it is not counted as retention.',
      description: 'Retention needs the same actor_token on an earlier qualifying event (qualified demand, validated value, external revenue or proven retention, in the window or before it).',
      example: '`recurring-use` by an actor never seen buying',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.events) {
      if (!view.judged) continue;
      const { id, type, actor_token } = view.event;
      if (view.revenueMissing.length > 0) {
        findings.add('REVENUE_INCOMPLETE', { subject: id, pointer: view.pointer, details: { id, type, missing: view.revenueMissing.join(', '), fields: view.revenueMissing } });
      }
      const first = view.duplicateTransactionOf;
      if (first) {
        findings.addGroup('DUPLICATE_TRANSACTION', `transaction:${view.transactionId as string}`, [
          {
            subject: id,
            pointer: jsonPointer('events', view.index, 'transaction_id'),
            details: { id, transactionId: view.transactionId as string, firstEventId: first.event.id, firstPosition: first.index + 1 },
          },
        ]);
      }
      if (view.measurementMissing.length > 0) {
        findings.add('MEASUREMENT_MISSING', {
          subject: id,
          pointer: view.pointer,
          details: { id, missing: view.measurementMissing.join(' and '), fields: view.measurementMissing },
        });
      }
      if (view.retentionProven === false) {
        const why = actor_token === undefined ? 'has no actor_token to follow' : 'has an actor_token with no earlier qualifying event';
        findings.add('RETENTION_UNPROVEN', { subject: id, pointer: view.pointer, details: { id, why } });
      }
    }
  },
});
