import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { POSITIONS_CAP, type Context, type Located } from '../context.js';

/** Every member of a duplicate set (the first included) is flagged at its own pointer with one `details.group`. */
export const duplicatesRule = defineRule<Context>()({
  name: 'duplicate-columns',
  codes: {
    DUPLICATE_COLUMN: {
      severity: 'error',
      message: 'Column "{{name}}" appears {{count}} times in {{side}} (positions {{positions}}); this is position {{position}}.',
      description: 'A column name is listed twice on one side; a CSV reader cannot tell the two apart by header.',
      example: '`a`, `a` in `baseline_columns`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const side of [ctx.baseline, ctx.current]) {
      for (const members of side.duplicates) {
        const name = (members[0] as Located).column.name;
        // Each member lists the set's first positions only: all of them in every member would be
        // count² numbers (16 MB for one name repeated 1,000 times); `count` gives the set's size.
        const positions = members.slice(0, POSITIONS_CAP).map(({ index }) => index + 1);
        findings.addGroup(
          'DUPLICATE_COLUMN',
          `${side.name}:${name}`,
          members.map(({ index }) => ({
            subject: name,
            pointer: jsonPointer(side.name, index),
            details: { name, side: side.name, count: members.length, positions, position: index + 1 },
          })),
        );
      }
    }
  },
});
