import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reorderedMembers } from '@evidence-check/test-utils';
import { publint, type Message } from 'publint';
import { run } from '../src/index.js';
import { realPackages, type RealPackage } from './store.js';

/*
 * publint (https://publint.dev/rules, npm `publint`) as the oracle for the rules both implement
 * that need only package.json and the file list. Same inputs to both: the real package.json of
 * every package in this repository's store (and two mutations of it that break the rules on
 * purpose), and the same file list (publint's `pack: { files }` virtual file system). Every
 * publint message of a compared code must be one of our findings at the same place, and every
 * finding of ours for those codes must be one of publint's: zero disagreements.
 */

const PKG_DIR = '/pkg';

/** publint code (and, where it varies, its type) → our code. */
function ourCode(message: Message): string | null {
  switch (message.code) {
    case 'EXPORTS_TYPES_SHOULD_BE_FIRST':
      return 'TYPES_CONDITION_NOT_FIRST';
    case 'EXPORTS_DEFAULT_SHOULD_BE_LAST':
    case 'IMPORTS_DEFAULT_SHOULD_BE_LAST':
      return 'DEFAULT_CONDITION_NOT_LAST';
    case 'EXPORTS_MODULE_SHOULD_PRECEDE_REQUIRE':
    case 'IMPORTS_MODULE_SHOULD_PRECEDE_REQUIRE':
      return 'MODULE_CONDITION_AFTER_REQUIRE';
    case 'EXPORTS_MISSING_ROOT_ENTRYPOINT':
      return 'EXPORTS_ROOT_MISSING';
    case 'EXPORTS_FALLBACK_ARRAY_USE':
    case 'IMPORTS_FALLBACK_ARRAY_USE':
      return 'FALLBACK_ARRAY';
    case 'EXPORTS_GLOB_NO_DEPRECATED_SUBPATH_MAPPING':
    case 'IMPORTS_GLOB_NO_DEPRECATED_SUBPATH_MAPPING':
      return message.type === 'error' ? 'FOLDER_MAPPING_REMOVED' : 'FOLDER_MAPPING_COMPAT';
    case 'IMPORTS_KEY_INVALID':
      return 'IMPORTS_KEY_INVALID';
    case 'IMPORTS_VALUE_INVALID':
      return 'IMPORTS_TARGET_INVALID';
    case 'LOCAL_DEPENDENCY':
      return 'LOCAL_DEPENDENCY';
    case 'TYPES_NOT_EXPORTED':
      return 'TYPES_NOT_EXPORTED';
    case 'USE_LICENSE':
      return 'LICENSE_FIELD_MISSING';
    case 'EXPORTS_VALUE_INVALID':
      return 'INVALID_ENTRYPOINT';
    case 'EXPORTS_VALUE_CONFLICTS_WITH_BROWSER':
      return 'BROWSER_FIELD_REMAPS_EXPORT';
    default:
      return null;
  }
}
const COMPARED = new Set([
  'TYPES_CONDITION_NOT_FIRST',
  'DEFAULT_CONDITION_NOT_LAST',
  'MODULE_CONDITION_AFTER_REQUIRE',
  'EXPORTS_ROOT_MISSING',
  'FALLBACK_ARRAY',
  'FOLDER_MAPPING_REMOVED',
  'FOLDER_MAPPING_COMPAT',
  'IMPORTS_KEY_INVALID',
  'IMPORTS_TARGET_INVALID',
  'LOCAL_DEPENDENCY',
  'TYPES_NOT_EXPORTED',
  'LICENSE_FIELD_MISSING',
  'INVALID_ENTRYPOINT',
  'BROWSER_FIELD_REMAPS_EXPORT',
]);
/** The INVALID_ENTRYPOINT reason that is publint's EXPORTS_VALUE_INVALID; our other reasons (segments, mixed keys, non-strings) publint does not check. */
const NO_DOT_SLASH = 'an exports target must start with "./"';

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (path: readonly string[]) => '/package' + path.map((segment) => '/' + escape(segment)).join('');

/** Every object below a value with its keys in reverse order (condition order broken on purpose). */
const reversed = (value: unknown): unknown => reorderedMembers(value);

/**
 * Top-level subpath targets wrapped in fallback arrays whose second element lacks "./", `./x/*`
 * patterns doubled by `./x/` folder mappings.
 */
