/**
 * The shape rules of the `exports` and `imports` trees that need only package.json, the way
 * publint reads them (https://publint.dev/rules): condition order, fallback arrays, removed folder
 * mappings, `imports` keys and targets, the missing `"."` entry. Every object, array and string of
 * both trees is visited once; the "does a nested object declare `types` / a raw .ts target"
 * questions are answered once per object (memoized), so the walk stays linear in the tree's size.
 */
import { own } from './package-json.js';

export type OrderProblem = 'types-not-first' | 'default-not-last' | 'module-after-require';

export interface TreeFinding {
  /** `exports` or `imports`. */
  tree: 'exports' | 'imports';
  /** Path segments below `package`. */
  segments: string[];
}

export interface OrderFinding extends TreeFinding {
  problem: OrderProblem;
  /** The condition keys of the object, in declaration order. */
  keys: string[];
}

export interface FolderMapping extends TreeFinding {
  target: string;
  /** The `*` form of the same place (`./x/*`), as publint suggests it. */
  suggestedKey: string[];
  suggestedTarget: string;
  /** The `*` form is declared too (truthy), so this key only serves old resolvers. */
  compat: boolean;
}

export interface ImportsTarget extends TreeFinding {
  target: string;
}

export interface BrowserConflict extends TreeFinding {
  target: string;
  /** The browser-like condition on the way to the target (`worker`, `workerd`, `edge-light`). */
  condition: string;
}

/**
 * Conditions that behave like `browser` but after which bundlers still apply the `browser` field's
 * remapping (publint's knownBrowserishConditions).
 */
const BROWSERISH = ['worker', 'workerd', 'edge-light'];

