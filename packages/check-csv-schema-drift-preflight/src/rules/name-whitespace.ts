import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { nameKey } from '../lib/names.js';

/** Padded names in the current contract (the first occurrence of each name): the baseline is what exists already. */
export const nameWhitespaceRule = defineRule<Context>()({
  name: 'column-name-whitespace',
  codes: {
    COLUMN_NAME_WHITESPACE: {
      severity: 'warning',
      message: 'Column name "{{name}}" has leading or trailing whitespace.',
      description: 'Header matching in most CSV readers is exact, so surrounding spaces silently break lookups.',
      example: '`"total "`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { column, index } of ctx.current.byName.values()) {
      // A leading byte order mark is the name-bom rule's (String#trim would count it as whitespace).
      const name = nameKey(column.name);
      if (name === name.trim()) continue;
      findings.add('COLUMN_NAME_WHITESPACE', { subject: column.name, pointer: jsonPointer('current_columns', index), details: { name: column.name } });
    }
  },
});
