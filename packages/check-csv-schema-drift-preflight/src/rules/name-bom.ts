import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { nameKey } from '../lib/names.js';

/**
 * A current name that starts with U+FEFF: the file's UTF-8 byte order mark was read as part of the
 * first header. It is matched without the mark (readers that strip it see the same column); readers
 * that keep it (fast-csv #131, Apache Arrow ARROW-5413, csvlint.rb #97) lose the column.
 */
export const nameBomRule = defineRule<Context>()({
  name: 'column-name-bom',
  codes: {
    COLUMN_NAME_BOM: {
      severity: 'warning',
      message: 'Column name "{{name}}" at position {{position}} starts with a byte order mark (U+FEFF).',
      description:
        'The file\'s UTF-8 byte order mark was read as part of the header: readers that strip it see the column, readers that keep it lose it. The column is compared without the mark.',
      example: '`"\\uFEFForder_id"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { column, index } of ctx.current.byName.values()) {
      if (nameKey(column.name) === column.name) continue;
      findings.add('COLUMN_NAME_BOM', {
        subject: column.name,
        pointer: jsonPointer('current_columns', index),
        details: { name: nameKey(column.name), position: index + 1 },
      });
    }
  },
});
