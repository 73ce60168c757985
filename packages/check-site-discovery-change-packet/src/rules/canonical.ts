import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { globalVerdict, type Context } from '../context.js';

/** The canonical link (RFC 6596): moved, emptied, unusable, or blocked by the current robots.txt. */
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
