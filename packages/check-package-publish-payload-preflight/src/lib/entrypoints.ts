/**
 * Collects every entrypoint a package.json declares and resolves each against the packed files
 * the way its consumer does: Node's CommonJS/legacy `main` lookup (exact, `.js`, `.json`, `.node`,
 * then the folder's `index.*`), bundlers for `module` and `browser`, TypeScript for `types` and
 * `typings`, npm for `bin` (exact) and Node's `exports` algorithm (exact targets, `*` patterns,
 * `null` exclusions, nested conditions, array fallbacks).
 */
import { FolderSet, packageRelative, PatternSet, type FileSet } from './files.js';

export type EntryKind = 'main' | 'module' | 'browser' | 'types' | 'bin' | 'exports' | 'exports-types' | 'exports-folder';

export interface Entrypoint {
  /** Readable location in package.json, e.g. `exports["./feature"].import`. */
  field: string;
  /** Path segments below `package` for the finding's pointer. */
  segments: string[];
  target: string;
  kind: EntryKind;
  /** An `exports` pattern (`*`): present when at least one packed file matches. */
  pattern: boolean;
  /** A later element of an `exports` array: Node only falls back to it when earlier ones are invalid. */
  fallback: boolean;
  /** The target as a package-relative path (see packageRelative), worked out once; null when it leaves the package. */
  path: string | null;
}

export interface InvalidEntry {
  field: string;
  segments: string[];
  reason: string;
}

