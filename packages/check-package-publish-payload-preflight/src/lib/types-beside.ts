/**
 * Types a TypeScript consumer cannot find beside an exported file (publint's TYPES_NOT_EXPORTED for
 * the `"."` entry, arethetypeswrong's "UntypedResolution" for every subpath). When the package ships
 * types (`types`/`typings`, or a root `index.d.ts`), every JavaScript file an entry resolves to
 * under `import`/`require` in the default, `node`, `browser` and `worker` environments needs a
 * `types` condition or an adjacent declaration file (`x.js` → `x.d.ts`, `.mjs` → `.d.mts`,
 * `.cjs` → `.d.cts`); with `moduleResolution: "bundler"` or `"node16"`, TypeScript ignores the
 * top-level `types` field once `exports` exists.
 */
import { packageRelative, type FileSet } from './files.js';
import { own } from './package-json.js';

export interface UntypedExport {
  /** Path segments below `package` of the condition that resolved. */
  segments: string[];
  target: string;
  /** The declaration file TypeScript looks for beside it. */
  expected: string;
  /** The package's declared types (what publint suggests exporting). */
  typesFile: string;
  /** The `"."` entry (publint's scope), not another subpath (arethetypeswrong's wider one). */
  root: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first target the conditions select (plus `default`), and the path of keys that led there. */
function resolveConditions(value: unknown, conditions: readonly string[], path: string[]): { value: string; path: string[] } | null {
  if (typeof value === 'string') return { value, path };
  if (Array.isArray(value)) return resolveConditions(value[0], conditions, [...path, '0']);
  if (!isRecord(value)) return null;
  for (const key of Object.keys(value)) {
    if (conditions.includes(key) || key === 'default') {
      const result = resolveConditions(value[key], conditions, [...path, key]);
      if (result !== null || key === 'default') return result;
    }
  }
  return null;
}

const DTS = /\.d\.[mc]?ts$/;

/** A path of the pack as a file or a folder (what a consumer's existence check sees). */
function exists(files: FileSet, target: string): boolean {
  if (/(^|\/)\.\.(\/|$)/.test(target)) return false;
  const path = packageRelative(target);
  if (path === null || path === '') return false;
  return files.has(path) || files.hasFolder(path);
}

/**
 * The entries of `exports` to check, as [value, path, root]: "." (or the whole conditions object
 * or string) and each plain subpath; patterns and folder mappings name no single file.
 */
function exportEntries(exportsValue: unknown): Array<[unknown, string[], boolean]> {
  if (typeof exportsValue === 'string' || Array.isArray(exportsValue)) return [[exportsValue, ['exports'], true]];
  if (!isRecord(exportsValue)) return [];
  const keys = Object.keys(exportsValue);
  if (keys.length === 0) return [];
  if (!keys[0]!.startsWith('.')) return [[exportsValue, ['exports'], true]];
  const entries: Array<[unknown, string[], boolean]> = [];
  if (keys.includes('.')) entries.push([exportsValue['.'], ['exports', '.'], true]);
  for (const key of keys) {
    if (key === '.' || key.includes('*') || key.endsWith('/')) continue;
    entries.push([exportsValue[key], ['exports', key], false]);
  }
  return entries;
}

export function untypedExports(pkg: Record<string, unknown>, files: FileSet): UntypedExport[] {
  const entries = exportEntries(own(pkg, 'exports'));
  if (entries.length === 0) return [];
  const types = own(pkg, 'types');
  const typings = own(pkg, 'typings');
  const typesFile = types ? String(types) : typings ? String(typings) : files.has('index.d.ts') ? './index.d.ts' : null;
  if (typesFile === null) return [];

  const out: UntypedExport[] = [];
  for (const [value, rootPath, root] of entries) {
    const seen = new Set<string>();
    for (const env of [null, 'node', 'browser', 'worker']) {
      for (const format of ['import', 'require']) {
        const conditions = env === null ? ['types', format] : ['types', format, env];
        const result = resolveConditions(value, conditions, rootPath);
        if (result === null) continue;
        const key = JSON.stringify(result.path);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!exists(files, result.value) || DTS.test(result.value)) continue;
        const expected = result.value.replace(/\.([mc]?)jsx?$/, '.d.$1ts');
        if (exists(files, expected)) continue;
        out.push({ segments: result.path, target: result.value, expected, typesFile, root });
      }
    }
  }
  return out;
}
