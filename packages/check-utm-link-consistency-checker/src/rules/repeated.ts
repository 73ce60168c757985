import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A tracked parameter set more than once in one query; untracked ones may repeat. */
export const repeatedRule = defineRule<Context>()({
  name: 'repeated-parameters',
  codes: {
    UTM_PARAM_REPEATED: {
      severity: 'warning',
      message: 'Link "{{id}}" sets {{param}} {{count}} times.',
      description: 'A tracked parameter appears more than once in one query; tools disagree on which value wins.',
      example: '`utm_source=a&utm_source=b`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, params } of ctx.links) {
      for (const { param, values, tracked } of params) {
        if (tracked && values.length > 1) findings.add('UTM_PARAM_REPEATED', { subject: id, pointer, details: { id, param, count: values.length, values } });
      }
    }
  },
});
