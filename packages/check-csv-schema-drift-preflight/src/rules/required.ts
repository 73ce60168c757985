import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A compared column whose `required` flag changed (absent counts as false). */
export const requiredRule = defineRule<Context>()({
  name: 'requiredness',
  codes: {
    COLUMN_BECAME_REQUIRED: {
      severity: 'error',
      message: 'Column "{{name}}" was optional and is now required.',
      description: 'Existing rows with a blank value in this column become invalid.',
      example: '`coupon` optional → required',
    },
    COLUMN_BECAME_OPTIONAL: {
      severity: 'warning',
      message: 'Column "{{name}}" was required and is now optional.',
      description: 'Readers that rely on a value being present may now receive blanks.',
      example: '`email` required → optional',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { after, fromRequired, toRequired } of ctx.pairs) {
      if (fromRequired === toRequired) continue;
      const name = after.column.name;
      findings.add(toRequired ? 'COLUMN_BECAME_REQUIRED' : 'COLUMN_BECAME_OPTIONAL', {
        subject: name,
        pointer: jsonPointer('current_columns', after.index),
        details: { name },
      });
    }
  },
});
