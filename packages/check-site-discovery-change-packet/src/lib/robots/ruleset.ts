import { canonicalPath } from './encoding.js';
import { failureTable, findEnd } from './match.js';
import type { ParsedRobots, RobotsRule } from './parse.js';

/** The answer for one path: allowed or not, and the rule that decided (null: no rule matched). */
export interface Decision {
  allowed: boolean;
  rule: RobotsRule | null;
}

interface TrieNode {
  children: Map<number, TrieNode>;
  /** Literal rules (no `*`) with this prefix: the prefix, or the whole path with `$`, decides them. */
  plain: RobotsRule[];
  /** The rules with this literal prefix and a `*`, by the segments after it; null when there are none. */
  sequences: SequenceNode | null;
}

/**
 * A node of the trie of segment sequences under one literal prefix: the rules whose segments
 * after the prefix begin with the segments on the way to it. Rules that share their first
 * segments share their placement in a path (the leftmost placement of a segment depends only on
 * the segments before it), so one walk places them once for all.
 */
interface SequenceNode {
  /** Next non-empty segment (by id) → node. */
  next: Map<number, SequenceNode>;
  /** Rules whose segments end here with nothing to check at the end of the path: placed here, they match. */
  done: RobotsRule[];
  /** Segment id → rules whose segments end here and whose `$` needs the path to end with that segment. */
  tails: Map<number, RobotsRule[]>;
  /** The rule that outranks every other at or below this node: when it does not outrank the best match so far, nothing below does. */
  top: RobotsRule | null;
  /** The fewest characters a rule at or below this node still needs after the segments placed so far. */
  need: number;
  /** Whether a rule at or below this node matches without a `$` segment; when none does, the path must end in a character of `last`. */
  open: boolean;
  /** The last characters of the `$` segments at or below this node (a set of ASCII codes, as four words). */
  last: [number, number, number, number];
}

const newNode = (): TrieNode => ({ children: new Map(), plain: [], sequences: null });
const newSequenceNode = (): SequenceNode => ({ next: new Map(), done: [], tails: new Map(), top: null, need: Infinity, open: false, last: [0, 0, 0, 0] });

/** Whether `candidate` would beat `best` if it matched: longer wins, then allow, then the earlier line. */
function outranks(candidate: RobotsRule, best: RobotsRule | null): boolean {
  if (best === null) return true;
  if (candidate.specificity !== best.specificity) return candidate.specificity > best.specificity;
  if (candidate.allow !== best.allow) return candidate.allow;
  return candidate.line < best.line;
}

/**
 * An Aho–Corasick automaton over a set of segments. One pass over a text finds every segment that
 * occurs in it and where it first occurs, in time linear in the text plus the segments found: a
 * node is marked the first time the pass meets it, and a node already marked for this text ends
 * the walk along dictionary links (everything after it was marked with it). Read backwards over
 * reversed segments, the same pass finds where each segment last occurs.
 */
class SegmentIndex {
  readonly #children: Array<Map<number, number>> = [new Map()];
  /** Segment id ending at the node, or -1. */
  readonly #output: number[] = [-1];
  #fail = new Int32Array(0);
  /** Nearest node on the failure chain (the node itself excluded) that ends a segment, or -1. */
  #dictionary = new Int32Array(0);
  #marks = new Int32Array(0);
  /** Per segment id: the epoch of the last text it was found in, and where (see `scan`). */
  stamp = new Int32Array(0);
  position = new Int32Array(0);
  #count = 0;

