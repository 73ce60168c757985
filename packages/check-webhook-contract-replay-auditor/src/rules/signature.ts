import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

export const signatureRule = defineRule<Context>()({
  name: 'signature',
  codes: {
    SIGNATURE_MISSING: {
      severity: 'error',
      message: 'Delivery "{{id}}" has no signature evidence; event "{{event}}" requires a signature.',
      description:
        'The contract requires a signature and the delivery does not record `signature_present: true` (presence only: signatures are not verified).',
      example: '`"signature_present": false`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, subject, contract, delivery, signaturePresent, problems } of ctx.deliveries) {
      if (!contract?.signatureRequired || signaturePresent) continue;
      if (problems.some((p) => p.field === 'signature_present')) continue;
      const stated = delivery.signature_present !== undefined;
      findings.add('SIGNATURE_MISSING', {
        subject,
        pointer: stated ? jsonPointer('deliveries', index, 'signature_present') : jsonPointer('deliveries', index),
        details: { id: subject, event: contract.subject },
      });
    }
  },
});
