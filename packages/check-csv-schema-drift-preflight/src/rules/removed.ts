import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A baseline column with no current column of its name, even up to case. */
export const removedRule = defineRule<Context>()({
  name: 'removed-columns',
  codes: {
    COLUMN_REMOVED: {
      severity: 'error',
      message: 'Column "{{name}}" was removed.',
      description: 'A baseline column is missing from the current contract; every reader of it breaks.',
      example: '`notes` dropped',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { column, index } of ctx.removed) {
      findings.add('COLUMN_REMOVED', {
        subject: column.name,
        pointer: jsonPointer('baseline_columns', index),
        details: { name: column.name, type: column.type },
      });
    }
  },
});
