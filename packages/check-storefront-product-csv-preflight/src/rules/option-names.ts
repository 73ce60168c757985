import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { OPTIONS, cellPointer, keyOf, value, type RowView } from '../lib/columns.js';
import type { Context } from '../context.js';

/**
 * An option value needs the option's name. Shopify's column table: "Option1 name: If a product has
 * an option, then enter its name"; names are given on the product's first row, values on every
 * variant row ("Data dependencies": variant columns need the Option1 name and Option1 value
 * columns). A value for an option the product never names belongs to no option of the product.
 */
export const optionNamesRule = defineRule<Context>()({
  name: 'option-names',
  codes: {
    OPTION_VALUE_WITHOUT_NAME: {
      severity: 'error',
      message: '{{column}} "{{value}}" has no option name: the first row of handle "{{handle}}" leaves Option{{position}} name blank.',
      description:
        "A variant row has an OptionN value while the product's first row gives no OptionN name; the value belongs to no option of the product.",
      example: '`Option1 value: "L"` under a handle whose first row has no `Option1 name`',
    },
  } as const satisfies CodeTable,
  check({ views, products }, findings) {
    for (const { handle, rows, variantRows } of products) {
      const firstView = views[rows[0] as number] as RowView;
      for (const { position, name, value: valueColumn } of OPTIONS) {
        if (value(firstView, name) !== '') continue;
        for (const index of variantRows) {
          const view = views[index] as RowView;
          const text = value(view, valueColumn);
          if (text === '') continue;
          findings.add('OPTION_VALUE_WITHOUT_NAME', {
            subject: handle,
            pointer: cellPointer(view, index, valueColumn),
            details: { handle, position, column: keyOf(view, valueColumn), value: text },
          });
        }
      }
    }
  },
});
