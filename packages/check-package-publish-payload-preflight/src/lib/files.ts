/** The packed file list as a set of normalized paths, plus the lookups the rules need (sorted runs, tries). */

export interface PackEntry {
  /** Index in the caller's list. */
  index: number;
  raw: string;
  /** Slashes normalized, `./` and the tarball's `package/` prefix removed. */
  path: string;
}

function clean(raw: string): string {
  // Most paths are clean already (no backslash, no empty or "." segment): one scan, no copy.
  let isClean = raw.length > 0;
  for (let start = 0; isClean && start <= raw.length; ) {
    let end = start;
    for (; end < raw.length; end++) {
      const code = raw.charCodeAt(end);
      if (code === 0x2f) break;
      if (code === 0x5c) isClean = false;
    }
    if (end === start || (end === start + 1 && raw.charCodeAt(start) === 0x2e)) isClean = false;
    start = end + 1;
  }
  if (isClean) return raw;
  return raw
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

/**
 * Normalizes a list: backslashes to `/`, `./` and empty segments dropped, and the `package/`
 * prefix of a tarball listing (`tar tzf`) removed when every entry carries it. Entries ending
 * in `/` are folders, not files, and are left out. A repeated path stays in the list, once per
 * entry, so every entry can be reported at its own index; a FileSet counts it once.
 */
export function normalizeList(list: readonly string[]): PackEntry[] {
  const files = list
    .map((raw, index) => ({ index, raw, path: clean(raw), folder: /[\\/]$/.test(raw) }))
    .filter((entry) => !entry.folder && entry.path !== '');
  const tarball = files.length > 0 && files.every((entry) => entry.path.startsWith('package/'));
  const out: PackEntry[] = [];
  for (const entry of files) {
    const path = tarball ? entry.path.slice('package/'.length) : entry.path;
    if (path !== '') out.push({ index: entry.index, raw: entry.raw, path });
  }
  return out;
}

/** A byte trie node of pattern texts (read backwards for tails, forwards for heads). */
interface CharNode<T> {
  children: Map<number, CharNode<T>> | null;
  items: T[] | null;
}

const charNode = <T>(): CharNode<T> => ({ children: null, items: null });

function charChild<T>(node: CharNode<T>, code: number, create: boolean): CharNode<T> | null {
  let next = node.children?.get(code) ?? null;
  if (next === null && create) (node.children ??= new Map()).set(code, (next = charNode<T>()));
  return next;
}

/** The parts of an exports pattern target around its `*`s: `dist/*.js` → ["dist/", ".js"]. */
const partsOf = (pattern: string): string[] => pattern.split('*');

/** Line terminators: a multi-star target was matched with a regular expression whose `.` excludes them. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * Whether `path` is `parts[0] + X + parts[1] + X + … + X + parts[k]` for one non-empty X: Node
 * substitutes every `*` of a target with the same text. All X have one length, so it is known
 * from the path's length, and the test is one pass (no backtracking search for X).
 */
export function matchesMultiStar(path: string, parts: readonly string[]): boolean {
  const stars = parts.length - 1;
  const fixed = parts.reduce((sum, part) => sum + part.length, 0);
  const room = path.length - fixed;
  if (room < stars || room % stars !== 0) return false;
  const size = room / stars;
  const head = parts[0] as string;
  if (!path.startsWith(head)) return false;
  const text = path.slice(head.length, head.length + size);
  if (LINE_TERMINATOR.test(text)) return false;
  let at = head.length;
  for (let i = 1; i < parts.length; i++) {
    if (!path.startsWith(text, at)) return false;
    at += size;
    const part = parts[i] as string;
    if (!path.startsWith(part, at)) return false;
    at += part.length;
  }
  return at === path.length;
}

export class FileSet {
  readonly #files = new Set<string>();
  readonly #sorted: string[];

  constructor(paths: Iterable<string>) {
    for (const path of paths) this.#files.add(path);
    this.#sorted = [...this.#files].sort();
  }

  has(path: string): boolean {
    return this.#files.has(path);
  }

  /** The first index of the sorted files not below `text`. */
  #lowerBound(text: string): number {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.#sorted[mid] as string) < text) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The sorted files starting with `prefix`: one run [start, end) of the sorted list. */
  #prefixRange(prefix: string): [number, number] {
    const start = this.#lowerBound(prefix);
    let low = start;
    let high = this.#sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.#sorted[mid] as string).startsWith(prefix)) low = mid + 1;
      else high = mid;
    }
    return [start, low];
  }

  /** Whether at least one file lives below the folder (`''` is the package root). */
  hasFolder(folder: string): boolean {
    return this.firstUnder(folder) !== null;
  }

  /** The first file below a folder in sorted order (`''` is the package root), or null. */
  firstUnder(folder: string): string | null {
    if (folder === '') return this.#sorted[0] ?? null;
    const first = this.#sorted[this.#lowerBound(folder + '/')];
    return first !== undefined && first.startsWith(folder + '/') ? first : null;
  }

  /**
   * For each exports pattern target (one or more `*`, each standing for the same non-empty text,
   * `/` included): the first matching file in sorted order, or null. Single-star targets with one
   * literal start are answered together: one pass over the files with that start, in order, reads
   * each file backwards through a trie of the targets' literal ends, so the first file ending with
   * each is found without trying every target against every file.
   */
  firstMatches(patterns: Iterable<string>): Map<string, string | null> {
    const found = new Map<string, string | null>();
    const byHead = new Map<string, Map<string, string>>();
    for (const pattern of patterns) {
      if (found.has(pattern)) continue;
      found.set(pattern, null);
      const parts = partsOf(pattern);
      const head = parts[0] as string;
      if (parts.length > 2) {
        const [start, end] = this.#prefixRange(head);
        for (let i = start; i < end; i++) {
          if (matchesMultiStar(this.#sorted[i] as string, parts)) {
            found.set(pattern, this.#sorted[i] as string);
            break;
          }
        }
        continue;
      }
      const tails = byHead.get(head) ?? new Map<string, string>();
      byHead.set(head, tails);
      tails.set(parts[1] as string, pattern);
    }
    for (const [head, tails] of byHead) {
      const root = charNode<string>();
      for (const [tail, pattern] of tails) {
        let node = root;
        for (let i = tail.length - 1; i >= 0; i--) node = charChild(node, tail.charCodeAt(i), true) as CharNode<string>;
        (node.items ??= []).push(pattern);
      }
      let open = tails.size;
      const [start, end] = this.#prefixRange(head);
      for (let i = start; i < end && open > 0; i++) {
        const path = this.#sorted[i] as string;
        // The end read backwards, never into the head, and leaving at least one character for the `*`.
        let node: CharNode<string> | null = path.length > head.length ? root : null;
        for (let k = path.length - 1; node !== null; k--) {
          for (const pattern of node.items ?? []) {
            if (found.get(pattern) === null) {
              found.set(pattern, path);
              open--;
            }
          }
          node = k > head.length ? charChild(node, path.charCodeAt(k), false) : null;
        }
      }
    }
    return found;
  }

  get size(): number {
    return this.#files.size;
  }
}

interface FolderNode {
  end: boolean;
  children: Map<string, FolderNode>;
}

/** Folders as a tree of names: whether a path lies below one of them, in one walk down the path. */
export class FolderSet {
  readonly #root: FolderNode = { end: false, children: new Map() };

  constructor(folders: Iterable<string>) {
    for (const folder of folders) {
      let node = this.#root;
      if (folder !== '') {
        for (const name of folder.split('/')) {
          let next = node.children.get(name);
          if (!next) node.children.set(name, (next = { end: false, children: new Map() }));
          node = next;
        }
      }
      node.end = true;
    }
  }

  /** Whether one of the folders holds the path (at any depth). */
  holds(path: string): boolean {
    let node: FolderNode | undefined = this.#root;
    let start = 0;
    for (;;) {
      if (node.end) return true;
      const slash = path.indexOf('/', start);
      if (slash === -1) return false;
      node = node.children.get(path.slice(start, slash));
      if (!node) return false;
      start = slash + 1;
    }
  }
}

/**
 * Exports pattern targets as a trie of their literal starts, each with a trie of literal ends: which
 * paths any of them matches, in one walk over the path from each end.
 */
interface HeadEntry {
  /** Literal ends of the single-star targets with this start, read backwards. */
  tails: CharNode<true>;
  /** Multi-star targets with this start, as their parts. */
  multi: string[][];
}

export class PatternSet {
  readonly #heads = charNode<HeadEntry>();

  constructor(patterns: Iterable<string>) {
    for (const pattern of patterns) {
      const parts = partsOf(pattern);
      const head = parts[0] as string;
      let node = this.#heads;
      for (let i = 0; i < head.length; i++) node = charChild(node, head.charCodeAt(i), true) as CharNode<HeadEntry>;
      node.items ??= [{ tails: charNode<true>(), multi: [] }];
      const entry = node.items[0] as HeadEntry;
      if (parts.length > 2) {
        entry.multi.push(parts);
        continue;
      }
      const tail = parts[1] as string;
      let tailNode = entry.tails;
      for (let i = tail.length - 1; i >= 0; i--) tailNode = charChild(tailNode, tail.charCodeAt(i), true) as CharNode<true>;
      tailNode.items = [true];
    }
  }

  /** Whether one of the targets matches the path. */
  matches(path: string): boolean {
    let node: CharNode<HeadEntry> | null = this.#heads;
    for (let depth = 0; node !== null; depth++) {
      const entry = node.items?.[0];
      if (entry) {
        if (entry.multi.some((parts) => matchesMultiStar(path, parts))) return true;
        let tail: CharNode<true> | null = path.length > depth ? entry.tails : null;
        for (let k = path.length - 1; tail !== null; k--) {
          if (tail.items) return true;
          tail = k > depth ? charChild(tail, path.charCodeAt(k), false) : null;
        }
      }
      node = depth < path.length ? charChild(node, path.charCodeAt(depth), false) : null;
    }
    return false;
  }
}

/**
 * Resolves a manifest target to a package-relative path: `./` and `.` segments dropped, `..`
 * applied. Null when it climbs out of the package.
 */
export function packageRelative(target: string): string | null {
  const out: string[] = [];
  for (const segment of target.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
      continue;
    }
    out.push(segment);
  }
  return out.join('/');
}
