import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A current column with no baseline column of its name, even up to case; a required one blocks. */
export const addedRule = defineRule<Context>()({
  name: 'added-columns',
  codes: {
    COLUMN_ADDED: {
      severity: 'notice',
      message: 'Optional column "{{name}}" was added.',
      description: 'A new optional column; existing files stay valid and header-based readers are unaffected.',
      example: '`channel` added',
    },
    REQUIRED_COLUMN_ADDED: {
      severity: 'error',
      message: 'New column "{{name}}" is required.',
      description: 'A new column is required, so every existing file and every writer that lacks it is now invalid.',
      example: '`currency` added, required',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { column, index } of ctx.added) {
      const code = column.required === true ? 'REQUIRED_COLUMN_ADDED' : 'COLUMN_ADDED';
      findings.add(code, { subject: column.name, pointer: jsonPointer('current_columns', index), details: { name: column.name, type: column.type } });
    }
  },
});