export interface ConditionLint {
  order: OrderFinding[];
  fallbackArrays: TreeFinding[];
  folderMappings: FolderMapping[];
  importsKeys: Array<TreeFinding & { key: string }>;
  importsTargets: ImportsTarget[];
  /** `exports` targets under a browser-like condition that the `browser` map remaps too. */
  browserConflicts: BrowserConflict[];
  /** `main`/`module` are declared, `exports` is a subpath map without `"."`. */
  rootMissing: { mainFields: string[] } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Raw TypeScript sources (`.ts` but not `.d.ts`, `.tsx`) also stand for types (publint's isFilePathRawTs). */
function isRawTs(path: string): boolean {
  return (path.endsWith('.ts') && !path.endsWith('.d.ts')) || path.endsWith('.tsx');
}

/** Memoized "somewhere below this object or array" questions. */
class Nested {
  private readonly typesKey = new WeakMap<object, boolean>();
  private readonly rawTs = new WeakMap<object, boolean>();

  hasTypesKey(value: object): boolean {
    const known = this.typesKey.get(value);
    if (known !== undefined) return known;
    this.typesKey.set(value, false); // cycles cannot occur in JSON; this only guards re-entry
    let found = false;
    for (const key of Object.keys(value)) {
      const inner = (value as Record<string, unknown>)[key];
      if (key === 'types' || (typeof inner === 'object' && inner !== null && this.hasTypesKey(inner))) {
        found = true;
        break;
      }
    }
    this.typesKey.set(value, found);
    return found;
  }

  hasRawTsValue(value: object): boolean {
    const known = this.rawTs.get(value);
    if (known !== undefined) return known;
    this.rawTs.set(value, false);
    let found = false;
    for (const key of Object.keys(value)) {
      const inner = (value as Record<string, unknown>)[key];
      if ((typeof inner === 'string' && isRawTs(inner)) || (typeof inner === 'object' && inner !== null && this.hasRawTsValue(inner))) {
        found = true;
        break;
      }
    }
    this.rawTs.set(value, found);
    return found;
  }
}

/** The value at a path of package.json (own keys only), or undefined. */
function valueAt(pkg: Record<string, unknown>, segments: readonly string[]): unknown {
  let value: unknown = pkg;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

export function lintConditions(pkg: Record<string, unknown>): ConditionLint {
  const out: ConditionLint = { order: [], fallbackArrays: [], folderMappings: [], importsKeys: [], importsTargets: [], browserConflicts: [], rootMissing: null };
  const nested = new Nested();
  const browser = own(pkg, 'browser');
  const browserMap = isRecord(browser) ? browser : null;

  const walk = (value: unknown, segments: string[], tree: 'exports' | 'imports'): void => {
    if (typeof value === 'string') {
      // In `imports`, a target not starting with "." is another package or a builtin.
      if (tree === 'imports' && !value.startsWith('.')) return;
      let target = value;
      if (target.endsWith('/')) {
        const suggestedKey = segments.map((part) => (part.endsWith('/') ? `${part}*` : part));
        out.folderMappings.push({ tree, segments, target, suggestedKey, suggestedTarget: `${target}*`, compat: Boolean(valueAt(pkg, suggestedKey)) });
        target += '*';
      }
      if (tree === 'imports' && !target.startsWith('./')) out.importsTargets.push({ tree, segments, target: value });
      if (tree === 'exports' && browserMap !== null && !target.includes('*') && Object.prototype.hasOwnProperty.call(browserMap, target)) {
        const condition = BROWSERISH.find((name) => segments.includes(name));
        if (condition !== undefined) out.browserConflicts.push({ tree, segments, target, condition });
      }
      return;
    }
    if (Array.isArray(value)) {
      out.fallbackArrays.push({ tree, segments });
      value.forEach((item, i) => walk(item, [...segments, String(i)], tree));
      return;
    }
    if (!isRecord(value)) return; // null excludes; other scalars are another rule's concern
    const keys = Object.keys(value);
    const has = (key: string) => Object.prototype.hasOwnProperty.call(value, key);
    if (tree === 'exports' && has('types') && keys[0] !== 'types') {
      // Keys before `types` are fine when they are versioned `types@…` conditions, raw TypeScript
      // targets, or nested conditions that declare their own `types` (publint's exceptions).
      const preceding = keys.slice(0, keys.indexOf('types')).filter((key) => {
        if (key.startsWith('types')) return false;
        const inner = value[key];
        if (typeof inner === 'string' && isRawTs(inner)) return false;
        if (typeof inner === 'object' && inner !== null && nested.hasRawTsValue(inner)) return false;
        return true;
      });
      const coveredByNested = preceding.some((key) => {
        const inner = value[key];
        return typeof inner === 'object' && inner !== null && nested.hasTypesKey(inner);
      });
      if (preceding.length > 0 && !coveredByNested) out.order.push({ tree, segments: [...segments, 'types'], problem: 'types-not-first', keys });
    }
    if (has('module') && has('require') && keys.indexOf('module') > keys.indexOf('require')) {
      out.order.push({ tree, segments: [...segments, 'module'], problem: 'module-after-require', keys });
    }
    if (has('default') && keys[keys.length - 1] !== 'default') {
      out.order.push({ tree, segments: [...segments, 'default'], problem: 'default-not-last', keys });
    }
    const top = segments.length === 1;
    for (const key of keys) {
      if (tree === 'imports' && top && !key.startsWith('#')) out.importsKeys.push({ tree, segments: [...segments, key], key });
      walk(value[key], [...segments, key], tree);
    }
  };

  const exportsValue = own(pkg, 'exports');
  if (exportsValue) walk(exportsValue, ['exports'], 'exports');
  const main = own(pkg, 'main');
  const module = own(pkg, 'module');
  const declared = (value: unknown) => value !== undefined && value !== null;
  if ((declared(main) || declared(module)) && typeof exportsValue === 'object' && exportsValue !== null) {
    // A subpath map (its first key starts with ".") without ".": `main`/`module` are ignored by
    // Node once `exports` exists, so the bare import of the package fails.
    const keys = Object.keys(exportsValue);
    if (keys[0]?.startsWith('.') === true && !keys.includes('.')) {
      out.rootMissing = { mainFields: [...(main ? ['main'] : []), ...(module ? ['module'] : [])] };
    }
  }
  const importsValue = own(pkg, 'imports');
  if (isRecord(importsValue)) walk(importsValue, ['imports'], 'imports');
  return out;
}

/** `dependencies` that point at the publisher's disk (`file:`, `link:`): consumers cannot install them. */
export function localDependencies(pkg: Record<string, unknown>): Array<{ name: string; spec: string }> {
  const deps = own(pkg, 'dependencies');
  if (!isRecord(deps)) return [];
  const out: Array<{ name: string; spec: string }> = [];
  for (const name of Object.keys(deps)) {
    const spec = deps[name];
    if (typeof spec === 'string' && (spec.startsWith('file:') || spec.startsWith('link:'))) out.push({ name, spec });
  }
  return out;
}
