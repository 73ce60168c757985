import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, keyOf, value } from '../lib/columns.js';
import type { Context } from '../context.js';

const BOOLEAN = ['TRUE', 'FALSE'] as const;

/**
 * Columns whose valid values Shopify's product CSV column table lists (compared case-insensitively:
 * Shopify's own templates write `active` and `Active`, `deny` and `DENY`). Blank is always allowed.
 */
const ALLOWED: readonly { column: string; allowed: readonly string[] }[] = [
  // "Published on online store" / "Published": valid values are TRUE or FALSE.
  { column: COLUMN.published, allowed: BOOLEAN },
  // "Status": active, draft or archived; and UNLISTED, a ProductStatus since the 2025-10 Admin API
  // (https://shopify.dev/changelog/new-unlisted-product-status).
  { column: COLUMN.status, allowed: ['active', 'draft', 'archived', 'unlisted'] },
  // "Gift card", "Charge tax" (Variant Taxable), "Requires shipping" (Variant Requires Shipping): TRUE or FALSE.
  { column: COLUMN.giftCard, allowed: BOOLEAN },
  { column: COLUMN.taxable, allowed: BOOLEAN },
  { column: COLUMN.requiresShipping, allowed: BOOLEAN },
  // "Continue selling when out of stock" (Variant Inventory Policy): deny or continue.
  { column: COLUMN.inventoryPolicy, allowed: ['deny', 'continue'] },
  // "Weight unit for display" (Variant Weight Unit): g, kg, lb or oz.
  { column: COLUMN.weightUnit, allowed: ['g', 'kg', 'lb', 'oz'] },
];

/** Columns with a closed set of values must hold one of them. */
export const columnValuesRule = defineRule<Context>()({
  name: 'column-values',
  codes: {
    VALUE_NOT_ALLOWED: {
      severity: 'error',
      message: '{{column}} "{{value}}" is not one of {{choices}}.',
      description:
        'A column with a closed set of values holds another: Published must be TRUE or FALSE, Status active, draft, archived or unlisted, Gift card, Charge tax and Requires shipping TRUE or FALSE, Continue selling when out of stock deny or continue, Weight unit g, kg, lb or oz (any letter case; blank allowed).',
      example: '`Published: "yes"`, `Status: "live"`',
    },
  } as const satisfies CodeTable,
  check({ views, handles }, findings) {
    views.forEach((view, index) => {
      for (const { column, allowed } of ALLOWED) {
        const text = value(view, column);
        if (text === '') continue;
        const folded = text.toLowerCase();
        if (allowed.some((choice) => choice.toLowerCase() === folded)) continue;
        findings.add('VALUE_NOT_ALLOWED', {
          subject: handles[index] ?? null,
          pointer: cellPointer(view, index, column),
          details: { column: keyOf(view, column), value: text, allowed: [...allowed], choices: allowed.join(', ') },
        });
      }
    });
  },
});
