import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context } from '../context.js';

/** Two keys of one row that name the same column up to case and whitespace: only the first is read. */
export const columnKeysRule = defineRule<Context>()({
  name: 'column-keys',
  codes: {
    DUPLICATE_COLUMN_KEY: {
      severity: 'warning',
      message: 'Key "{{key}}" is one of {{count}} keys of this row that name the same column; only "{{winner}}" is read.',
      description:
        'Several keys of one row name the same column up to case and spaces, or as its current and legacy template names (`SKU` and `Variant SKU`); every one of them is flagged, and only the first is read.',
      example: '`variantsku` and `Variant  SKU`',
    },
  } as const satisfies CodeTable,
  check({ views }, findings) {
    views.forEach((view, index) => {
      for (const { column, keys } of view.duplicateKeys) {
        const winner = keys[0] as string;
        const shown = keys.slice(0, LIST_CAP);
        findings.addGroup(
          'DUPLICATE_COLUMN_KEY',
          `${jsonPointer('rows', index)}:${column}`,
          keys.map((key) => ({ subject: key, pointer: jsonPointer('rows', index, key), details: { key, keys: shown, count: keys.length, winner } })),
        );
      }
    });
  },
});
