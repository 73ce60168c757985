import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { finalTargetOf, MAX_LISTED_HOPS, NONE, prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export { MAX_LISTED_HOPS };

export type ChainReport = { source: string; chain: string[]; chain_truncated: boolean; final_target: string; hops: number };
export type LoopReport = { cycle: string[]; length: number };

export type Report = {
  site_origin: string | null;
  redirects: { total: number; valid: number; invalid: number; duplicates: number; conflicts: number };
  chains: ChainReport[];
  loops: LoopReport[];
  flattened: { source: string; destination: string; hops: number }[];
  baseline: { total: number; covered: number; missing: string[] };
};

/**
 * The report, from the prepared context. `chains` lists each chain once, from its entry (a rule
 * no other rule redirects to); `flattened` gives every rule of two or more hops its final target.
 */
function buildReport(ctx: Context): Report {
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
    chains.push({ source: rule.source, chain, chain_truncated: truncated, final_target: final.target, hops });
  });
  const missing = ctx.baseline.filter(({ location }) => location.ok && !ctx.nodeBySource.has(location.key)).map(({ source }) => source);
  const covered = ctx.baseline.filter(({ location }) => location.ok && ctx.nodeBySource.has(location.key)).length;
  return {
    site_origin: ctx.siteOrigin,
    redirects: { total: ctx.rules.length, valid: ctx.rules.length - invalid, invalid, duplicates: flagged(false), conflicts: flagged(true) },
    chains,
    loops,
    flattened,
    baseline: { total: ctx.baseline.length, covered, missing },
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'redirect-map-preflight',
  title: 'Redirect Map Preflight',
  category: 'Web Operations',
  summary: 'Normalizes a redirect map and flags invalid targets, self-redirects, chains, loops, conflicting rules and legacy URLs left without a redirect.',
  limitations: [
    'Examines the supplied map only; no URL is fetched and no live server behaviour is observed.',
    'Sources match on scheme, host, path and sorted query after normalization; a trailing slash on a non-root path is not significant and fragments are ignored.',
    'Root-relative paths and absolute URLs are joined only when all absolute sources share one origin.',
    'Pattern, wildcard and regular-expression rules are compared as literal URLs.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    return {
      report,
      counters: { redirects: report.redirects.total, chains: report.chains.length, loops: report.loops.length, missing_baseline: report.baseline.missing.length },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
