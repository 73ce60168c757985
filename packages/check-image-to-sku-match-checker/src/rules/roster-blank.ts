import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A roster SKU that is empty or only whitespace: it can match no file. */
export const rosterBlankRule = defineRule<Context>()({
  name: 'roster-blank-skus',
  codes: {
    ROSTER_SKU_BLANK: {
      severity: 'error',
      message: 'Roster entry has a blank SKU.',
      description: 'A roster SKU is empty or only whitespace and can match no file.',
      example: '`{ "sku": " " }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { sku, index } of ctx.blankSkus) {
      findings.add('ROSTER_SKU_BLANK', { subject: sku, pointer: jsonPointer('roster', index, 'sku'), details: { sku } });
    }
  },
});
