import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { crawlerKind, GLOBAL_AGENT } from '../lib/agents.js';
import type { Context, SiteBlock } from '../context.js';

/**
 * Whole-site blocks: a disallow that matches every path (`/`, `/*`) and no allow of the same
 * reach beside it. For `*` and for search crawlers that is an error whatever the baseline said;
 * for AI crawlers, whose exclusion is a legitimate choice, only a new block is worth a review.
 */
export const robotsSiteRule = defineRule<Context>()({
  name: 'robots-site',
  codes: {
    ROBOTS_DISALLOWS_SITE: {
      severity: 'error',
      message: 'The current robots.txt disallows the whole site for every crawler ("{{rule}}", line {{line}}).',
      description:
        'The group that applies to `*` holds `Disallow: /` (or `/*`, or a misspelling Google reads as Disallow, such as `Disalow: /`) with no `Allow: /` beside it: crawlers that follow RFC 9309 fetch nothing from the site.',
      example: '`User-agent: *` / `Disallow: /`',
    },
    SEARCH_CRAWLER_SITE_DISALLOWED: {
      severity: 'error',
      message: 'The current robots.txt disallows the whole site for {{agent}} ("{{rule}}", line {{line}}).',
      description: 'A group naming a major search crawler (Googlebot, Bingbot, Applebot…) blocks every path: the site drops out of that search engine.',
      example: '`User-agent: Googlebot` / `Disallow: /`',
    },
    AI_CRAWLER_SITE_DISALLOWED: {
      severity: 'warning',
      message: 'The whole site is newly disallowed for {{agent}} ("{{rule}}", line {{line}}).',
      description:
        'A major AI crawler (GPTBot, ClaudeBot, PerplexityBot, CCBot…) could fetch the site in the baseline and is now blocked from every path.',
      example: '`User-agent: GPTBot` / `Disallow: /` added',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const agent of ctx.agents) {
      const { rule, newly } = ctx.siteBlocks.get(agent) as SiteBlock;
      if (rule === null) continue;
      const details = { agent, rule: rule.text, line: rule.line, newly };
      const at = { pointer: '/current/robots_text', subject: agent };
      if (agent === GLOBAL_AGENT) findings.add('ROBOTS_DISALLOWS_SITE', { ...at, details });
      else if (crawlerKind(agent) === 'search') findings.add('SEARCH_CRAWLER_SITE_DISALLOWED', { ...at, details });
      else if (newly) findings.add('AI_CRAWLER_SITE_DISALLOWED', { ...at, details });
    }
  },
});

