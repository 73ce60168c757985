import { defineRule, display, duplicateSets, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, Identified } from '../context.js';

/** Rows that cannot be compared, and (contract number, revision) pairs listed twice, on either side. */
export const rowsRule = defineRule<Context>()({
  name: 'rows',
  codes: {
    ROW_UNUSABLE: {
      severity: 'warning',
      message: 'Row {{position}} of {{side}} has no usable {{fields}}; it cannot be compared.',
      description:
        'A contract number or revision number is blank, or (in a baseline or maintained-source row) not text or a number: the row is left out of the comparison.',
      example: '`"revision_number": " "`',
    },
    DUPLICATE_ROW: {
      severity: 'warning',
      message: 'Contract {{contract}} revision {{revision}} occurs {{count}} times in {{side}} (positions {{positions}}); this is position {{position}}.',
      description:
        'The same (contract number, revision) pair is listed twice: only the first is compared; each member of the set is flagged at its own pointer with one `details.group`.',
      example: 'two rows `218834` / `2`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const sides: Array<[string, readonly Identified[]]> = [['records', ctx.rows]];
    if (ctx.baseline !== null) sides.push(['previous_snapshot.records', ctx.baseline.rows]);
    for (const [side, rows] of sides) {
      for (const row of rows) {
        if (row.key !== null) continue;
        const fields = [row.contract === null ? 'purchase_order_contract_number' : null, row.revision === null ? 'revision_number' : null].filter(
          (field): field is string => field !== null,
        );
        findings.add('ROW_UNUSABLE', {
          subject: row.contract,
          pointer: row.pointer,
          details: { side, position: row.index + 1, fields: fields.join(' and '), missing: fields },
        });
      }
      for (const members of duplicateSets(rows, (row) => row.key)) {
        const positions = members.map((row) => row.index + 1);
        findings.addGroup(
          'DUPLICATE_ROW',
          `${side}:${(members[0] as Identified).key as string}`,
          members.map((row) => ({
            subject: row.contract,
            pointer: row.pointer,
            details: { contract: display(row.contract), revision: display(row.revision), side, count: members.length, positions, position: row.index + 1 },
          })),
        );
      }
    }
  },
});
