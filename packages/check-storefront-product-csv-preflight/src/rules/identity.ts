import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, value, type RowView } from '../lib/columns.js';
import type { Context } from '../context.js';

/** Every row needs a Handle; a handle's first row defines the product and needs a Title. */
export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    ROW_WITHOUT_HANDLE: {
      severity: 'error',
      message: 'Row has no Handle, so the importer cannot tell which product it belongs to.',
      description: 'A row with a blank or missing Handle column; the importer cannot group it with a product.',
      example: '`{ "Title": "Orphan row" }`',
    },
    MISSING_TITLE: {
      severity: 'error',
      message: 'The first row of handle "{{handle}}" has no Title.',
      description: 'The first row of a handle defines the product and needs a Title; only its continuation rows may leave it blank.',
      example: 'first `wool-scarf` row with `"title": ""`',
    },
  } as const satisfies CodeTable,
  check({ views, handles, products }, findings) {
    handles.forEach((handle, index) => {
      if (handle !== null) return;
      const view = views[index] as RowView;
      findings.add('ROW_WITHOUT_HANDLE', {
        subject: null,
        pointer: jsonPointer('rows', index),
        details: { title: value(view, COLUMN.title), sku: value(view, COLUMN.sku) },
      });
    });
    for (const { handle, rows } of products) {
      const first = rows[0] as number;
      const view = views[first] as RowView;
      // Only the first row defines the product; continuation rows may leave Title blank.
      if (value(view, COLUMN.title) !== '') continue;
      findings.add('MISSING_TITLE', { subject: handle, pointer: cellPointer(view, first, COLUMN.title), details: { handle } });
    }
  },
});
