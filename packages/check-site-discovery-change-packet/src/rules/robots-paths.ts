import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, SiteBlock } from '../context.js';
import type { RobotsRule } from '../lib/robots/parse.js';

/** How many of the paths a finding names; `count` always tells the whole number. */
const SAMPLE_PATHS = 20;

/**
 * Paths the baseline allowed and the current robots.txt disallows, per examined agent, one finding
 * per deciding rule line (the robots text is what changed; the paths are the evidence). Paths that
 * a new whole-site block decides are left to the robots-site rule.
 */
export const robotsPathsRule = defineRule<Context>()({
  name: 'robots-paths',
  codes: {
    PATHS_NEWLY_DISALLOWED: {
      severity: 'warning',
      message: '"{{rule}}" (line {{line}}) newly disallows {{count}} examined path(s) for {{agent}}.',
      description:
        'An examined path (a sitemap URL, the canonical, or `/`) that the baseline robots.txt allowed for `*` or a major crawler is disallowed by the current one; the finding names the deciding line and the paths.',
      example: '`Disallow: /guides/` added under `User-agent: *`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    // One pass over the verdicts (agent by agent), grouping newly disallowed paths by deciding line.
    const byAgent = new Map<string, Map<RobotsRule, string[]>>();
    for (const verdict of ctx.verdicts) {
      if (!verdict.baseline.allowed || verdict.current.allowed) continue;
      const rule = verdict.current.rule as RobotsRule;
      const block = ctx.siteBlocks.get(verdict.agent) as SiteBlock;
      if (block.newly && rule === block.rule) continue;
      const byRule = byAgent.get(verdict.agent) ?? new Map<RobotsRule, string[]>();
      byAgent.set(verdict.agent, byRule);
      const paths = byRule.get(rule) ?? [];
      byRule.set(rule, paths);
      paths.push(verdict.path.path);
    }
    for (const [agent, byRule] of byAgent) {
      for (const [rule, paths] of byRule) {
        findings.add('PATHS_NEWLY_DISALLOWED', {
          pointer: '/current/robots_text',
          subject: agent,
          details: { agent, rule: rule.text, line: rule.line, count: paths.length, paths: paths.slice(0, SAMPLE_PATHS) },
        });
      }
    }
  },
});
