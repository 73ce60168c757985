import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** `utm_*` keys after `#`: they never reach the server. */
export const fragmentRule = defineRule<Context>()({
  name: 'utm-in-fragment',
  codes: {
    UTM_IN_FRAGMENT: {
      severity: 'warning',
      message: 'Link "{{id}}" has UTM parameters in its fragment: {{params}}.',
      description: 'UTM parameters after # are not sent to the server and are ignored by standard campaign tracking.',
      example: '`/app#utm_source=app`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, fragmentUtm } of ctx.links) {
      if (fragmentUtm.length > 0) findings.add('UTM_IN_FRAGMENT', { subject: id, pointer, details: { id, params: fragmentUtm } });
    }
  },
});
