// The prefix tries the collisions rule builds: one per equivalence (exact, NFC, case-folded NFC).

/**
 * A prefix of the input paths under one equivalence: exact text, NFC, or case-folded NFC. Each
 * node of a coarser trie knows the distinct nodes of the next finer trie that map onto it (their
 * count and the first two): two or more means two spellings of one name.
 */
export interface Node {
  /** Distinct finer prefixes that map onto this one. */
  spellings: number;
  first: Spelling | null;
  second: Spelling | null;
  /** Children: most prefixes have one, kept inline; a map only once there are two. */
  onlyKey: string | null;
  only: Node | null;
  children: Map<string, Node> | null;
  /** The node of the same prefix in the next coarser trie (exact → NFC → case-folded), set when created. */
  coarser: Node | null;
  /** `details.group` of a collision at this (coarser) node, made once for all its members. */
  group: string | null;
}

/** A finer prefix, by its node, the path that introduced it and its depth. */
export interface Spelling {
  node: Node;
  path: number;
  depth: number;
}

export const newNode = (): Node => ({ spellings: 0, first: null, second: null, onlyKey: null, only: null, children: null, coarser: null, group: null });

/** The child of `parent` for `component`, and whether it was created now. */
export function child(parent: Node, component: string): [Node, boolean] {
  if (parent.onlyKey === component) return [parent.only as Node, false];
  const known = parent.children?.get(component);
  if (known) return [known, false];
  const created = newNode();
  if (parent.only === null) {
    parent.onlyKey = component;
    parent.only = created;
  } else {
    parent.children ??= new Map([[parent.onlyKey as string, parent.only]]);
    parent.children.set(component, created);
  }
  return [created, true];
}

export function addSpelling(coarse: Node, spelling: Spelling): void {
  if (coarse.spellings === 0) coarse.first = spelling;
  else if (coarse.spellings === 1) coarse.second = spelling;
  coarse.spellings++;
}
