import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { encodingIssue } from '../lib/url.js';

/** A tracked parameter's decoded (first) value that still holds `%XX`, or U+FFFD from undecodable bytes. */
export const encodingRule = defineRule<Context>()({
  name: 'encoding-drift',
  codes: {
    UTM_ENCODING_SUSPECT: {
      severity: 'warning',
      message: 'Link "{{id}}" has an encoding problem in {{param}} ({{issue}}).',
      description: 'A tracked value still holds %XX after decoding (double-encoded) or holds undecodable percent-escapes.',
      example: '`spring%2520sale`, `caf%E9`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, params } of ctx.links) {
      for (const { param, values, tracked } of params) {
        const [value] = values;
        const issue = tracked ? encodingIssue(value) : null;
        if (issue) findings.add('UTM_ENCODING_SUSPECT', { subject: id, pointer, details: { id, param, value, issue } });
      }
    }
  },
});
