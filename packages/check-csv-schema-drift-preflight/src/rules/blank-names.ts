import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A blank name on either side; the column takes no part in the comparison. */
export const blankNamesRule = defineRule<Context>()({
  name: 'blank-column-names',
  codes: {
    BLANK_COLUMN_NAME: {
      severity: 'error',
      message: 'A column in {{side}} at position {{position}} has a blank name.',
      description: 'A column name is empty or only whitespace; readers that map by header cannot address it.',
      example: '`{ "name": " " }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const side of [ctx.baseline, ctx.current]) {
      for (const { column, index } of side.blank) {
        findings.add('BLANK_COLUMN_NAME', { subject: column.name, pointer: jsonPointer(side.name, index), details: { side: side.name, position: index + 1 } });
      }
    }
  },
});
