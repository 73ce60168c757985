import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import { finalTargetOf, NONE, type Context } from './context.js';

export type ChainReport = { source: string; chain: string[]; chainTruncated: boolean; finalTarget: string; hops: number; temporaryHops: number };
export type LoopReport = { cycle: string[]; length: number };

export type Report = {
  siteOrigin: string | null;
  redirects: {
    total: number;
    valid: number;
    invalid: number;
    duplicates: number;
    conflicts: number;
    /** Rules by their `status`: 301/308, 302/303/307, none given, anything else. */
    statuses: { permanent: number; temporary: number; unspecified: number; invalid: number };
  };
  chains: ChainReport[];
  loops: LoopReport[];
  flattened: { source: string; destination: string; hops: number }[];
  baseline: { total: number; covered: number; missing: string[] };
};

/**
 * The report, from the prepared context. `chains` lists each chain once, from its entry (a rule
 * no other rule redirects to); `flattened` gives every rule of two or more hops its final target.
 */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const invalid = ctx.rules.filter((rule) => !rule.src.ok || (rule.dst !== null && !rule.dst.ok)).length;
  const flagged = (conflict: boolean) => ctx.sets.filter((set) => set.conflict === conflict).reduce((sum, set) => sum + set.members.length, 0);
  const loops: LoopReport[] = ctx.cycles
    .filter((cycle) => cycle.length > 1)
    .map((cycle) => {
      const sources = cycle.map((node) => ctx.ruleOf(node).source);
      return { cycle: [...sources, sources[0] as string], length: cycle.length };
    });
  const chains: ChainReport[] = [];
  const flattened: Report['flattened'] = [];
  ctx.nodes.forEach((_index, node) => {
    const hops = ctx.hops[node] as number;
    if (ctx.intoLoop[node] || hops < 2) return;
    const rule = ctx.ruleOf(node);
    const final = finalTargetOf(ctx, node);
    flattened.push({ source: rule.source, destination: final.target, hops });
    if (ctx.indegree[node] !== 0) return;
    const { chain, truncated } = ctx.listSources(node, (hop) => hop === NONE);
    if (!truncated) chain.push(final.target);
    chains.push({ source: rule.source, chain, chainTruncated: truncated, finalTarget: final.target, hops, temporaryHops: ctx.temporaryHops[node] as number });
  });
  const missing = ctx.baseline.filter(({ location }) => location.ok && !ctx.nodeBySource.has(location.key)).map(({ source }) => source);
  const covered = ctx.baseline.filter(({ location }) => location.ok && ctx.nodeBySource.has(location.key)).length;
  const statuses = { permanent: 0, temporary: 0, unspecified: 0, invalid: 0 };
  for (const rule of ctx.rules) statuses[rule.status.kind]++;
  const report: Report = {
    siteOrigin: ctx.siteOrigin,
    redirects: { total: ctx.rules.length, valid: ctx.rules.length - invalid, invalid, duplicates: flagged(false), conflicts: flagged(true), statuses },
    chains,
    loops,
    flattened,
    baseline: { total: ctx.baseline.length, covered, missing },
  };
  return {
    report,
    counters: { redirects: report.redirects.total, chains: report.chains.length, loops: report.loops.length, missingBaseline: report.baseline.missing.length },
  };
}
