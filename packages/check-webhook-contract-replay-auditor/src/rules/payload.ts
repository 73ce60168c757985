import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { always, FINDINGS_PER_DELIVERY, type AuditContext } from '../context.js';
import { walkTrie } from '@evidence-check/json-paths';

export const payloadRule = defineRule<AuditContext>()({
  name: 'payload',
  codes: {
    REQUIRED_FIELD_MISSING: {
      severity: 'error',
      message: 'Delivery "{{id}}" lacks required payload field "{{path}}".',
      description:
        'A required dotted path (`data.object.id`, `items.0.sku`) does not resolve in the payload (a member holding null is present); the finding points at the deepest part that exists.',
      example: '`currency` absent from an `invoice.paid` payload',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, subject, contract, delivery } of ctx.deliveries) {
      if (!contract || contract.required.empty) continue;
      let count = 0;
      walkTrie(delivery.payload, contract.required, always, {
        present() {},
        missing(missing, segments, list) {
          const room = FINDINGS_PER_DELIVERY - count;
          if (room > 0) {
            const pointer = jsonPointer('deliveries', index, 'payload', ...segments);
            for (const { path } of list(room)) {
              findings.add('REQUIRED_FIELD_MISSING', { subject, pointer, details: { id: subject, event: contract.subject, path } });
            }
          }
          count += missing;
        },
      });
      if (count > FINDINGS_PER_DELIVERY) ctx.omitted.set(index, { REQUIRED_FIELD_MISSING: count - FINDINGS_PER_DELIVERY });
    }
  },
});
