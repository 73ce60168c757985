import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { whitespaceIssue } from '../lib/url.js';

/** Leading or trailing, repeated or non-space whitespace in a tracked parameter's decoded (first) value. */
export const whitespaceRule = defineRule<Context>()({
  name: 'whitespace-drift',
  codes: {
    UTM_WHITESPACE: {
      severity: 'warning',
      message: 'Link "{{id}}" has whitespace drift in {{param}} ({{issue}}).',
      description: 'A decoded tracked value has leading or trailing, repeated, or non-space whitespace (tabs, newlines, no-break spaces).',
      example: '`spring_sale%20`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, params } of ctx.links) {
      for (const { param, values, tracked } of params) {
        const [value] = values;
        const issue = tracked ? whitespaceIssue(value) : null;
        if (issue) findings.add('UTM_WHITESPACE', { subject: id, pointer, details: { id, param, value, issue } });
      }
    }
  },
});
