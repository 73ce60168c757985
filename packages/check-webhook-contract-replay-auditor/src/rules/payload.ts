import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The payload is walked once in `prepare`; at most 10 missing paths per delivery are itemised, the rest counted in the report. */
export const payloadRule = defineRule<Context>()({
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
    for (const { subject, contract, missing } of ctx.deliveries) {
      if (!contract) continue;
      for (const { pointer, path } of missing) {
        findings.add('REQUIRED_FIELD_MISSING', { subject, pointer, details: { id: subject, event: contract.subject, path } });
      }
    }
  },
});
