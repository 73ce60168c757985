import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { COLUMN, value, type RowView } from '../lib/columns.js';
import { LIST_CAP, type Context } from '../context.js';

const OPTION_COLUMNS = [COLUMN.option1, COLUMN.option2, COLUMN.option3] as const;

/** Two variant rows of one handle may not carry the same Option1/2/3 values (trimmed, case-insensitive). */
export const optionCombinationRule = defineRule<Context>()({
  name: 'option-combination',
  codes: {
    DUPLICATE_OPTION_COMBINATION: {
      severity: 'error',
      message: 'Handle "{{handle}}" has {{count}} variant rows with options {{options}}; each variant needs its own combination.',
      description:
        'Two or more variant rows of one handle carry the same Option1/2/3 values (compared trimmed and case-insensitively); every row of the set is flagged.',
      example: '`L` and `l` under `linen-shirt`',
    },
  } as const satisfies CodeTable,
  check({ views, products }, findings) {
    for (const { handle, variantRows } of products) {
      // Blank counts as a value; the key keeps all three positions.
      const combinationOf = (index: number): string =>
        JSON.stringify([handle, ...OPTION_COLUMNS.map((column) => value(views[index] as RowView, column).toLowerCase())]);
      for (const rows of duplicateSets(variantRows, combinationOf)) {
        const group = combinationOf(rows[0] as number);
        const shown = rows.slice(0, LIST_CAP);
        findings.addGroup(
          'DUPLICATE_OPTION_COMBINATION',
          group,
          rows.map((index) => {
            const view = views[index] as RowView;
            const options = OPTION_COLUMNS.map((column) => value(view, column));
            while (options.length > 0 && options[options.length - 1] === '') options.pop();
            return {
              subject: handle,
              pointer: jsonPointer('rows', index),
              details: { handle, options, count: rows.length, rows: shown },
            };
          }),
        );
      }
    }
  },
});
