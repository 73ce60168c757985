/**
 * What every rule reads, prepared once: each rule and baseline URL normalized, the sets of rules
 * that share a normalized source, and the redirect graph walked once (hop counts, final rules,
 * cycles). Rules only read this; none of them walks the graph on its own.
 */
import { normalizeDestination, normalizeSource, PLACEHOLDER_ORIGIN, siteOriginOf, type Location } from './lib/normalize.js';
import { readStatus, type RedirectStatus } from './lib/status.js';
import type { Input } from './generated/schema.js';

/** A finding lists at most this many sources of a chain or loop; `hops` and `length` stay exact. */
export const MAX_LISTED_HOPS = 50;

/** Google's crawlers follow up to this many redirect hops; a longer chain is a redirect error. */
export const MAX_CRAWLER_HOPS = 10;

export const NONE = -1;

/** One item of `redirects`, normalized. */
export interface RuleEntry {
  index: number;
  source: string;
  destination: string;
  /** The rule's `status` (an open key), read as permanent, temporary, unspecified or invalid. */
  status: RedirectStatus;
  src: Location;
  /** Null when the source is invalid (the destination is then not resolved). */
  dst: Location | null;
  /** Normalized source, or null when the source is invalid. */
  sourceKey: string | null;
  /** Normalized destination, or null when the source or the destination is invalid. */
  destinationKey: string | null;
  /** The graph node this rule is, or NONE when the source is invalid or an earlier rule has it. */
  node: number;
}

/** Two or more rules with one normalized source, in input order. */
export interface SourceSet {
  key: string;
  /** Indices into `rules` (= into `redirects`). */
  members: number[];
  /** True unless every member names the same destination (normalized; an invalid one as written). */
  conflict: boolean;
}

export interface BaselineEntry {
  index: number;
  source: string;
  location: Location;
}

export interface Context {
  /** The single origin every absolute source shares, or null. */
  siteOrigin: string | null;
  rules: RuleEntry[];
  baseline: BaselineEntry[];
  sets: SourceSet[];
  /** Node id -> index into `rules`; node ids follow input order. */
  nodes: number[];
  nodeBySource: Map<string, number>;
  /** The node whose source is this node's destination, or NONE. */
  next: Int32Array;
  /** How many other nodes redirect to this one. */
  indegree: Int32Array;
  /** Hops to the final target; for a node that reaches a loop, the hops to come round. */
  hops: Int32Array;
  /** The last node of the chain (its destination is the final target), NONE when it reaches a loop. */
  last: Int32Array;
  onCycle: Uint8Array;
  intoLoop: Uint8Array;
  /** Temporary (302, 303, 307) rules on the way from this node to its final target, itself included. */
  temporaryHops: Int32Array;
  /** The first of them, NONE when there is none (meaningless for nodes that reach a loop). */
  firstTemporary: Int32Array;
  /** Every cycle once (self-redirects included), rotated to start at its earliest rule. */
  cycles: number[][];
  /** Node -> the cycle it is on or leads into (index into `cycles`), NONE when it reaches no loop. */
  cycleOf: Int32Array;
  /** The node that leads into a loop -> the first node on the loop it reaches, and the hops to it. */
  entryOf(node: number): { entry: number; hops: number };
  /** Sources from `start`, following `next` until `stop` (exclusive), at most MAX_LISTED_HOPS of them. */
  listSources(start: number, stop: (node: number) => boolean): { chain: string[]; truncated: boolean };
  ruleOf(node: number): RuleEntry;
}

/** What two rules of one source are compared by: the normalized destination, or an invalid one's text. */
function destinationIdentity(rule: RuleEntry): string {
  return rule.destinationKey === null ? `invalid:${rule.destination.trim()}` : `url:${rule.destinationKey}`;
}

