import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Both snapshots should describe a page on one host; otherwise robots and page evidence compare two sites. */
export const pageUrlRule = defineRule<Context>()({
  name: 'page-url',
  codes: {
    URL_HOST_CHANGED: {
      severity: 'error',
      message: 'The page host changed from {{from}} to {{to}}.',
      description:
        'The two snapshots describe pages on different hosts (or one is not an http(s) URL): the robots.txt files belong to different sites and the comparison is a migration, not a change.',
      example: '`https://shop.example.com/a` → `https://www.example.com/a`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const from = ctx.baseline.pageUrl?.host ?? ctx.input.baseline.url;
    const to = ctx.current.pageUrl?.host ?? ctx.input.current.url;
    if (from.toLowerCase() === to.toLowerCase()) return;
    findings.add('URL_HOST_CHANGED', { pointer: '/current/url', subject: ctx.input.current.url, details: { from, to } });
  },
});
