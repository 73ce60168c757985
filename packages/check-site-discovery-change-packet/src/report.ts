import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import { globalVerdict, type Context, type SnapshotView } from './context.js';
import type { CanonicalChange, TitleChange } from './lib/changes.js';
import type { Decision } from './lib/robots/ruleset.js';

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

/** The report and the summary counters, from the prepared context (the findings are not needed). */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const verdicts = ctx.verdicts.map(({ agent, path, baseline, current }) => ({
    agent,
    path: path.path,
    baseline: access(baseline),
    current: access(current),
    rule: current.rule?.text ?? null,
    line: current.rule?.line ?? null,
  }));
  const before = new Set(ctx.baseline.schemaTypes.map((type) => type.key));
  const after = new Set(ctx.current.schemaTypes.map((type) => type.key));
  const report: Report = {
    capturedAt: { baseline: ctx.input.baseline.captured_at, current: ctx.input.current.captured_at, ordered: ctx.ordered },
    url: { baseline: ctx.input.baseline.url, current: ctx.input.current.url },
    robots: { agents: ctx.agents, baseline: robotsSummary(ctx.baseline), current: robotsSummary(ctx.current), verdicts },
    sitemap: {
      baseline: ctx.baseline.sitemapUrls.length,
      current: ctx.current.sitemapUrls.length,
      removed: ctx.sitemap.removed.length,
      added: ctx.sitemap.added,
      disallowed: ctx.current.sitemapUrls.filter((item) => globalVerdict(ctx, item)?.current.allowed === false).length,
    },
    canonical: {
      baseline: ctx.input.baseline.canonical,
      current: ctx.input.current.canonical,
      change: ctx.canonicalChange,
    },
    title: { baseline: ctx.baseline.title, current: ctx.current.title, change: ctx.titleChange },
    schemaTypes: {
      removed: [...before].filter((type) => type !== '' && !after.has(type)),
      added: [...after].filter((type) => type !== '' && !before.has(type)),
    },
  };
  const newlyDisallowed = verdicts.filter((verdict) => verdict.baseline === 'allowed' && verdict.current === 'disallowed').length;
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
}
