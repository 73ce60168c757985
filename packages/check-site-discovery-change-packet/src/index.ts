import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { globalVerdict, prepare, type Context, type SnapshotView } from './context.js';
import { canonicalChange, type CanonicalChange } from './rules/canonical.js';
import { titleChange, type TitleChange } from './rules/page-content.js';
import { sitemapCounts } from './rules/sitemap-urls.js';
import type { Decision } from './robots/ruleset.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

type Access = 'allowed' | 'disallowed';

export interface RobotsVerdict {
  agent: string;
  path: string;
  baseline: Access;
  current: Access;
  /** The line of the current robots.txt that decided, as written; null when no rule matched. */
  rule: string | null;
  /** Its 1-based line number; null with `rule`. */
  line: number | null;
}

export interface RobotsSummary {
  groups: number;
  rules: number;
  /** Product tokens the groups name, lower case, in order of first appearance. */
  agents: string[];
  sitemaps: string[];
}

export type Report = {
  capturedAt: { baseline: string; current: string; ordered: boolean | null };
  url: { baseline: string; current: string };
  robots: { agents: string[]; baseline: RobotsSummary; current: RobotsSummary; verdicts: RobotsVerdict[] };
  sitemap: { baseline: number; current: number; removed: number; added: number; disallowed: number };
  canonical: { baseline: string; current: string; change: CanonicalChange };
  title: { baseline: string | null; current: string | null; change: TitleChange };
  schemaTypes: { removed: string[]; added: string[] };
};

const access = (decision: Decision): Access => (decision.allowed ? 'allowed' : 'disallowed');

function robotsSummary(view: SnapshotView): RobotsSummary {
  const { groups, sitemaps } = view.robots.parsed;
  const agents: string[] = [];
  for (const group of groups) for (const agent of group.agents) if (agent !== null && !agents.includes(agent)) agents.push(agent);
  return {
    groups: groups.length,
    rules: groups.reduce((sum, group) => sum + group.rules.length, 0),
    agents,
    sitemaps: sitemaps.map((record) => record.url),
  };
}

function buildReport(ctx: Context): Report {
  const verdicts = ctx.verdicts.map(({ agent, path, baseline, current }) => ({
    agent,
    path: path.path,
    baseline: access(baseline),
    current: access(current),
    rule: current.rule?.text ?? null,
    line: current.rule?.line ?? null,
  }));
  const counts = sitemapCounts(ctx);
  const before = new Set(ctx.baseline.schemaTypes.map((type) => type.key));
  const after = new Set(ctx.current.schemaTypes.map((type) => type.key));
  return {
    capturedAt: { baseline: ctx.input.baseline.captured_at, current: ctx.input.current.captured_at, ordered: ctx.ordered },
    url: { baseline: ctx.input.baseline.url, current: ctx.input.current.url },
    robots: { agents: ctx.agents, baseline: robotsSummary(ctx.baseline), current: robotsSummary(ctx.current), verdicts },
    sitemap: {
      baseline: ctx.baseline.sitemapUrls.length,
      current: ctx.current.sitemapUrls.length,
      removed: counts.removed,
      added: counts.added,
      disallowed: ctx.current.sitemapUrls.filter((item) => globalVerdict(ctx, item)?.current.allowed === false).length,
    },
    canonical: {
      baseline: ctx.input.baseline.canonical,
      current: ctx.input.current.canonical,
      change: canonicalChange(ctx.baseline.canonical, ctx.current.canonical),
    },
    title: { baseline: ctx.baseline.title, current: ctx.current.title, change: titleChange(ctx.baseline.title, ctx.current.title) },
    schemaTypes: {
      removed: [...before].filter((type) => type !== '' && !after.has(type)),
      added: [...after].filter((type) => type !== '' && !before.has(type)),
    },
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'site-discovery-change-packet',
  title: 'Site Discovery Change Packet',
  category: 'Web Operations',
  summary: 'Compares robots, sitemap, canonical, title and structured-data evidence across two dated snapshots.',
  limitations: [
    'Does not crawl: compares only the two caller-supplied snapshots and fetches no robots.txt, sitemap or page.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of indexing or ranking.',
    'robots_text is at most 32768 characters and each snapshot lists at most 5000 sitemap URLs and 100 structured-data types.',
    'robots.txt is read per RFC 9309 (product tokens, longest match, `*` and `$`); crawler-specific extensions such as crawl-delay, noindex lines or Google\'s index.html rule are not applied.',
    'Robots verdicts are given for `*` and for the major search and AI crawler tokens that a group in either snapshot names; any other crawler follows the `*` verdicts.',
    'Only paths the caller supplies (sitemap URLs, canonicals) and `/` are examined; a rule that blocks other paths goes unreported.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    const newlyDisallowed = report.robots.verdicts.filter((verdict) => verdict.baseline === 'allowed' && verdict.current === 'disallowed').length;
    return {
      report,
      counters: {
        pathsExamined: ctx.paths.length,
        agentsExamined: ctx.agents.length,
        newlyDisallowed,
        sitemapUrlsRemoved: report.sitemap.removed,
        sitemapUrlsAdded: report.sitemap.added,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
