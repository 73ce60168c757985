// Argument paths: `a.b` names key `b` of the object under key `a`; `\.` is a literal dot and `\\`
// a literal backslash inside a key, so `headers.x\.api\.key` names key `x.api.key` of `headers`.
// Presence is key presence in nested objects: a value of null counts as present, and a path
// never descends into an array.

export type ParsedPath = { ok: true; segments: string[] } | { ok: false; reason: string };

export function parseArgumentPath(text: string): ParsedPath {
  const segments: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\') {
      const next = text[i + 1];
      if (next === undefined) return { ok: false, reason: 'ends in a lone backslash' };
      if (next !== '.' && next !== '\\') return { ok: false, reason: `escapes "${next}"; only \\. and \\\\ are escapes` };
      current += next;
      i++;
    } else if (char === '.') {
      if (current === '') return { ok: false, reason: 'has an empty segment' };
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current === '') return { ok: false, reason: text === '' ? 'is empty' : 'has an empty segment' };
  segments.push(current);
  return { ok: true, segments };
}

/** The path text that names exactly these keys (the inverse of parseArgumentPath). */
export function formatArgumentPath(segments: readonly string[]): string {
  return segments.map((segment) => segment.replace(/[\\.]/g, (char) => `\\${char}`)).join('.');
}

/** A prefix tree of paths; `terminal` is the position of the path it ends, if any. */
export interface PathTrie {
  children: Map<string, PathTrie>;
  terminal: number | null;
}

export function buildTrie(paths: ReadonlyArray<readonly string[]>): PathTrie {
  const root: PathTrie = { children: new Map(), terminal: null };
  paths.forEach((segments, position) => {
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map(), terminal: null };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.terminal ??= position;
  });
  return root;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface PresentPath {
  terminal: number;
  segments: string[];
}

/** Up to this many children, a trie level is walked by its children without listing the object's keys. */
const FEW = 8;

/** Where the walk stands: the key that led here from the parent (a chain, so no level copies the path). */
interface Step {
  key: string;
  parent: Step | null;
}

function segmentsOf(step: Step): string[] {
  const segments: string[] = [];
  for (let at: Step | null = step; at; at = at.parent) segments.push(at.key);
  return segments.reverse();
}

/**
 * The trie's paths present in `value`. At each level the smaller side is walked (the object's keys
 * or the trie's children), so the cost is bounded by the size of `value`, not by the number of
 * paths: many calls against a long argument list stay linear. The keys walked are kept as a chain
 * and spelled out only for a path found (and only when `spell`), so a deep path costs its depth
 * once, not once per level.
 */
export function presentPaths(value: unknown, trie: PathTrie, spell = true): PresentPath[] {
  const found: PresentPath[] = [];
  const stack: Array<{ node: PathTrie; value: Record<string, unknown>; step: Step | null }> = [];
  const visit = (key: string, child: PathTrie, here: Record<string, unknown>, step: Step | null) => {
    const next: Step = { key, parent: step };
    if (child.terminal !== null) found.push({ terminal: child.terminal, segments: spell ? segmentsOf(next) : [] });
    const below = here[key];
    if (child.children.size > 0 && isObject(below)) stack.push({ node: child, value: below, step: next });
  };
  if (isObject(value) && trie.children.size > 0) stack.push({ node: trie, value, step: null });
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { node, value: here, step } = top;
    // A few children are looked up directly; more are compared with the object's own key count
    // (Object.keys costs a list per level, worth it only when it may be the smaller side).
    const keys = node.children.size <= FEW ? null : Object.keys(here);
    if (keys !== null && keys.length < node.children.size) {
      for (const key of keys) {
        const child = node.children.get(key);
        if (child) visit(key, child, here, step);
      }
    } else {
      for (const [key, child] of node.children) if (Object.prototype.hasOwnProperty.call(here, key)) visit(key, child, here, step);
    }
  }
  return found;
}

/** One RFC 6901 segment: `~` and `/` escaped, and only looked for (a deep path has many plain keys). */
const escapeSegment = (key: string): string => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/** The pointer to an argument of call `index`: `/calls/<index>/arguments/<key>/…`, as jsonPointer would write it. */
export function argumentPointer(index: number, segments: readonly string[]): string {
  let pointer = `/calls/${index}/arguments`;
  for (const segment of segments) pointer += `/${escapeSegment(segment)}`;
  return pointer;
}
