import { defineRule, duplicateSets, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, value, type RowView } from '../lib/columns.js';
import { LIST_CAP, type Context } from '../context.js';

/** A non-blank Variant SKU may appear on one row of the file; every row of a duplicate set is flagged. */
export const duplicateSkuRule = defineRule<Context>()({
  name: 'duplicate-sku',
  codes: {
    DUPLICATE_SKU: {
      severity: 'error',
      message: 'SKU "{{sku}}" appears on {{count}} rows; each variant needs its own SKU.',
      description:
        'A Variant SKU appears on more than one row, within one handle or across handles; every row of the set is flagged, the first included.',
      example: '`LS-M` on rows 0 and 2',
    },
  } as const satisfies CodeTable,
  check({ views, handles }, findings) {
    const skuOf = (index: number): string => value(views[index] as RowView, COLUMN.sku);
    const sets = duplicateSets(views.map((_view, index) => index), (index) => skuOf(index) || null);
    for (const rows of sets) {
      const sku = skuOf(rows[0] as number);
      const owners = rows.map((index) => handles[index] ?? null);
      const sameHandle = owners.every((handle) => handle === owners[0]);
      const shown = rows.slice(0, LIST_CAP);
      findings.addGroup(
        'DUPLICATE_SKU',
        sku,
        rows.map((index, i) => ({
          subject: sku,
          pointer: cellPointer(views[index] as RowView, index, COLUMN.sku),
          details: { sku, handle: owners[i] ?? null, count: rows.length, rows: shown, sameHandle },
        })),
      );
    }
  },
});
