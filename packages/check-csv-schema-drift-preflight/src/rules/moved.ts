import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A kept column (same name) at another position; a column matched by case or byte order mark is reported as such only. */
export const movedRule = defineRule<Context>()({
  name: 'moved-columns',
  codes: {
    COLUMN_MOVED: {
      severity: 'warning',
      message: 'Column "{{name}}" moved from position {{from}} to {{to}}.',
      description: 'A kept column sits at another position; readers that address columns by position read the wrong one.',
      example: '`a` from 1 to 2',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { before, after, renamed } of ctx.pairs) {
      if (renamed || after.index === before.index) continue;
      findings.add('COLUMN_MOVED', {
        subject: after.column.name,
        pointer: jsonPointer('current_columns', after.index),
        details: { name: after.column.name, from: before.index + 1, to: after.index + 1 },
      });
    }
  },
});
