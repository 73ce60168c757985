import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { POSITIONS_CAP, type Context, type Located } from '../context.js';

/**
 * Names on one side that differ only by letter case; every spelling (its first occurrence) is
 * flagged with one `details.group`. Table Schema, field descriptors: "name SHOULD NOT be
 * considered case sensitive in determining uniqueness".
 */
export const caseDuplicatesRule = defineRule<Context>()({
  name: 'case-duplicate-columns',
  codes: {
    DUPLICATE_COLUMN_CASE: {
      severity: 'warning',
      message: 'Column "{{name}}" is one of {{count}} names in {{side}} that differ only by letter case (position {{position}}).',
      description:
        'Two names on one side are the same up to letter case; Table Schema says names are unique ignoring case, and case-insensitive readers (csvlint, SQL loaders) cannot tell them apart.',
      example: '`Email`, `email` in `current_columns`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const side of [ctx.baseline, ctx.current]) {
      for (const members of side.caseDuplicates) {
        // Each member lists at most 20 other spellings, from the set's first 21: never count² names.
        const spellings = members.slice(0, POSITIONS_CAP + 1).map(({ column }) => column.name);
        const group = `${side.name}:${(spellings[0] as string).toLowerCase()}`;
        findings.addGroup(
          'DUPLICATE_COLUMN_CASE',
          group,
          members.map(({ column, index }: Located) => ({
            subject: column.name,
            pointer: jsonPointer(side.name, index),
            details: {
              name: column.name,
              side: side.name,
              count: members.length,
              others: spellings.filter((spelling) => spelling !== column.name).slice(0, POSITIONS_CAP),
              position: index + 1,
            },
          })),
        );
      }
    }
  },
});
