import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, value, type RowView } from '../lib/columns.js';
import type { Context } from '../context.js';

/**
 * A row needs a handle to join a product; a handle's first row defines the product and needs a Title.
 * Shopify ("Required columns in the product CSV file"): to import new products the only required
 * column is Title, and a product without a URL handle gets one made from its title; the handle is
 * required to add variants and to update products. So a row with a Title and no handle is a new
 * one-row product (a notice), except in overwrite mode, where it cannot match a product.
 */
export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    ROW_WITHOUT_HANDLE: {
      severity: 'error',
      message: 'Row has no Handle, so the importer cannot tell which product it belongs to.',
      description:
        'A row with a blank or missing Handle (URL handle) that cannot stand alone: it has no Title, or mode is overwrite, where products are matched by handle.',
      example: '`{ "Title": "Orphan row" }` in overwrite mode; `{ "SKU": "X-2" }`',
    },
    HANDLE_FROM_TITLE: {
      severity: 'notice',
      message: 'Row has a Title but no Handle; the import will make one from "{{title}}" and create a one-row product.',
      description:
        'A row with a Title and no Handle (URL handle) outside overwrite mode: Shopify creates a product and derives its handle from the title; the row cannot carry further variants or images.',
      example: '`{ "Title": "Canvas Tote", "Price": "19.50" }`',
    },
    MISSING_TITLE: {
      severity: 'error',
      message: 'The first row of handle "{{handle}}" has no Title.',
      description: 'The first row of a handle defines the product and needs a Title; only its continuation rows may leave it blank.',
      example: 'first `wool-scarf` row with `"title": ""`',
    },
  } as const satisfies CodeTable,
  check({ views, handles, products, mode }, findings) {
    handles.forEach((handle, index) => {
      if (handle !== null) return;
      const view = views[index] as RowView;
      const title = value(view, COLUMN.title);
      const details = { title, sku: value(view, COLUMN.sku) };
      if (title !== '' && mode !== 'overwrite') {
        findings.add('HANDLE_FROM_TITLE', { subject: null, pointer: jsonPointer('rows', index), details });
      } else {
        findings.add('ROW_WITHOUT_HANDLE', { subject: null, pointer: jsonPointer('rows', index), details });
      }
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
