import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { globalVerdict, type Context } from '../context.js';
import { primaryDomain } from '../lib/url.js';

/**
 * The canonical link (RFC 6596): moved, emptied, unusable, or blocked by the current robots.txt;
 * and the current one as Lighthouse's canonical audit judges it (core/audits/seo/canonical.js):
 * relative, pointing to the site's root from a deeper page, or on another domain.
 */
export const canonicalRule = defineRule<Context>()({
  name: 'canonical',
  codes: {
    CANONICAL_HOST_CHANGED: {
      severity: 'error',
      message: 'The canonical moved to another host: {{from}} → {{to}}.',
      description: 'The page now names a URL on another host as its canonical: search engines consolidate its signals there.',
      example: '`https://shop.example.com/a` → `https://other.example.net/a`',
    },
    CANONICAL_CHANGED: {
      severity: 'warning',
      message: 'The canonical changed from {{from}} to {{to}}.',
      description: 'Same host, another path, query or scheme: the page asks search engines to index a different URL.',
      example: '`/guides/espresso-grinders` → `/guides/grinders`',
    },
    CANONICAL_EMPTIED: {
      severity: 'warning',
      message: 'The canonical {{from}} was removed.',
      description: 'The baseline page declared a canonical and the current one declares none: search engines pick one themselves.',
      example: '`https://example.com/a` → empty',
    },
    CANONICAL_INVALID: {
      severity: 'warning',
      message: 'The canonical "{{canonical}}" does not resolve to an http(s) URL.',
      description: 'The current canonical is neither an absolute http(s) URL nor a reference that resolves against the page URL.',
      example: '`https://` or `mailto:seo@example.com`',
    },
    CANONICAL_DISALLOWED: {
      severity: 'error',
      message: 'The canonical {{canonical}} is disallowed for * by "{{rule}}" (line {{line}}) of the current robots.txt.',
      description: 'The URL the page names as canonical cannot be crawled by crawlers without a group of their own, so the canonical cannot be confirmed.',
      example: 'canonical `/guides/grinders` with `Disallow: /guides/`',
    },
    CANONICAL_RELATIVE: {
      severity: 'warning',
      message: 'The canonical "{{canonical}}" is not an absolute URL (resolves to {{url}}).',
      description:
        'Lighthouse\'s canonical audit fails a relative canonical ("Is not an absolute URL"); Google resolves it against the page but asks for absolute URLs, and a wrong base turns it into another URL.',
      example: '`/guides/a` or `//shop.example.com/guides/a`',
    },
    CANONICAL_POINTS_TO_ROOT: {
      severity: 'warning',
      message: 'The canonical {{url}} is the site root, but the page is {{page}}.',
      description:
        'A page below `/` names the homepage of its own origin as canonical: Lighthouse fails it ("Points to the domain\'s root URL (the homepage), instead of an equivalent page of content"), and search engines fold the page into the homepage.',
      example: 'page `https://example.com/guides/a`, canonical `https://example.com/`',
    },
    CANONICAL_OTHER_DOMAIN: {
      severity: 'warning',
      message: 'The canonical {{url}} is on another domain ({{domain}}) than the page ({{pageDomain}}).',
      description:
        'The canonical names a URL whose domain (last two host labels, as Lighthouse compared them) differs from the page\'s: Lighthouse failed it ("Points to a different domain"), Bing ignores cross-domain canonicals, and a test or staging domain here is a common mistake.',
      example: 'page `https://shop.example.com/a`, canonical `https://staging.example.net/a`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const before = ctx.baseline.canonical;
    const after = ctx.current.canonical;
    const pointer = '/current/canonical';
    const subject = ctx.input.current.canonical;
    const change = ctx.canonicalChange;
    const from = before?.url?.href ?? ctx.input.baseline.canonical;
    const to = after?.url?.href ?? subject;
    if (change === 'host') findings.add('CANONICAL_HOST_CHANGED', { pointer, subject, details: { from, to } });
    if (change === 'path') findings.add('CANONICAL_CHANGED', { pointer, subject, details: { from, to } });
    if (change === 'emptied') findings.add('CANONICAL_EMPTIED', { pointer, subject, details: { from } });
    if (change === 'invalid') findings.add('CANONICAL_INVALID', { pointer, subject, details: { canonical: subject } });
    if (after === null) return;
    const page = ctx.current.pageUrl;
    const url = after.url;
    if (url !== null && after.relative) findings.add('CANONICAL_RELATIVE', { pointer, subject, details: { canonical: subject, url: url.href } });
    if (url !== null && page !== null && url.origin === page.origin && url.pathname === '/' && page.pathname !== '/') {
      findings.add('CANONICAL_POINTS_TO_ROOT', { pointer, subject, details: { url: url.href, page: page.href } });
    }
    if (url !== null && page !== null && primaryDomain(url) !== primaryDomain(page)) {
      findings.add('CANONICAL_OTHER_DOMAIN', { pointer, subject, details: { url: url.href, domain: primaryDomain(url), pageDomain: primaryDomain(page) } });
    }
    const verdict = globalVerdict(ctx, after);
    const rule = verdict?.current.rule;
    if (verdict && rule && !verdict.current.allowed) {
      findings.add('CANONICAL_DISALLOWED', {
        pointer,
        subject,
        details: { canonical: after.url?.href ?? subject, path: after.path, rule: rule.text, line: rule.line, newly: verdict.baseline.allowed },
      });
    }
  },
});
