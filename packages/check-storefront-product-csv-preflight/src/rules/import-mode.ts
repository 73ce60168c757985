import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, isVariantColumn, value, type RowView } from '../lib/columns.js';
import type { Context } from '../context.js';

/** Hazards of the import mode against existing_handles: blanked columns, new and already existing handles. */
export const importModeRule = defineRule<Context>()({
  name: 'import-mode',
  codes: {
    OVERWRITE_BLANKS_COLUMN: {
      severity: 'error',
      message: 'Overwriting existing handle "{{handle}}" would blank its "{{column}}".',
      description:
        'In overwrite mode an existing product has a blank value in a column listed in overwrite_required_columns; the import would wipe it.',
      example: '`canvas-tote` with blank `Body (HTML)`',
    },
    OVERWRITE_NEW_HANDLE: {
      severity: 'warning',
      message: 'Handle "{{handle}}" is not an existing handle; overwrite mode will create a new product.',
      description: 'In overwrite mode a handle is not in existing_handles, so it creates a product instead of updating one (often a typo).',
      example: '`wool-scarf`',
    },
    EXISTING_HANDLES_MISSING: {
      severity: 'notice',
      message: 'Overwrite mode without existing_handles: overwrite hazards were not checked.',
      description: 'Overwrite mode was requested but no existing_handles were supplied, so existing and new handles cannot be told apart.',
      example: '`{ "mode": "overwrite" }` only',
    },
    HANDLE_ALREADY_EXISTS: {
      severity: 'warning',
      message: 'Handle "{{handle}}" already exists in the store but mode is "new".',
      description: 'In new mode a handle is already in existing_handles; the rows do not describe a new product.',
      example: '`mode: "new"`, handle `linen-shirt` exists',
    },
  } as const satisfies CodeTable,
  check({ views, mode, existing, fileColumns, products, requiredColumns }, findings) {
    if (mode === 'overwrite' && !existing) findings.add('EXISTING_HANDLES_MISSING', { subject: null, pointer: '' });
    for (const { handle, rows, variantRows, existing: isExisting } of products) {
      const first = rows[0] as number;
      const firstView = views[first] as RowView;
      if (mode === 'overwrite' && isExisting === true) {
        for (const { name, key } of requiredColumns) {
          if (!fileColumns.has(key)) continue; // a column absent from the whole file keeps the existing values
          // Product-level columns live on the first row; variant columns on every variant row.
          for (const index of isVariantColumn(key) ? variantRows : [first]) {
            const view = views[index] as RowView;
            if (value(view, key) !== '') continue;
            findings.add('OVERWRITE_BLANKS_COLUMN', { subject: handle, pointer: cellPointer(view, index, key), details: { handle, column: name } });
          }
        }
      }
      if (mode === 'overwrite' && isExisting === false) {
        findings.add('OVERWRITE_NEW_HANDLE', { subject: handle, pointer: cellPointer(firstView, first, COLUMN.handle), details: { handle } });
      }
      if (mode === 'new' && isExisting === true) {
        findings.add('HANDLE_ALREADY_EXISTS', { subject: handle, pointer: cellPointer(firstView, first, COLUMN.handle), details: { handle } });
      }
    }
  },
});
