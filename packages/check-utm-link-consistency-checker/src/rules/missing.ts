import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** One finding per link that lacks required names (absent or blank): all counted, the first LIST_CAP named. */
export const missingRule = defineRule<Context>()({
  name: 'missing-parameters',
  codes: {
    UTM_MISSING: {
      severity: 'error',
      message: 'Link "{{id}}" lacks {{params}}.',
      description: 'One or more required parameters are absent or blank in the query (a differently cased key does not count).',
      example: 'no `utm_campaign`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, missing } of ctx.links) {
      if (!missing) continue;
      findings.add('UTM_MISSING', {
        subject: id,
        pointer,
        details: { id, params: missing.shown.map((m) => m.param).join(', '), count: missing.count, missing: missing.shown },
      });
    }
  },
});
