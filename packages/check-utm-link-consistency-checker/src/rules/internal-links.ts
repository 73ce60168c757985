import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A link published on the site it points to that still carries utm_ keys. */
export const internalLinksRule = defineRule<Context>()({
  name: 'internal-links',
  codes: {
    UTM_ON_INTERNAL_LINK: {
      severity: 'warning',
      message: 'Link "{{id}}" points to its own site ({{reason}}) and carries {{params}}.',
      description:
        'Campaign parameters on a link from your own site to your own site replace the visitor\'s real source in analytics attribution. Read from the link\'s open keys: `internal: true`, or `page_url` (the page the link is on) on the same host, `www.` ignored.',
      example: '`{ "page_url": "https://shop.example.com/", "url": "https://shop.example.com/sale?utm_source=home" }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, internal } of ctx.links) {
      if (!internal) continue;
      findings.add('UTM_ON_INTERNAL_LINK', { subject: id, pointer, details: { id, reason: internal.reason, params: internal.params.join(', ') } });
    }
  },
});
