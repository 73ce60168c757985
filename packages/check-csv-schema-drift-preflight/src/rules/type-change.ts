import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import type { TypeChange } from '../lib/type-compatibility.js';

type TypeCode = 'TYPE_WIDENED' | 'TYPE_NARROWED' | 'TYPE_INCOMPATIBLE' | 'TYPE_RELABELED';
const TYPE_CODES: Partial<Record<TypeChange, TypeCode>> = {
  widened: 'TYPE_WIDENED',
  narrowed: 'TYPE_NARROWED',
  incompatible: 'TYPE_INCOMPATIBLE',
  equivalent: 'TYPE_RELABELED',
};

/** A compared column whose declared type changed, by how the value sets relate (see lib/type-compatibility). */
export const typeChangeRule = defineRule<Context>()({
  name: 'type-changes',
  codes: {
    TYPE_NARROWED: {
      severity: 'error',
      message: 'Column "{{name}}" narrowed from {{from}} to {{to}}.',
      description: 'Some values valid under the baseline type are invalid under the current one (e.g. number to integer).',
      example: '`number` → `integer`',
    },
    TYPE_INCOMPATIBLE: {
      severity: 'error',
      message: 'Column "{{name}}" changed from {{from}} to the incompatible type {{to}}.',
      description: 'Neither type contains the other (e.g. date to datetime, boolean to date): old data and old readers both break.',
      example: '`date` → `datetime`',
    },
    TYPE_WIDENED: {
      severity: 'warning',
      message: 'Column "{{name}}" widened from {{from}} to {{to}}.',
      description: 'Old data stays valid, but readers typed to the baseline may reject new values (e.g. integer to number).',
      example: '`integer` → `number`',
    },
    TYPE_RELABELED: {
      severity: 'notice',
      message: 'Column "{{name}}" changed from {{from}} to {{to}}, which accepts the same values.',
      description: 'The type label changed without changing the set of valid values (string and unknown).',
      example: '`string` → `unknown`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { before, after, typeChange } of ctx.pairs) {
      const code = TYPE_CODES[typeChange];
      if (!code) continue;
      const name = after.column.name;
      findings.add(code, {
        subject: name,
        pointer: jsonPointer('current_columns', after.index),
        details: { name, from: before.column.type, to: after.column.type },
      });
    }
  },
});