function legacyExports(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return typeof value === 'string' ? [value, value.replace(/^\.\//, '')] : value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = typeof inner === 'string' ? [inner, inner.replace(/^\.\//, '')] : inner;
    if (key.endsWith('/*') && typeof inner === 'string' && inner.endsWith('/*')) out[key.slice(0, -1)] = inner.slice(0, -1);
  }
  // A subpath map with no `./x/*` pattern of its own gets one, doubled by its folder mapping, so the
  // folder-mapping rules fire whatever packages the store happens to hold.
  const keys = Object.keys(out);
  if (keys.length > 0 && keys.every((key) => key.startsWith('.')) && !keys.some((key) => key.endsWith('/*'))) {
    out['./legacy-dir/*'] = './legacy-dir/*';
    out['./legacy-dir/'] = './legacy-dir/';
  }
  return out;
}

/** An `imports` field derived from `exports`: keys without "#", targets leaving the folder, folder mappings. */
function brokenImports(exportsValue: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { '#ok': './package.json', '#ext': 'node:path', '#up': '../outside.js', '#dir/': './lib/' };
  if (typeof exportsValue === 'object' && exportsValue !== null && !Array.isArray(exportsValue)) {
    for (const [key, inner] of Object.entries(exportsValue)) out[key.startsWith('.') ? key.slice(1) || 'root' : key] = inner;
  }
  return out;
}

/** The first string target of an exports tree, in declaration order. */
function firstTarget(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  for (const inner of Object.values(value)) {
    const found = firstTarget(inner);
    if (found !== null) return found;
  }
  return null;
}

/** The root entry moved under browser-like conditions whose target the `browser` map also remaps. */
function browserish(manifest: Record<string, unknown>): Record<string, unknown> | null {
  const target = firstTarget(manifest.exports);
  if (target === null || !target.startsWith('./') || target.includes('*')) return null;
  const browser = typeof manifest.browser === 'object' && manifest.browser !== null ? manifest.browser : {};
  return {
    ...manifest,
    exports: { '.': { worker: target, workerd: { import: target, default: './other.js' }, browser: target, 'edge-light': [target], default: target }, './raw': { worker: target } },
    browser: { ...browser, [target]: './browser-build.js' },
  };
}

function variants(manifest: Record<string, unknown>): Array<[string, Record<string, unknown>]> {
  const moved = browserish(manifest);
  const { license: _license, ...unlicensed } = manifest;
  const deps = typeof manifest.dependencies === 'object' && manifest.dependencies !== null ? manifest.dependencies : {};
  return [
    ['as published', manifest],
    ['conditions reversed', { ...manifest, ...(manifest.exports === undefined ? {} : { exports: reversed(manifest.exports) }), ...(manifest.imports === undefined ? {} : { imports: reversed(manifest.imports) }) }],
    [
      'legacy shapes',
      {
        ...unlicensed,
        dependencies: { ...deps, 'local-a': 'file:../a', 'local-b': 'link:../b', 'remote-c': '^1.0.0' },
        ...(manifest.exports === undefined ? {} : { exports: legacyExports(manifest.exports) }),
        imports: brokenImports(manifest.exports),
      },
    ],
    ...(moved === null ? [] : [['browser-like conditions', moved] as [string, Record<string, unknown>]]),
  ];
}

/** publint's input: the same file list, package.json (and nested package.json files) with real content. */
function packFiles(pkg: RealPackage, manifest: Record<string, unknown>) {
  return pkg.files.map((path) => ({
    name: `${PKG_DIR}/${path}`,
    data: path === 'package.json' ? JSON.stringify(manifest) : path.endsWith('/package.json') ? readFileSync(join(pkg.dir, path), 'utf8') : 'x',
  }));
}

/** publint reads `publishConfig` overrides of these fields (pnpm applies them on publish; npm does not). */
const PUBLISH_CONFIG_FIELDS = ['main', 'module', 'browser', 'exports', 'imports', 'types', 'typings', 'bin'];

const packages = realPackages().filter((pkg) => {
  const publishConfig = pkg.manifest.publishConfig;
  if (typeof publishConfig === 'object' && publishConfig !== null && PUBLISH_CONFIG_FIELDS.some((field) => field in publishConfig)) return false;
  const deps = pkg.manifest.dependencies;
  return deps === undefined || (typeof deps === 'object' && deps !== null && Object.values(deps).every((spec) => typeof spec === 'string'));
});

test('publint and this check agree on every shared package.json rule, on real packages and their mutations', async () => {
  const disagreements: string[] = [];
  const agreedByCode = new Map<string, number>();
  let inputs = 0;
  for (const pkg of packages) {
    for (const [label, manifest] of variants(pkg.manifest)) {
      inputs++;
      const { messages } = await publint({ pkgDir: PKG_DIR, pack: { files: packFiles(pkg, manifest) }, level: 'suggestion' });
      const theirs = new Set(
        messages.flatMap((message) => {
          const code = ourCode(message);
          if (code === null) return [];
          // publint anchors package-level suggestions at `name`; ours sits at the missing field.
          return [`${code} ${message.code === 'USE_LICENSE' ? '/package/license' : pointerOf(message.path)}`];
        }),
      );
      const result = run({ package: manifest, pack_files: pkg.files });
      const ours = new Set(
        result.findings
          .filter((finding) => COMPARED.has(finding.code))
          // publint suggests a license field only when a license file is packed.
          .filter((finding) => finding.code !== 'LICENSE_FIELD_MISSING' || (finding.details as { licenseFile: string | null }).licenseFile !== null)
          .filter((finding) => finding.code !== 'INVALID_ENTRYPOINT' || (finding.details as { reason: string }).reason === NO_DOT_SLASH)
          .map((finding) => `${finding.code} ${finding.pointer}`),
      );
      const where = `${String(pkg.manifest.name)}@${String(pkg.manifest.version)} (${label})`;
      for (const key of theirs) if (!ours.has(key)) disagreements.push(`${where}: publint only: ${key}`);
      for (const key of ours) if (!theirs.has(key)) disagreements.push(`${where}: ours only: ${key}`);
      for (const key of ours) if (theirs.has(key)) agreedByCode.set(key.split(' ')[0]!, (agreedByCode.get(key.split(' ')[0]!) ?? 0) + 1);
    }
  }
  expect({ count: disagreements.length, first: disagreements.slice(0, 40) }).toEqual({ count: 0, first: [] });
  expect(inputs).toBeGreaterThan(2000);
  // Every compared rule fired somewhere, so agreement is not agreement on silence.
  expect([...COMPARED].filter((code) => !agreedByCode.has(code))).toEqual([]);
  console.log(`publint oracle: ${inputs} inputs, 0 disagreements; agreed findings by code: ${JSON.stringify(Object.fromEntries(agreedByCode))}`);
}, 600_000);

/**
 * The exports targets both tools look up the same way: publint reads a `.js`/`.mjs`/`.cjs` target
 * exactly (FILE_DOES_NOT_EXIST when absent), as Node does and as we do for `exports`. Left out:
 * patterns, later elements of fallback arrays (Node never falls back to them for a missing file;
 * publint checks them), targets under a `types` condition (TypeScript's lookup, wider here), and
 * targets Node rejects anyway (no "./", "..", node_modules).
 */
function comparableTargets(exportsValue: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      const ok =
        value.startsWith('./') &&
        !value.includes('*') &&
        /\.[mc]?js$/.test(value) &&
        !/(^|\/)(\.\.?|node_modules)(\/|$)/.test(value.slice(2)) &&
        !path.includes('types') &&
        !path.some((segment, i) => i > 0 && /^[1-9]\d*$/.test(segment) && Array.isArray(valueAtPath(exportsValue, path.slice(1, i))));
      if (ok) out.set(pointerOf(path), value.slice(2));
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (typeof value === 'object' && value !== null) for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  if (typeof exportsValue === 'object' && exportsValue !== null && !Array.isArray(exportsValue)) {
    const keys = Object.keys(exportsValue);
    const subpaths = keys.filter((key) => key.startsWith('.')).length;
    if (subpaths > 0 && subpaths < keys.length) return out; // mixed keys: one INVALID_ENTRYPOINT here, nothing resolved
  }
  walk(exportsValue, ['exports']);
  return out;
}

function valueAtPath(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const segment of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[segment] : undefined;
  return at;
}

test('publint and this check agree on which exports targets are missing, with half of the real entry files deleted', async () => {
  const disagreements: string[] = [];
  let inputs = 0;
  let missingAgreed = 0;
  let presentAgreed = 0;
  for (const pkg of packages) {
    const targets = comparableTargets(pkg.manifest.exports);
    if (targets.size === 0) continue;
    // Delete every other distinct target file from the real list.
    const deleted = new Set([...new Set(targets.values())].filter((_, i) => i % 2 === 0));
    for (const files of [pkg.files, pkg.files.filter((file) => !deleted.has(file))]) {
      inputs++;
      const reduced: RealPackage = { ...pkg, files };
      const { messages } = await publint({ pkgDir: PKG_DIR, pack: { files: packFiles(reduced, pkg.manifest) }, level: 'suggestion' });
      const theirs = new Set(messages.filter((m) => m.code === 'FILE_DOES_NOT_EXIST').map((m) => pointerOf(m.path)).filter((p) => targets.has(p)));
      const result = run({ package: pkg.manifest, pack_files: files });
      const ours = new Set(
        result.findings.filter((f) => (f.code === 'MISSING_ENTRYPOINT' || f.code === 'TYPESCRIPT_SOURCE_ONLY') && targets.has(f.pointer)).map((f) => f.pointer),
      );
      const where = `${String(pkg.manifest.name)}@${String(pkg.manifest.version)} (${files.length} files)`;
      for (const pointer of targets.keys()) {
        if (theirs.has(pointer) !== ours.has(pointer)) disagreements.push(`${where}: ${pointer} publint ${theirs.has(pointer) ? 'missing' : 'present'}, ours ${ours.has(pointer) ? 'missing' : 'present'}`);
        else if (ours.has(pointer)) missingAgreed++;
        else presentAgreed++;
      }
    }
  }
  expect({ count: disagreements.length, first: disagreements.slice(0, 40) }).toEqual({ count: 0, first: [] });
  expect(inputs).toBeGreaterThan(200);
  expect(missingAgreed).toBeGreaterThan(200);
  expect(presentAgreed).toBeGreaterThan(200);
  console.log(`publint oracle (exports targets): ${inputs} inputs, ${missingAgreed} missing and ${presentAgreed} present targets agreed, 0 disagreements`);
}, 600_000);
