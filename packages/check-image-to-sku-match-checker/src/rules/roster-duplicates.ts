import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ListedSku } from '../context.js';

/** Every entry of a repeated SKU, the first included, with the SKU as `details.group`; only the first is used. */
export const rosterDuplicatesRule = defineRule<Context>()({
  name: 'roster-duplicate-skus',
  codes: {
    ROSTER_SKU_DUPLICATE: {
      severity: 'warning',
      message: 'SKU "{{sku}}" is listed {{count}} times on the roster; only the entry at {{firstPointer}} is used.',
      description: 'The same SKU is listed more than once; every entry is flagged, and only the first one (with its expected_count) is used.',
      example: '`A`, `A`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const entries of ctx.duplicateSkus) {
      const first = entries[0] as ListedSku;
      const firstPointer = jsonPointer('roster', first.index, 'sku');
      findings.addGroup(
        'ROSTER_SKU_DUPLICATE',
        first.sku,
        entries.map(({ sku, index }) => ({ subject: sku, pointer: jsonPointer('roster', index, 'sku'), details: { sku, count: entries.length, firstPointer } })),
      );
    }
  },
});