export interface Resolution {
  /** The packed file used (the first match in sorted order for a pattern or a folder), or null. */
  resolved: string | null;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function fieldName(segments: readonly string[]): string {
  return segments
    .map((segment, i) => (i === 0 ? segment : IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`))
    .join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own keys in insertion order, safe for `__proto__` and friends. */
/** Members in the object's own order: for `exports`, whose condition order Node reads. */
function entriesOf(value: Record<string, unknown>): Array<[string, unknown]> {
  return Object.keys(value).map((key) => [key, value[key]]);
}

/** Members in code-unit order: for maps whose order means nothing (`bin`, `browser`), so it never shows. */
function sortedEntriesOf(value: Record<string, unknown>): Array<[string, unknown]> {
  return Object.keys(value)
    .sort()
    .map((key) => [key, value[key]]);
}

const INVALID_TARGET_SEGMENT = /(^|\/)(\.\.?|node_modules)(\/|$)/i;

export interface Collected {
  entries: Entrypoint[];
  invalid: InvalidEntry[];
}

export function collectEntrypoints(pkg: Record<string, unknown>): Collected {
  const entries: Entrypoint[] = [];
  const invalid: InvalidEntry[] = [];
  const add = (segments: string[], target: string, kind: EntryKind, pattern = false, fallback = false) =>
    entries.push({ field: fieldName(segments), segments, target, kind, pattern, fallback, path: packageRelative(target) });
  const bad = (segments: string[], reason: string) => invalid.push({ field: fieldName(segments), segments, reason });

  const stringField = (key: 'main' | 'module' | 'types' | 'typings', kind: EntryKind) => {
    if (!Object.prototype.hasOwnProperty.call(pkg, key)) return;
    const value = pkg[key];
    if (typeof value === 'string') {
      if (value.trim() !== '') add([key], value, kind);
    } else if (value !== null && value !== undefined) {
      bad([key], 'must be a string');
    }
  };
  stringField('main', 'main');
  stringField('module', 'module');
  stringField('types', 'types');
  stringField('typings', 'types');

  if (Object.prototype.hasOwnProperty.call(pkg, 'bin')) {
    const bin = pkg.bin;
    if (typeof bin === 'string') add(['bin'], bin, 'bin');
    else if (isRecord(bin)) {
      for (const [name, target] of sortedEntriesOf(bin)) {
        if (typeof target === 'string') add(['bin', name], target, 'bin');
        else bad(['bin', name], 'a bin target must be a string');
      }
    } else if (bin !== null && bin !== undefined) bad(['bin'], 'must be a string or an object of command names');
  }

  if (Object.prototype.hasOwnProperty.call(pkg, 'browser')) {
    const browser = pkg.browser;
    if (typeof browser === 'string') add(['browser'], browser, 'browser');
    else if (isRecord(browser)) {
      for (const [from, to] of sortedEntriesOf(browser)) {
        // Values that are package-relative paths are files of this package; `false` blocks a
        // module and bare names substitute another package.
        if (typeof to === 'string' && (to.startsWith('./') || to.startsWith('../') || to === '.')) add(['browser', from], to, 'browser');
      }
    }
  }

  if (Object.prototype.hasOwnProperty.call(pkg, 'exports')) {
    const walk = (value: unknown, segments: string[], subpath: string, types: boolean, fallback: boolean): void => {
      if (value === null) return; // an exclusion
      if (typeof value === 'string') {
        if (!value.startsWith('./')) {
          bad(segments, 'an exports target must start with "./"');
          return;
        }
        if (INVALID_TARGET_SEGMENT.test(value.slice(2))) {
          bad(segments, 'an exports target must not contain ".", ".." or "node_modules" segments');
          return;
        }
        if (subpath.endsWith('/') && value.endsWith('/')) add(segments, value, 'exports-folder', false, fallback);
        else add(segments, value, types ? 'exports-types' : 'exports', subpath.includes('*') && value.includes('*'), fallback);
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item, i) => walk(item, [...segments, String(i)], subpath, types, fallback || i > 0));
        return;
      }
      if (isRecord(value)) {
        for (const [condition, target] of entriesOf(value)) {
          if (condition.startsWith('.')) {
            bad([...segments, condition], 'a condition object must not mix in subpath keys');
            continue;
          }
          walk(target, [...segments, condition], subpath, types || condition === 'types', fallback);
        }
        return;
      }
      bad(segments, 'an exports value must be a string, an array, an object or null');
    };
    const exportsValue = pkg.exports;
    if (isRecord(exportsValue)) {
      const keys = Object.keys(exportsValue);
      const subpaths = keys.filter((key) => key.startsWith('.'));
      if (subpaths.length > 0 && subpaths.length < keys.length) {
        bad(['exports'], 'exports must use either subpath keys (".", "./x") or condition keys, not both');
      } else if (subpaths.length > 0) {
        for (const key of keys) walk(exportsValue[key], ['exports', key], key, false, false);
      } else {
        walk(exportsValue, ['exports'], '.', false, false);
      }
    } else {
      walk(exportsValue, ['exports'], '.', false, false);
    }
  }
  return { entries, invalid };
}

const MAIN_SUFFIXES = ['', '.js', '.json', '.node', '/index.js', '/index.json', '/index.node'];
const BUNDLER_SUFFIXES = ['', '.js', '.mjs', '.cjs', '.json', '/index.js', '/index.mjs', '/index.cjs', '/index.json'];

function typesCandidates(path: string): string[] {
  const out = [path];
  const swap: Array<[RegExp, string[]]> = [
    [/\.js$/, ['.ts', '.tsx', '.d.ts']],
    [/\.jsx$/, ['.ts', '.tsx', '.d.ts']],
    [/\.mjs$/, ['.mts', '.d.mts']],
    [/\.cjs$/, ['.cts', '.d.cts']],
  ];
  const hit = swap.find(([re]) => re.test(path));
  if (hit) {
    const stem = path.replace(hit[0], '');
    for (const extension of hit[1]) out.push(stem + extension);
  } else if (!/\.(d\.[mc]?ts|[mc]?tsx?)$/.test(path)) {
    out.push(`${path}.ts`, `${path}.tsx`, `${path}.d.ts`);
  }
  const folder = path === '' ? '' : path + '/';
  out.push(`${folder}index.ts`, `${folder}index.tsx`, `${folder}index.d.ts`);
  return out;
}

function firstPresent(files: FileSet, candidates: readonly string[]): string | null {
  for (const candidate of candidates) if (candidate !== '' && files.has(candidate)) return candidate;
  return null;
}

/**
 * Resolves one entrypoint against the packed files. `patterns` holds the first match of each
 * pattern target (FileSet.firstMatches, computed for all entries at once); without it the
 * entry's own target is looked up alone.
 */
export function resolveEntry(entry: Entrypoint, files: FileSet, patterns?: ReadonlyMap<string, string | null>): Resolution {
  const path = entry.path;
  if (path === null) return { resolved: null };
  if (entry.pattern) return { resolved: (patterns ?? files.firstMatches([path])).get(path) ?? null };
  const join = (suffixes: readonly string[]) =>
    path === '' ? suffixes.filter((suffix) => suffix.startsWith('/')).map((suffix) => suffix.slice(1)) : suffixes.map((suffix) => path + suffix);
  switch (entry.kind) {
    case 'main':
      return { resolved: firstPresent(files, join(MAIN_SUFFIXES)) };
    case 'module':
    case 'browser':
      return { resolved: firstPresent(files, join(BUNDLER_SUFFIXES)) };
    case 'types':
    case 'exports-types':
      return { resolved: firstPresent(files, entry.kind === 'types' ? typesCandidates(path) : typesCandidates(path).slice(0, 4)) };
    case 'exports-folder':
      return { resolved: files.firstUnder(path) };
    default:
      return { resolved: files.has(path) ? path : null };
  }
}

/** The pattern targets of the entries, package-relative (the input of FileSet.firstMatches). */
export function patternTargets(entries: readonly Entrypoint[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    if (!entry.pattern) continue;
    if (entry.path !== null) out.push(entry.path);
  }
  return out;
}

/** Every path the entries reach in a file set: each one's resolved file, and all files of its folder or pattern. */
export function reachedBy(entries: readonly Entrypoint[], files: FileSet): (path: string) => boolean {
  const exact = new Set<string>();
  const folders: string[] = [];
  for (const entry of entries) {
    if (entry.pattern) continue;
    if (entry.kind === 'exports-folder') {
      if (entry.path !== null) folders.push(entry.path);
      continue;
    }
    const { resolved } = resolveEntry(entry, files);
    if (resolved !== null) exact.add(resolved);
  }
  const folderSet = new FolderSet(folders);
  const patternSet = new PatternSet(patternTargets(entries));
  return (path) => files.has(path) && (exact.has(path) || folderSet.holds(path) || patternSet.matches(path));
}

const TS_FOR_JS: Array<[RegExp, string[]]> = [
  [/\.js$/, ['.ts', '.tsx']],
  [/\.mjs$/, ['.mts', '.ts']],
  [/\.cjs$/, ['.cts', '.ts']],
  [/^[^.]*$/, ['.ts', '.tsx', '/index.ts']],
];

/**
 * For a JavaScript entrypoint that is not packed: the TypeScript source packed in its place
 * (same path with a TypeScript extension, or the same path under `src/`), or null.
 */
export function typescriptStandIn(entry: Entrypoint, files: FileSet): string | null {
  if (entry.kind === 'types' || entry.kind === 'exports-types' || entry.kind === 'exports-folder' || entry.pattern) return null;
  const path = entry.path;
  if (path === null || path === '') return null;
  const base = path.slice(path.lastIndexOf('/') + 1);
  const rule = TS_FOR_JS.find(([re]) => re.test(base));
  if (!rule) return null;
  const stem = path.replace(rule[0], '');
  const stems = [stem];
  const slash = stem.indexOf('/');
  if (slash !== -1) stems.push('src' + stem.slice(slash));
  else stems.push('src/' + stem);
  for (const candidate of stems) {
    for (const extension of rule[1]) {
      if (files.has(candidate + extension)) return candidate + extension;
    }
  }
  return null;
}

/** The top folder an entrypoint points into (`dist` for `./dist/esm/index.js`), or null at the root. */
export function topFolder(entry: Entrypoint): string | null {
  const path = entry.path;
  if (path === null) return null;
  const slash = path.indexOf('/');
  return slash === -1 ? null : path.slice(0, slash);
}
