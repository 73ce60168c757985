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

function childValue(value: unknown, segment: string): { ok: boolean; value: unknown } {
  if (Array.isArray(value)) {
    if (!INDEX.test(segment)) return { ok: false, value: undefined };
    const index = Number(segment);
    return index < value.length ? { ok: true, value: value[index] } : { ok: false, value: undefined };
  }
  if (value !== null && typeof value === 'object' && hasOwn.call(value, segment)) {
    return { ok: true, value: (value as Record<string, unknown>)[segment] };
  }
  return { ok: false, value: undefined };
}

/** The children of `at` present in `value`, visiting whichever side is smaller. */
function presentChildren<T>(value: unknown, at: TrieNode<T>): Array<[TrieNode<T>, unknown]> {
  const found: Array<[TrieNode<T>, unknown]> = [];
  if (value === null || typeof value !== 'object' || at.children.size === 0) return found;
  const keys = Array.isArray(value) ? null : Object.keys(value);
  const width = keys ? keys.length : (value as unknown[]).length;
  if (at.children.size <= width) {
    for (const [segment, child] of at.children) {
      const step = childValue(value, segment);
      if (step.ok) found.push([child, step.value]);
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

/** Up to `limit` must-be-present payloads of the subtrees of `at` that are not in `skip`. */
function listMissing<T>(at: TrieNode<T>, skip: ReadonlySet<TrieNode<T>>, must: (payload: T) => boolean, limit: number): T[] {
  const listed: T[] = [];
  const visit = (current: TrieNode<T>): void => {
    for (const payload of current.ends) {
      if (listed.length >= limit) return;
      if (must(payload)) listed.push(payload);
    }
    for (const child of current.mustChildren) {
      if (listed.length >= limit) return;
      visit(child);
    }
  };
  for (const child of at.mustChildren) {
    if (listed.length >= limit) break;
    if (!skip.has(child)) visit(child);
  }
  return listed;
}

/** Walks `value` along `trie`, reporting present paths and counting missing ones. */
export function walkTrie<T>(value: unknown, trie: PathTrie<T>, must: (payload: T) => boolean, visitor: WalkVisitor<T>): void {
  const segments: string[] = [];
  const visit = (current: unknown, at: TrieNode<T>): void => {
    if (at.ends.length > 0) visitor.present(at.ends, current, segments);
    const found = presentChildren(current, at);
    let presentMust = 0;
    for (const [child, childValue] of found) {
      presentMust += child.mustBelow;
      segments.push(child.segment);
      visit(childValue, child);
      segments.pop();
    }
    const missing = at.mustInChildren - presentMust;
    if (missing > 0) {
      const skip = new Set(found.map(([child]) => child));
      visitor.missing(missing, segments, (limit) => listMissing(at, skip, must, limit));
    }
  };
  visit(value, trie.root);
}