export function prepare(input: Input): Context {
  const siteOrigin = siteOriginOf(input.redirects.map((r) => r.source));
  const origin = siteOrigin ?? PLACEHOLDER_ORIGIN;

  // Normalize; the first rule of each normalized source is the graph node.
  const nodes: number[] = [];
  const nodeBySource = new Map<string, number>();
  const membersBySource = new Map<string, number[]>();
  const rules: RuleEntry[] = input.redirects.map((item, index) => {
    const { source, destination } = item;
    const status = readStatus(item);
    const src = normalizeSource(source, origin);
    if (!src.ok) return { index, source, destination, status, src, dst: null, sourceKey: null, destinationKey: null, node: NONE };
    const dst = normalizeDestination(destination, src.url, origin);
    const members = membersBySource.get(src.key);
    let node = NONE;
    if (members) members.push(index);
    else {
      membersBySource.set(src.key, [index]);
      node = nodes.length;
      nodeBySource.set(src.key, node);
      nodes.push(index);
    }
    return { index, source, destination, status, src, dst, sourceKey: src.key, destinationKey: dst.ok ? dst.key : null, node };
  });

  const sets: SourceSet[] = [];
  for (const [key, members] of membersBySource) {
    if (members.length < 2) continue;
    const first = destinationIdentity(rules[members[0] as number] as RuleEntry);
    const conflict = members.some((m) => destinationIdentity(rules[m] as RuleEntry) !== first);
    sets.push({ key, members, conflict });
  }

  const baseline: BaselineEntry[] = (input.baseline_sources ?? []).map((source, index) => ({
    index,
    source,
    location: normalizeSource(source, origin),
  }));

  // Each node has at most one successor: the node whose source is its destination.
  const count = nodes.length;
  const ruleOf = (node: number): RuleEntry => rules[nodes[node] as number] as RuleEntry;
  const next = new Int32Array(count).fill(NONE);
  const indegree = new Int32Array(count);
  for (let id = 0; id < count; id++) {
    const key = ruleOf(id).destinationKey;
    const target = key === null ? undefined : nodeBySource.get(key);
    if (target === undefined) continue;
    next[id] = target;
    if (target !== id) indegree[target] = (indegree[target] as number) + 1;
  }

  // One linear walk with colour marking: 0 unseen, 1 on the current path, 2 resolved. Each node
  // is pushed once; its hop count, last node and cycle come from its successor's.
  const state = new Uint8Array(count);
  const hops = new Int32Array(count);
  const last = new Int32Array(count).fill(NONE);
  const onCycle = new Uint8Array(count);
  const intoLoop = new Uint8Array(count);
  const cycleOf = new Int32Array(count).fill(NONE);
  const temporaryHops = new Int32Array(count);
  const firstTemporary = new Int32Array(count).fill(NONE);
  const isTemporary = (node: number) => ruleOf(node).status.kind === 'temporary';
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
      let earliest = 0;
      cycle.forEach((id, k) => {
        if (id < (cycle[earliest] as number)) earliest = k;
      });
      const rotated = [...cycle.slice(earliest), ...cycle.slice(0, earliest)];
      for (const member of rotated) {
        state[member] = 2;
        onCycle[member] = 1;
        intoLoop[member] = 1;
        hops[member] = rotated.length;
        cycleOf[member] = cycles.length;
      }
      cycles.push(rotated);
    }
    for (let k = path.length - 1; k >= 0; k--) {
      const id = path[k] as number;
      const successor = next[id] as number;
      const own = isTemporary(id) ? 1 : 0;
      if (successor === NONE) {
        hops[id] = 1;
        last[id] = id;
        temporaryHops[id] = own;
        firstTemporary[id] = own ? id : NONE;
      } else {
        hops[id] = (hops[successor] as number) + 1;
        last[id] = last[successor] as number;
        intoLoop[id] = intoLoop[successor] as number;
        cycleOf[id] = cycleOf[successor] as number;
        temporaryHops[id] = own + (temporaryHops[successor] as number);
        firstTemporary[id] = own ? id : (firstTemporary[successor] as number);
      }
      state[id] = 2;
    }
  }

  // Loop entries are memoized, so finding them for every node that leads into a loop is linear.
  const loopEntry = new Int32Array(count).fill(NONE);
  const hopsToLoop = new Int32Array(count);
  const entryOf = (start: number): { entry: number; hops: number } => {
    const path: number[] = [];
    let hop = start;
    while (!onCycle[hop] && loopEntry[hop] === NONE) {
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
    return { entry, hops: onCycle[start] ? 0 : (hopsToLoop[start] as number) };
  };

  const listSources = (start: number, stop: (node: number) => boolean): { chain: string[]; truncated: boolean } => {
    const chain: string[] = [];
    let hop = start;
    while (!stop(hop) && chain.length < MAX_LISTED_HOPS) {
      chain.push(ruleOf(hop).source);
      hop = next[hop] as number;
    }
    return { chain, truncated: !stop(hop) };
  };

  return {
    siteOrigin,
    rules,
    baseline,
    sets,
    nodes,
    nodeBySource,
    next,
    indegree,
    hops,
    last,
    onCycle,
    intoLoop,
    temporaryHops,
    firstTemporary,
    cycles,
    cycleOf,
    entryOf,
    listSources,
    ruleOf,
  };
}

/** The group key of a loop (or self-redirect): its earliest rule's normalized source. */
export function loopGroup(ctx: Context, cycle: number): string {
  const head = (ctx.cycles[cycle] as number[])[0] as number;
  return `loop:${ctx.ruleOf(head).sourceKey as string}`;
}

/** The final target of a node that ends in no loop: the last rule's destination, and its group key. */
export function finalTargetOf(ctx: Context, node: number): { rule: RuleEntry; target: string; group: string } {
  const rule = ctx.ruleOf(ctx.last[node] as number);
  return { rule, target: rule.destination, group: `chain:${rule.destinationKey ?? rule.destination.trim()}` };
}