  /** Files a segment (reversed when the index reads backwards) under the id the caller gives it. */
  add(segment: string, id: number, backwards: boolean): void {
    let state = 0;
    for (let k = 0; k < segment.length; k++) {
      const code = segment.charCodeAt(backwards ? segment.length - 1 - k : k);
      let next = (this.#children[state] as Map<number, number>).get(code);
      if (next === undefined) {
        next = this.#children.length;
        this.#children.push(new Map());
        this.#output.push(-1);
        (this.#children[state] as Map<number, number>).set(code, next);
      }
      state = next;
    }
    this.#output[state] = id;
    this.#count = Math.max(this.#count, id + 1);
  }

  /** Failure and dictionary links, breadth first; call once after the last `add`. */
  seal(): void {
    const count = this.#children.length;
    const fail = new Int32Array(count);
    const dictionary = new Int32Array(count).fill(-1);
    const queue: number[] = [...(this.#children[0] as Map<number, number>).values()];
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] as number;
      for (const [code, child] of this.#children[node] as Map<number, number>) {
        let f = fail[node] as number;
        while (f !== 0 && !(this.#children[f] as Map<number, number>).has(code)) f = fail[f] as number;
        const link = (this.#children[f] as Map<number, number>).get(code) ?? 0;
        fail[child] = link;
        dictionary[child] = (this.#output[link] as number) >= 0 ? link : (dictionary[link] as number);
        queue.push(child);
      }
    }
    this.#fail = fail;
    this.#dictionary = dictionary;
    this.#marks = new Int32Array(count);
    this.stamp = new Int32Array(this.#count);
    this.position = new Int32Array(this.#count);
  }

  /**
   * Finds the segments in `text`; `epoch` must be new for every call. Forwards, `position[id]` is
   * the end of the segment's first occurrence; backwards, the start of its last one. Returns the
   * ids found, each once.
   */
  scan(text: string, epoch: number, backwards: boolean): number[] {
    const found: number[] = [];
    const children = this.#children;
    const output = this.#output;
    const fail = this.#fail;
    const dictionary = this.#dictionary;
    const marks = this.#marks;
    const length = text.length;
    let state = 0;
    for (let k = 0; k < length; k++) {
      const at = backwards ? length - 1 - k : k;
      const code = text.charCodeAt(at);
      let next = (children[state] as Map<number, number>).get(code);
      while (next === undefined && state !== 0) {
        state = fail[state] as number;
        next = (children[state] as Map<number, number>).get(code);
      }
      state = next ?? 0;
      for (let node = (output[state] as number) >= 0 ? state : (dictionary[state] as number); node > 0 && marks[node] !== epoch; node = dictionary[node] as number) {
        marks[node] = epoch;
        const id = output[node] as number;
        this.stamp[id] = epoch;
        this.position[id] = backwards ? at : at + 1;
        found.push(id);
      }
    }
    return found;
  }
}

/**
 * The rules that apply to one crawler, merged from every group that names it (RFC 9309 §2.2.1).
 *
 * Rules are filed in a trie under their literal prefix; a rule with `*` is filed further, under
 * that prefix, in a trie of its segment sequence (see `SequenceNode`). Deciding a path walks the
 * prefix trie along the path, then the sequence tries of the prefixes met. One Aho–Corasick pass
 * over the path tells which segments occur and where each first occurs, and a backward pass where
 * each last occurs; a segment is placed at its first occurrence when that lies far enough right,
 * refused when its last occurrence does not, and searched for from the needed place otherwise
 * (Knuth–Morris–Pratt, as in match.ts). A branch of the sequence trie is followed only when its
 * segment occurs in the path: at every node the walk goes through the smaller of its branches and
 * the segments found, so many rules with different segments cost what the path holds, and many
 * rules with shared segments cost what their placements share. A subtree is skipped when its
 * strongest rule cannot outrank the best match so far, when the path is too short for its rules,
 * or when all of them need a `$` segment ending in another character than the path's last.
 * Decisions are kept per path, so agents that share a rule set decide each path once.
 */
export class RuleSet {
  readonly rules: readonly RobotsRule[];
  readonly #root: TrieNode = newNode();
  readonly #forward = new SegmentIndex();
  readonly #backward = new SegmentIndex();
  /** Per segment id: its text and Knuth–Morris–Pratt table. */
  readonly #segments: string[] = [];
  readonly #tables: Int32Array[] = [];
  readonly #decisions = new Map<string, Decision>();
  #epoch = 0;

  constructor(rules: readonly RobotsRule[]) {
    this.rules = rules;
    const ids = new Map<string, number>();
    const idOf = (segment: string): number => {
      let id = ids.get(segment);
      if (id === undefined) {
        id = ids.size;
        ids.set(segment, id);
        this.#forward.add(segment, id, false);
        this.#backward.add(segment, id, true);
        this.#segments.push(segment);
        this.#tables.push(failureTable(segment));
      }
      return id;
    };
    // RFC 9309 §2.2.2: duplicate rules MAY be deduplicated; the earliest line of each stays.
    const seen = new Set<string>();
    for (const rule of rules) {
      const key = `${rule.allow ? 'A' : 'D'}${rule.canonical}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let node = this.#root;
      const { prefix, middle, tail } = rule.matcher;
      for (let i = 0; i < prefix.length; i++) {
        const code = prefix.charCodeAt(i);
        let next = node.children.get(code);
        if (!next) {
          next = newNode();
          node.children.set(code, next);
        }
        node = next;
      }
      if (middle.length === 0 && tail === null) {
        node.plain.push(rule);
        continue;
      }
      // What every node on the rule's way learns about it: its rank, what it still needs, how it ends.
      const open = tail === null || tail === '';
      const lastCode = open ? 0 : (tail as string).charCodeAt((tail as string).length - 1) & 127;
      let remaining = (tail ?? '').length;
      for (const segment of middle) remaining += segment.length;
      const note = (target: SequenceNode): void => {
        if (outranks(rule, target.top)) target.top = rule;
        target.need = Math.min(target.need, remaining);
        if (open) target.open = true;
        else target.last[lastCode >> 5] = (target.last[lastCode >> 5] as number) | (1 << (lastCode & 31));
      };
      let sequence = (node.sequences ??= newSequenceNode());
      note(sequence);
      for (const segment of middle) {
        if (segment === '') continue;
        const id = idOf(segment);
        let next = sequence.next.get(id);
        if (!next) {
          next = newSequenceNode();
          sequence.next.set(id, next);
        }
        sequence = next;
        remaining -= segment.length;
        note(sequence);
      }
      if (tail === null || tail === '') {
        sequence.done.push(rule);
        continue;
      }
      const id = idOf(tail);
      const list = sequence.tails.get(id);
      if (list) list.push(rule);
      else sequence.tails.set(id, [rule]);
    }
    this.#forward.seal();
    this.#backward.seal();
  }

  /** Decides a path that is already in canonical form (see `canonicalPath`). */
  decideCanonical(path: string): Decision {
    const known = this.#decisions.get(path);
    if (known) return known;
    const epoch = ++this.#epoch;
    let best: RobotsRule | null = null;
    // The prefix trie along the path: literal rules decide on the spot, sequence tries are kept with the prefix length.
    const nodes: SequenceNode[] = [];
    const positions: number[] = [];
    let node: TrieNode | undefined = this.#root;
    for (let depth = 0; node; depth++) {
      for (const rule of node.plain) if (outranks(rule, best) && rule.matcher.matches(path)) best = rule;
      if (node.sequences) {
        nodes.push(node.sequences);
        positions.push(depth);
      }
      node = depth < path.length ? node.children.get(path.charCodeAt(depth)) : undefined;
    }
    if (nodes.length > 0) {
      const forward = this.#forward;
      const backward = this.#backward;
      const found = forward.scan(path, epoch, false);
      const lastCode = path.length === 0 ? 0 : path.charCodeAt(path.length - 1) & 127;
      let scannedBackward = false;
      /** Where segment `id` ends when placed leftmost at or after `from`, or -1. */
      const place = (id: number, from: number): number => {
        const firstEnd = forward.position[id] as number;
        const segment = this.#segments[id] as string;
        if (firstEnd - segment.length >= from) return firstEnd;
        if (!scannedBackward) {
          scannedBackward = true;
          backward.scan(path, epoch, true);
        }
        if ((backward.position[id] as number) < from) return -1;
        return findEnd(path, from, segment, this.#tables[id] as Int32Array);
      };
      const segments = this.#segments;
      // Depth first over the sequence tries, with an explicit stack (a pattern may have thousands of `*`).
      while (nodes.length > 0) {
        const sequence = nodes.pop() as SequenceNode;
        const position = positions.pop() as number;
        if (!outranks(sequence.top as RobotsRule, best)) continue;
        if (path.length - position < sequence.need) continue;
        if (!sequence.open && ((sequence.last[lastCode >> 5] as number) & (1 << (lastCode & 31))) === 0) continue;
        for (const rule of sequence.done) if (outranks(rule, best)) best = rule;
        // `$` segments: the path must end with one, after the segments placed so far.
        if (sequence.tails.size > 0) {
          if (sequence.tails.size <= found.length) {
            for (const [id, rules] of sequence.tails) {
              if (forward.stamp[id] !== epoch) continue;
              const segment = segments[id] as string;
              if (path.length - segment.length >= position && path.endsWith(segment)) for (const rule of rules) if (outranks(rule, best)) best = rule;
            }
          } else {
            for (const id of found) {
              const rules = sequence.tails.get(id);
              if (!rules) continue;
              const segment = segments[id] as string;
              if (path.length - segment.length >= position && path.endsWith(segment)) for (const rule of rules) if (outranks(rule, best)) best = rule;
            }
          }
        }
        // Branches: through the smaller of the node's branches and the segments found.
        if (sequence.next.size > 0) {
          if (sequence.next.size <= found.length) {
            for (const [id, next] of sequence.next) {
              if (forward.stamp[id] !== epoch) continue;
              const end = place(id, position);
              if (end < 0) continue;
              nodes.push(next);
              positions.push(end);
            }
          } else {
            for (const id of found) {
              const next = sequence.next.get(id);
              if (!next) continue;
              const end = place(id, position);
              if (end < 0) continue;
              nodes.push(next);
              positions.push(end);
            }
          }
        }
      }
    }
    // RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed."
    const decision = path === '/robots.txt' ? { allowed: true, rule: null } : { allowed: best === null || (best as RobotsRule).allow, rule: best };
    this.#decisions.set(path, decision);
    return decision;
  }

  /** Decides a URI path (path and query, as a URL carries them). */
  decide(path: string): Decision {
    return this.decideCanonical(canonicalPath(path));
  }

  /**
   * The rule that shuts the whole site when one does: a disallow that matches every path and is
   * not outweighed by an allow that matches every path as well (`Allow: /` beside `Disallow: /`).
   */
  blocksEverything(): RobotsRule | null {
    let disallow: RobotsRule | null = null;
    let allow: RobotsRule | null = null;
    for (const rule of this.rules) {
      if (!rule.matchesAll) continue;
      if (rule.allow) {
        if (allow === null || rule.specificity > allow.specificity) allow = rule;
      } else if (disallow === null || rule.specificity > disallow.specificity) {
        disallow = rule;
      }
    }
    if (disallow === null) return null;
    return allow !== null && allow.specificity >= disallow.specificity ? null : disallow;
  }
}

/**
 * Resolves the groups for a product token: every group naming it, merged; else every `*` group,
 * merged; else no rules at all (RFC 9309 §2.2.1). Rule sets are shared between tokens that resolve
 * to the same groups, so a path is decided once per distinct rule set.
 */
export class Robots {
  readonly parsed: ParsedRobots;
  readonly #byKey = new Map<string, RuleSet>();
  readonly #byToken = new Map<string, RuleSet>();
  readonly #tokens: ReadonlySet<string>;

  constructor(parsed: ParsedRobots) {
    this.parsed = parsed;
    this.#tokens = new Set(parsed.groups.flatMap((group) => group.agents.filter((agent): agent is string => agent !== null)));
  }

  /** True when some group names this product token itself (not through `*`). */
  names(token: string): boolean {
    return this.#tokens.has(token.toLowerCase());
  }

  ruleSet(token: string): RuleSet {
    const lower = token.toLowerCase();
    const known = this.#byToken.get(lower);
    if (known) return known;
    let indices = this.parsed.groups.flatMap((group, index) => (group.agents.includes(lower) ? [index] : []));
    if (indices.length === 0) indices = this.parsed.groups.flatMap((group, index) => (group.agents.includes('*') ? [index] : []));
    const key = indices.join(',');
    let set = this.#byKey.get(key);
    if (!set) {
      set = new RuleSet(indices.flatMap((index) => (this.parsed.groups[index] as { rules: RobotsRule[] }).rules));
      this.#byKey.set(key, set);
    }
    this.#byToken.set(lower, set);
    return set;
  }
}
