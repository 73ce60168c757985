import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context } from '../context.js';

/** Every distinct spelling of a SKU that differs from another only by case, at its first entry. */
export const rosterCaseRule = defineRule<Context>()({
  name: 'roster-case-conflicts',
  codes: {
    ROSTER_SKU_CASE_CONFLICT: {
      severity: 'warning',
      message: 'SKU "{{sku}}" differs only by letter case from {{others}}.',
      description:
        'Roster SKUs differ only by case; case-insensitive file systems and tools cannot tell their images apart. Every spelling is flagged.',
      example: '`MUG-01`, `mug-01`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { fold, spellings } of ctx.caseConflicts) {
      const head = spellings.slice(0, LIST_CAP + 1).map((other) => other.sku);
      findings.addGroup(
        'ROSTER_SKU_CASE_CONFLICT',
        fold,
        spellings.map(({ sku, index }) => ({
          subject: sku,
          pointer: jsonPointer('roster', index, 'sku'),
          // Spellings are distinct: the first LIST_CAP others are among the first LIST_CAP + 1.
          details: { sku, others: head.filter((other) => other !== sku).slice(0, LIST_CAP), count: spellings.length },
        })),
      );
    }
  },
});
