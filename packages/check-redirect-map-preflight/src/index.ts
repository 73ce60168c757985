import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { normalizeDestination, normalizeSource, PLACEHOLDER_ORIGIN, siteOriginOf } from './rules/normalize.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type ChainReport = { source: string; chain: string[]; chain_truncated: boolean; final_target: string; hops: number };

/** A finding lists at most this many sources of a chain; `hops` always gives the full length. */
export const MAX_LISTED_HOPS = 50;
export type LoopReport = { cycle: string[]; length: number };

export type Report = {
  site_origin: string | null;
  redirects: { total: number; valid: number; invalid: number; duplicates: number; conflicts: number };
  chains: ChainReport[];
  loops: LoopReport[];
  flattened: { source: string; destination: string; hops: number }[];
  baseline: { total: number; covered: number; missing: string[] };
};

/** One redirect rule whose source is valid. */
interface Rule {
  index: number;
  source: string;
  destination: string;
  sourceKey: string;
  /** Normalized destination, or null when the destination is invalid. */
  destinationKey: string | null;
}

const NONE = -1;

function evaluateMap(input: Input, findings: FindingCollector<typeof codes>): { report: Report; counters: Record<string, number> } {
  const { redirects } = input;
  const detected = siteOriginOf(redirects.map((r) => r.source));
  const siteOrigin = detected ?? PLACEHOLDER_ORIGIN;

  // 1. Normalize every rule; the first rule of each normalized source is the one in the graph.
  const nodes: Rule[] = [];
  const nodeBySource = new Map<string, number>();
  let invalid = 0;
  let duplicates = 0;
  let conflicts = 0;
  redirects.forEach(({ source, destination }, index) => {
    const src = normalizeSource(source, siteOrigin);
    if (!src.ok) {
      invalid++;
      findings.add('INVALID_SOURCE', {
        subject: source,
        pointer: jsonPointer('redirects', index, 'source'),
        details: { source, reason: src.reason, ...(src.scheme ? { scheme: src.scheme } : {}) },
      });
      return;
    }
    const dst = normalizeDestination(destination, src.url, siteOrigin);
    if (!dst.ok) {
      invalid++;
      findings.add('INVALID_DESTINATION', {
        subject: source,
        pointer: jsonPointer('redirects', index, 'destination'),
        details: { source, destination, reason: dst.reason, ...(dst.scheme ? { scheme: dst.scheme } : {}) },
      });
    }
    const rule: Rule = { index, source, destination, sourceKey: src.key, destinationKey: dst.ok ? dst.key : null };
    const first = nodeBySource.get(src.key);
    if (first !== undefined) {
      const kept = nodes[first] as Rule;
      const same = kept.destinationKey !== null && kept.destinationKey === rule.destinationKey;
      if (same) duplicates++;
      else conflicts++;
      findings.add(same ? 'DUPLICATE_SOURCE' : 'CONFLICTING_SOURCE', {
        subject: source,
        pointer: jsonPointer('redirects', index, 'source'),
        details: {
          source,
          destination,
          normalized: src.key,
          first_index: kept.index,
          first_source: kept.source,
          first_destination: kept.destination,
        },
      });
      return;
    }
    nodeBySource.set(src.key, nodes.length);
    nodes.push(rule);
  });

  // 2. Each node has at most one successor: the node whose source is its destination.
  const count = nodes.length;
  const next = new Int32Array(count).fill(NONE);
  const indegree = new Int32Array(count);
  nodes.forEach((rule, id) => {
    if (rule.destinationKey === null) return;
    const target = nodeBySource.get(rule.destinationKey);
    if (target === undefined) return;
    next[id] = target;
    if (target === id) {
      findings.add('SELF_REDIRECT', {
        subject: rule.source,
        pointer: jsonPointer('redirects', rule.index),
        details: { source: rule.source, destination: rule.destination, normalized: rule.sourceKey },
      });
    } else {
      indegree[target] = (indegree[target] as number) + 1;
    }
  });

  // 3. One linear walk with colour marking: 0 unseen, 1 on the current path, 2 resolved. Each node
  //    is pushed once; its hop count, last rule and loop flag come from its successor's.
  const state = new Uint8Array(count);
  const hops = new Int32Array(count);
  const last = new Int32Array(count).fill(NONE);
  const intoLoop = new Uint8Array(count);
  const onCycle = new Uint8Array(count);
  const positionOnPath = new Int32Array(count).fill(NONE);
  const cycles: number[][] = [];
  for (let start = 0; start < count; start++) {
    if (state[start] !== 0) continue;
    const path: number[] = [];
    let current = start;
    while (current !== NONE && state[current] === 0) {
      state[current] = 1;
      positionOnPath[current] = path.length;
      path.push(current);
      current = next[current] as number;
    }
    if (current !== NONE && state[current] === 1) {
      const cycle = path.splice(positionOnPath[current] as number);
      for (const member of cycle) {
        state[member] = 2;
        onCycle[member] = 1;
        intoLoop[member] = 1;
        hops[member] = cycle.length;
      }
      cycles.push(cycle);
    }
    for (let k = path.length - 1; k >= 0; k--) {
      const id = path[k] as number;
      const successor = next[id] as number;
      if (successor === NONE) {
        hops[id] = 1;
        last[id] = id;
      } else {
        hops[id] = (hops[successor] as number) + 1;
        last[id] = last[successor] as number;
        intoLoop[id] = intoLoop[successor] as number;
      }
      state[id] = 2;
    }
  }

  // 4. Loops, reported once each at the earliest rule of the cycle (self-redirects are reported above).
  const loops: LoopReport[] = [];
  for (const cycle of cycles) {
    if (cycle.length < 2) continue;
    let first = 0;
    cycle.forEach((id, k) => {
      if (id < (cycle[first] as number)) first = k;
    });
    const ordered = [...cycle.slice(first), ...cycle.slice(0, first)];
    const sources = ordered.map((id) => (nodes[id] as Rule).source);
    const cycleText = [...sources, sources[0] as string];
    loops.push({ cycle: cycleText, length: cycle.length });
    const head = nodes[ordered[0] as number] as Rule;
    findings.add('REDIRECT_LOOP', {
      subject: head.source,
      pointer: jsonPointer('redirects', head.index),
      details: { cycle: cycleText.join(' -> '), rules: ordered.map((id) => (nodes[id] as Rule).index), length: cycle.length },
    });
  }

  // 5. Chains: every rule with two or more hops is flattened in the report; the chain is reported
  //    at each chain entry (a rule no other rule redirects to). Many entries can share one long
  //    tail, so a finding lists at most MAX_LISTED_HOPS sources (hop count and target stay exact)
  //    and loop entries are memoized: work and output stay linear in the number of rules.
  const loopEntry = new Int32Array(count).fill(-1);
  const hopsToLoop = new Int32Array(count);
  const entryOf = (start: number): number => {
    const path: number[] = [];
    let hop = start;
    while (!onCycle[hop] && (loopEntry[hop] as number) === -1) {
      path.push(hop);
      hop = next[hop] as number;
    }
    const entry = onCycle[hop] ? hop : (loopEntry[hop] as number);
    let distance = onCycle[hop] ? 0 : (hopsToLoop[hop] as number);
    for (let k = path.length - 1; k >= 0; k--) {
      const id = path[k] as number;
      loopEntry[id] = entry;
      hopsToLoop[id] = ++distance;
    }
    return entry;
  };
  const listSources = (start: number, stopAt: (hop: number) => boolean): { chain: string[]; truncated: boolean } => {
    const chain: string[] = [];
    let hop = start;
    while (!stopAt(hop) && chain.length < MAX_LISTED_HOPS) {
      chain.push((nodes[hop] as Rule).source);
      hop = next[hop] as number;
    }
    return { chain, truncated: !stopAt(hop) };
  };
  const chains: ChainReport[] = [];
  const flattened: Report['flattened'] = [];
  for (let id = 0; id < count; id++) {
    const rule = nodes[id] as Rule;
    if (onCycle[id] || next[id] === NONE) continue;
    if (intoLoop[id]) {
      if (indegree[id] !== 0) continue;
      const entryId = entryOf(id);
      const { chain, truncated } = listSources(id, (hop) => hop === entryId);
      const entry = (nodes[entryId] as Rule).source;
      if (!truncated) chain.push(entry);
      findings.add('CHAIN_INTO_LOOP', {
        subject: rule.source,
        pointer: jsonPointer('redirects', rule.index),
        details: { source: rule.source, chain, chain_truncated: truncated, loop_entry: entry, hops: hopsToLoop[id] as number },
      });
      continue;
    }
    const final = nodes[last[id] as number] as Rule;
    flattened.push({ source: rule.source, destination: final.destination, hops: hops[id] as number });
    if (indegree[id] !== 0) continue;
    const { chain, truncated } = listSources(id, (hop) => hop === NONE);
    if (!truncated) chain.push(final.destination);
    chains.push({ source: rule.source, chain, chain_truncated: truncated, final_target: final.destination, hops: hops[id] as number });
    findings.add('REDIRECT_CHAIN', {
      subject: rule.source,
      pointer: jsonPointer('redirects', rule.index),
      details: {
        source: rule.source,
        chain,
        chain_truncated: truncated,
        final_target: final.destination,
        final_target_valid: final.destinationKey !== null,
        hops: hops[id] as number,
      },
    });
  }

  // 6. Baseline sources need a rule.
  const baselineSources = input.baseline_sources ?? [];
  const missing: string[] = [];
  let covered = 0;
  baselineSources.forEach((source, index) => {
    const pointer = jsonPointer('baseline_sources', index);
    const src = normalizeSource(source, siteOrigin);
    if (!src.ok) {
      findings.add('INVALID_SOURCE', {
        subject: source,
        pointer,
        details: { source, reason: src.reason, ...(src.scheme ? { scheme: src.scheme } : {}) },
      });
      return;
    }
    if (nodeBySource.has(src.key)) {
      covered++;
      return;
    }
    missing.push(source);
    findings.add('UNREDIRECTED_BASELINE_SOURCE', { subject: source, pointer, details: { source, normalized: src.key } });
  });

  const report: Report = {
    site_origin: detected,
    redirects: { total: redirects.length, valid: redirects.length - invalid, invalid, duplicates, conflicts },
    chains,
    loops,
    flattened,
    baseline: { total: baselineSources.length, covered, missing },
  };
  return {
    report,
    counters: { redirects: redirects.length, chains: chains.length, loops: loops.length, missing_baseline: missing.length },
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
  evaluate: evaluateMap,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
