/**
 * Many dotted paths checked against many bodies, in time linear in the bodies: the paths of one
 * contract form a trie, and each body is walked once along the part of the trie it has. A subtree
 * the body lacks is counted from totals kept in the trie, not visited path by path, so a contract
 * of 30,000 paths costs 1000 small responses about what their bodies cost, not 30 million lookups.
 */
const INDEX = /^(0|[1-9][0-9]*)$/;
const hasOwn = Object.prototype.hasOwnProperty;

export interface TrieNode<T> {
  segment: string;
  children: Map<string, TrieNode<T>>;
  /** Payloads of the paths that end here, in insertion order. */
  ends: T[];
  /** Payloads in this subtree (this node included) whose path must be present. */
  mustBelow: number;
  /** Children with `mustBelow > 0`, in insertion order: where missing paths are looked for. */
  mustChildren: TrieNode<T>[];
  /** Sum of the children's `mustBelow`. */
  mustInChildren: number;
}

function node<T>(segment: string): TrieNode<T> {
  return { segment, children: new Map(), ends: [], mustBelow: 0, mustChildren: [], mustInChildren: 0 };
}

/**
 * The first must-be-present payloads of a node's subtree, in trie order, as last listed: `items`
 * holds up to `limit` of them, all of them when it holds fewer. Bodies that lack the same subtree
 * (a thousand responses without the same ten fields) list it once, not once per body; `add`
 * forgets the listings on its way.
 */
interface Listing {
  must: (payload: never) => boolean;
  limit: number;
  items: unknown[];
}
const listings = new WeakMap<TrieNode<unknown>, Listing>();
/** Tries walked at least once: only their nodes can have listings to forget. */
const walked = new WeakSet<PathTrie<unknown>>();

export class PathTrie<T> {
  readonly root: TrieNode<T> = node('');
  readonly #must: (payload: T) => boolean;

  /** `must` says which payloads need their path present (a required field, a stable value). */
  constructor(must: (payload: T) => boolean) {
    this.#must = must;
  }

  add(segments: readonly string[], payload: T): void {
    const must = this.#must(payload);
    const trail: TrieNode<T>[] = [this.root];
    let current = this.root;
    for (const segment of segments) {
      let child = current.children.get(segment);
      if (!child) {
        child = node(segment);
        current.children.set(segment, child);
      }
      current = child;
      trail.push(current);
    }
    current.ends.push(payload);
    // Every node on the way now has one more payload below it: what was listed there is stale.
    if (walked.has(this as PathTrie<unknown>)) for (const at of trail) listings.delete(at as TrieNode<unknown>);
    if (!must) return;
    for (let depth = trail.length - 1; depth >= 0; depth--) {
      const at = trail[depth] as TrieNode<T>;
      at.mustBelow++;
      const parent = trail[depth - 1];
      if (!parent) continue;
      parent.mustInChildren++;
      if (at.mustBelow === 1) parent.mustChildren.push(at);
    }
  }

  get empty(): boolean {
    return this.root.children.size === 0 && this.root.ends.length === 0;
  }
}

export interface WalkVisitor<T> {
  /** The paths ending at a present value, with its segments (the array is reused: copy to keep). */
  present(ends: readonly T[], value: unknown, segments: readonly string[]): void;
  /**
   * `count` must-be-present paths are missing below the present value at `segments`;
   * `list(limit)` gives up to `limit` of their payloads, in trie order.
   */
  missing(count: number, segments: readonly string[], list: (limit: number) => T[]): void;
}

/** The children of `at` present in `value`, visiting whichever side is smaller. */
function presentChildren<T>(value: unknown, at: TrieNode<T>): Array<[TrieNode<T>, unknown]> {
  const found: Array<[TrieNode<T>, unknown]> = [];
  if (value === null || typeof value !== 'object' || at.children.size === 0) return found;
  const keys = Array.isArray(value) ? null : Object.keys(value);
  const width = keys ? keys.length : (value as unknown[]).length;
  if (at.children.size <= width) {
    if (keys) {
      for (const [segment, child] of at.children) {
        if (hasOwn.call(value, segment)) found.push([child, (value as Record<string, unknown>)[segment]]);
      }
    } else {
      const items = value as unknown[];
      for (const [segment, child] of at.children) {
        if (INDEX.test(segment) && Number(segment) < items.length) found.push([child, items[Number(segment)]]);
      }
    }
  } else if (keys) {
    for (const key of keys) {
      const child = at.children.get(key);
      if (child) found.push([child, (value as Record<string, unknown>)[key]]);
    }
  } else {
    (value as unknown[]).forEach((item, index) => {
      const child = at.children.get(String(index));
      if (child) found.push([child, item]);
    });
  }
  return found;
}

