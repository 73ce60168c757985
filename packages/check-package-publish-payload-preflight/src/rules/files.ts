/** The packed file list as a set of normalized paths, plus the folder index the rules need. */

export interface PackEntry {
  /** Index in the caller's list. */
  index: number;
  raw: string;
  /** Slashes normalized, `./` and the tarball's `package/` prefix removed. */
  path: string;
}

function clean(raw: string): string {
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

export class FileSet {
  readonly #files = new Set<string>();
  readonly #folders = new Set<string>();
  readonly #sorted: string[];

  constructor(paths: Iterable<string>) {
    for (const path of paths) {
      this.#files.add(path);
      let slash = path.indexOf('/');
      while (slash !== -1) {
        this.#folders.add(path.slice(0, slash));
        slash = path.indexOf('/', slash + 1);
      }
    }
    this.#sorted = [...this.#files].sort();
  }

  has(path: string): boolean {
    return this.#files.has(path);
  }

  /** Whether at least one file lives below the folder (`''` is the package root). */
  hasFolder(folder: string): boolean {
    return folder === '' ? this.#files.size > 0 : this.#folders.has(folder);
  }

  /** Files below a folder, in sorted order. */
  under(folder: string): string[] {
    if (folder === '') return [...this.#sorted];
    const prefix = folder + '/';
    return this.#sorted.filter((path) => path.startsWith(prefix));
  }

  /** Files matching an exports pattern target: one `*` standing for any text, `/` included. */
  matching(pattern: string): string[] {
    const star = pattern.indexOf('*');
    const head = pattern.slice(0, star);
    const tail = pattern.slice(star + 1);
    if (tail.includes('*')) {
      // Node substitutes every `*` of a target with the same text.
      const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const re = new RegExp('^' + escaped[0] + '(.+)' + escaped.slice(1).join('\\1') + '$');
      return this.#sorted.filter((path) => re.test(path));
    }
    return this.#sorted.filter((path) => path.length > head.length + tail.length && path.startsWith(head) && path.endsWith(tail));
  }

  get size(): number {
    return this.#files.size;
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
