import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { idKey } from '../lib/json.js';
import { listedPositions } from '../lib/limits.js';

export const deliveriesRule = defineRule<Context>()({
  name: 'deliveries',
  codes: {
    DELIVERY_FIELD_INVALID: {
      severity: 'error',
      message: 'Delivery "{{id}}": {{field}} cannot be read ({{reason}}).',
      description:
        'A delivery key has a value the check cannot read (an event that is not a string, a version that is not a string or number, a signature flag that is not a boolean, an idempotency key that is not a string or number); the rules that need it are not applied.',
      example: '`"signature_present": "yes"`',
    },
    DUPLICATE_DELIVERY_ID: {
      severity: 'warning',
      message: 'Delivery id "{{id}}" is used {{count}} times (positions {{positions}}).',
      description: 'Several delivery records share an id, so a verdict by id cannot tell them apart.',
      example: 'two records with id `dlv_001`',
    },
    UNDECLARED_EVENT: {
      severity: 'error',
      message: 'Delivery "{{id}}" carries event "{{event}}", which no contract declares.',
      description: 'The event name matches no contract exactly (case and spelling count); no contract rule can vouch for it.',
      example: '`customer.deleted` without a contract',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.deliveries) {
      for (const { pointer, field, reason } of view.problems) {
        findings.add('DELIVERY_FIELD_INVALID', { subject: view.subject, pointer, details: { id: view.subject, field, reason } });
      }
      if (view.event !== null && view.contract === null) {
        findings.add('UNDECLARED_EVENT', {
          subject: view.subject,
          pointer: jsonPointer('deliveries', view.index, 'event'),
          details: { id: view.subject, event: view.event },
        });
      }
    }
    for (const set of ctx.duplicateDeliveries) {
      const { delivery, subject } = set[0]!;
      const indices = set.map((view) => view.index);
      const listed = listedPositions(indices);
      findings.addGroup(
        'DUPLICATE_DELIVERY_ID',
        `delivery:${idKey(delivery.id)}`,
        indices.map((index) => ({
          subject,
          pointer: jsonPointer('deliveries', index),
          details: { id: subject, count: indices.length, positions: listed, position: index + 1 },
        })),
      );
    }
  },
});