/** The listing of `node` when it answers `limit` (it holds that many, or all there are). */
function listed<T>(node: TrieNode<T>, must: (payload: T) => boolean, limit: number): T[] | null {
  const listing = listings.get(node as TrieNode<unknown>);
  if (!listing || listing.must !== must) return null;
  return listing.items.length >= limit || listing.items.length < listing.limit ? (listing.items as T[]) : null;
}

function append<T>(into: T[], items: readonly T[], limit: number): void {
  for (let i = 0; i < items.length && into.length < limit; i++) into.push(items[i] as T);
}

/**
 * Up to `limit` must-be-present payloads of the subtree of `node`, in trie order (a node's own
 * payloads, then its children's subtrees in insertion order). Each node reached is listed for
 * `limit` and remembered. Walked with an explicit stack: a path may have as many segments as its
 * text has dots.
 */
function firstMust<T>(node: TrieNode<T>, must: (payload: T) => boolean, limit: number): T[] {
  const known = listed(node, must, limit);
  if (known) return known;
  const own = (at: TrieNode<T>): T[] => {
    const items: T[] = [];
    for (const payload of at.ends) if (items.length < limit && must(payload)) items.push(payload);
    return items;
  };
  const stack: Array<{ node: TrieNode<T>; items: T[]; next: number }> = [{ node, items: own(node), next: 0 }];
  for (;;) {
    const top = stack[stack.length - 1] as { node: TrieNode<T>; items: T[]; next: number };
    if (top.items.length < limit && top.next < top.node.mustChildren.length) {
      const child = top.node.mustChildren[top.next++] as TrieNode<T>;
      const childItems = listed(child, must, limit);
      if (childItems) append(top.items, childItems, limit);
      else stack.push({ node: child, items: own(child), next: 0 });
      continue;
    }
    stack.pop();
    listings.set(top.node as TrieNode<unknown>, { must: must as (payload: never) => boolean, limit, items: top.items });
    const parent = stack[stack.length - 1];
    if (!parent) return top.items;
    append(parent.items, top.items, limit);
  }
}

/** Up to `limit` must-be-present payloads of the subtrees of `at` whose child is not among `found` (present). */
function listMissing<T>(at: TrieNode<T>, found: ReadonlyArray<[TrieNode<T>, unknown]>, must: (payload: T) => boolean, limit: number): T[] {
  const result: T[] = [];
  if (limit <= 0) return result;
  const skip = new Set(found.map(([child]) => child));
  for (const child of at.mustChildren) {
    if (result.length >= limit) break;
    if (!skip.has(child)) append(result, firstMust(child, must, limit), limit);
  }
  return result;
}

/** One node of the walk: the trie node, its children present in the value, and how far they were visited. */
interface Frame<T> {
  at: TrieNode<T>;
  found: Array<[TrieNode<T>, unknown]>;
  next: number;
  presentMust: number;
}

/**
 * Walks `value` along `trie`, reporting present paths and counting missing ones: depth first, a
 * node's `present` before its children and its `missing` after them. The walk keeps its own stack,
 * so a body as deep as JSON allows never exhausts the call stack. `must` should be the trie's own
 * predicate, one function for every walk: listings of missing paths are remembered per predicate.
 */
export function walkTrie<T>(value: unknown, trie: PathTrie<T>, must: (payload: T) => boolean, visitor: WalkVisitor<T>): void {
  const segments: string[] = [];
  const stack: Frame<T>[] = [];
  /** Reports the paths ending at `at`; false when `at` is a leaf, which then needs no frame (it misses nothing below). */
  const enter = (current: unknown, at: TrieNode<T>): boolean => {
    if (at.ends.length > 0) visitor.present(at.ends, current, segments);
    if (at.children.size === 0) return false;
    stack.push({ at, found: presentChildren(current, at), next: 0, presentMust: 0 });
    return true;
  };
  walked.add(trie as PathTrie<unknown>);
  enter(value, trie.root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame<T>;
    if (frame.next < frame.found.length) {
      const [child, childValue] = frame.found[frame.next++] as [TrieNode<T>, unknown];
      frame.presentMust += child.mustBelow;
      segments.push(child.segment);
      if (!enter(childValue, child)) segments.pop();
      continue;
    }
    stack.pop();
    const missing = frame.at.mustInChildren - frame.presentMust;
    if (missing > 0) visitor.missing(missing, segments, (limit) => listMissing(frame.at, frame.found, must, limit));
    // The root has no segment of its own.
    if (stack.length > 0) segments.pop();
  }
}
