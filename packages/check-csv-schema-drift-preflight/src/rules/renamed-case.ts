import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A removed and an added column whose names differ by letter case only: one finding, not two. */
export const renamedCaseRule = defineRule<Context>()({
  name: 'case-renames',
  codes: {
    COLUMN_RENAMED_CASE: {
      severity: 'warning',
      message: 'Column "{{from}}" is now spelled "{{to}}" (case only).',
      description: 'A column kept its name up to letter case; case-sensitive readers lose it, case-insensitive ones do not.',
      example: '`Email` → `email`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { before, after, renamedCase } of ctx.pairs) {
      if (!renamedCase) continue;
      findings.add('COLUMN_RENAMED_CASE', {
        subject: after.column.name,
        pointer: jsonPointer('current_columns', after.index),
        details: { from: before.column.name, to: after.column.name },
      });
    }
  },
});
