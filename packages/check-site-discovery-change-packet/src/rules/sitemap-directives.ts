import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { directiveKey } from '../lib/url.js';

/** `Sitemap:` lines (RFC 9309 §2.2.4 other records) the baseline robots.txt had and the current one lacks. */
export const sitemapDirectivesRule = defineRule<Context>()({
  name: 'sitemap-directives',
  codes: {
    SITEMAP_DIRECTIVE_REMOVED: {
      severity: 'warning',
      message: 'The current robots.txt no longer declares the sitemap {{sitemap}} (baseline line {{line}}).',
      description:
        'A `Sitemap:` line of the baseline robots.txt is missing from the current one: crawlers that find sitemaps through robots.txt lose it.',
      example: '`Sitemap: https://example.com/sitemap.xml` dropped',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const current = new Set(ctx.current.robots.parsed.sitemaps.map((record) => directiveKey(record.url)));
    const reported = new Set<string>();
    for (const record of ctx.baseline.robots.parsed.sitemaps) {
      const key = directiveKey(record.url);
      if (current.has(key) || reported.has(key)) continue;
      reported.add(key);
      findings.add('SITEMAP_DIRECTIVE_REMOVED', {
        pointer: '/current/robots_text',
        subject: record.url,
        details: { sitemap: record.url, line: record.line, remaining: current.size },
      });
    }
  },
});
