import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { globalVerdict, type Context } from '../context.js';

/**
 * The current sitemap list against the current robots.txt and against the baseline list. A URL
 * is compared without its fragment and with scheme and host in canonical case.
 */
export const sitemapUrlsRule = defineRule<Context>()({
  name: 'sitemap-urls',
  codes: {
    SITEMAP_URL_INVALID: {
      severity: 'warning',
      message: 'Sitemap entry "{{url}}" is not an absolute http(s) URL.',
      description: 'A current sitemap entry does not parse as an absolute http or https URL; sitemaps.org requires fully qualified URLs.',
      example: '`/guides/grinders`',
    },
    SITEMAP_URL_OFF_SITE: {
      severity: 'notice',
      message: 'Sitemap URL {{url}} is not on {{site}}; the supplied robots.txt does not govern it.',
      description:
        'A current sitemap URL has another scheme, host or port than the page: robots.txt applies per origin (RFC 9309 §2.3), so its robots verdict is not examined.',
      example: '`https://cdn.example.net/a` in the sitemap of `https://example.com/`',
    },
    SITEMAP_URL_DISALLOWED: {
      severity: 'error',
      message: 'Sitemap URL {{url}} is disallowed for * by "{{rule}}" (line {{line}}) of the current robots.txt.',
      description:
        'The sitemap asks crawlers to fetch a URL that the current robots.txt forbids to every crawler without a group of its own: the URL cannot be crawled.',
      example: '`https://example.com/guides/a` with `Disallow: /guides/`',
    },
    SITEMAP_URL_REMOVED: {
      severity: 'warning',
      message: 'Sitemap URL {{url}} was removed ({{removed}} of {{baselineCount}} baseline URLs are gone).',
      description: 'A URL of the baseline sitemap list is absent from the current list; `removed` counts all removed URLs.',
      example: '`https://example.com/guides/espresso-grinders` dropped',
    },
    SITEMAP_EMPTIED: {
      severity: 'error',
      message: 'The current sitemap list is empty; the baseline listed {{baselineCount}} URL(s).',
      description: 'Every URL of the sitemap went away at once, which usually means a broken sitemap generator rather than an editorial change.',
      example: '3 URLs → `[]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const site = ctx.current.pageUrl?.origin ?? ctx.input.current.url;
    for (const item of ctx.current.sitemapUrls) {
      const at = { pointer: item.pointer, subject: item.raw };
      if (item.url === null) {
        findings.add('SITEMAP_URL_INVALID', { ...at, details: { url: item.raw } });
        continue;
      }
      if (!item.onSite) {
        findings.add('SITEMAP_URL_OFF_SITE', { ...at, details: { url: item.raw, site } });
        continue;
      }
      const verdict = globalVerdict(ctx, item);
      const rule = verdict?.current.rule;
      if (verdict && rule && !verdict.current.allowed) {
        findings.add('SITEMAP_URL_DISALLOWED', {
          ...at,
          details: { url: item.raw, path: item.path, rule: rule.text, line: rule.line, newly: verdict.baseline.allowed },
        });
      }
    }

    const baselineCount = ctx.baseline.sitemapUrls.length;
    if (baselineCount > 0 && ctx.current.sitemapUrls.length === 0) {
      findings.add('SITEMAP_EMPTIED', { pointer: '/current/sitemap_urls', subject: null, details: { baselineCount } });
      return;
    }
    const { removed } = ctx.sitemap;
    for (const item of removed) {
      findings.add('SITEMAP_URL_REMOVED', {
        pointer: item.pointer,
        subject: item.raw,
        details: { url: item.raw, removed: removed.length, baselineCount },
      });
    }
  },
});

