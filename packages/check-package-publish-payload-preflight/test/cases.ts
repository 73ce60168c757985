// Cases as data: every declared code is produced by at least one case and kept silent by another
// (the conventions meta-test checks both); every case input is a packet the gateway accepts.
// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages
// and Node's own resolver are the outside truth in real-packages.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { conditionOrderCases } from './cases/condition-order.js';
import { exportsShapeCases } from './cases/exports-shape.js';
import { filesEntriesCases } from './cases/files-entries.js';
import { importsFieldCases } from './cases/imports-field.js';
import { licenseFieldCases } from './cases/license-field.js';
import { localDependencyCases } from './cases/local-dependency.js';
import { typesBesideCases } from './cases/types-beside.js';

const BASE = ['package.json', 'README.md', 'LICENSE'];
const pkg = (extra: Record<string, unknown> = {}) => ({ name: 'demo-pkg', version: '1.0.0', license: 'MIT', ...extra });
/** A request with the base files first: the listed files start at /pack_files/3. */
const pack = (extra: Record<string, unknown>, files: string[], previous?: string[]): Input => ({
  package: pkg(extra),
  pack_files: [...BASE, ...files],
  ...(previous ? { previous_files: previous } : {}),
});
const named = (name: unknown): Input => ({ package: name === undefined ? { version: '1.0.0', license: 'MIT' } : { name, version: '1.0.0', license: 'MIT' }, pack_files: BASE });
const versioned = (version: unknown): Input => ({ package: { name: 'x', version, license: 'MIT' }, pack_files: BASE });
const PROTO = JSON.parse('{"name":"x","version":"1.0.0","license":"MIT","bin":{"__proto__":"./cli.js"},"exports":{"./__proto__":"./p.js"}}') as Record<string, unknown>;

export const baseCases = defineCases<Input>([
  // entrypoint-targets
  {
    name: 'a complete pack is READY and lists every entrypoint',
    input: pack(
      { main: 'lib', types: 'lib/index', bin: './cli.js', exports: { '.': './lib/index.js', './package.json': './package.json' } },
      ['lib/index.js', 'lib/index.d.ts', 'cli.js'],
    ),
    expect: [],
    status: 'READY',
    absent: ['MISSING_ENTRYPOINT', 'TYPESCRIPT_SOURCE_ONLY', 'INVALID_ENTRYPOINT', 'NO_RUNTIME_OUTPUT'],
    report: {
      entrypoints: [
        { field: 'main', target: 'lib', resolved: 'lib/index.js', present: true },
        { field: 'types', target: 'lib/index', resolved: 'lib/index.d.ts', present: true },
        { field: 'bin', target: './cli.js', resolved: 'cli.js', present: true },
        { field: 'exports["."]', target: './lib/index.js', resolved: 'lib/index.js', present: true },
        { field: 'exports["./package.json"]', target: './package.json', resolved: 'package.json', present: true },
      ],
      missingEntrypoints: [],
    },
  },
  {
    name: 'MISSING_ENTRYPOINT: main resolves to no packed file',
    input: pack({ main: 'dist/index.js' }, ['dist/other.js']),
    expect: [{ code: 'MISSING_ENTRYPOINT', pointer: '/package/main', subject: 'main', details: { field: 'main', target: 'dist/index.js', pattern: false } }],
    status: 'BLOCKED',
    absent: ['NO_RUNTIME_OUTPUT', 'TYPESCRIPT_SOURCE_ONLY'],
    report: { missingEntrypoints: ['main'] },
  },
  {
    name: 'the tarball package/ prefix and ./ prefixes are removed before resolving',
    input: { package: pkg({ main: './index.js' }), pack_files: ['package/package.json', 'package/README.md', 'package/LICENSE', 'package/./index.js'] },
    expect: [],
    absent: ['MISSING_ENTRYPOINT', 'PACKAGE_JSON_MISSING'],
    report: { files: { packed: 4 } },
  },
  {
    name: 'exports: nested conditions, null exclusions, * patterns, folder mappings; array fallbacks are not required (but are flagged as fallback arrays)',
    input: pack(
      {
        exports: {
          '.': { node: { import: './esm/index.mjs', require: './cjs/index.cjs' }, default: './esm/index.mjs' },
          './features/*.js': './esm/features/*.js',
          './features/private/*': null,
          './icons/*': './icons/*.svg',
          './utils/': './esm/utils/',
          './alt': ['./alt/a.js', './alt/b.js'],
        },
      },
      ['esm/index.mjs', 'esm/features/a.js', 'esm/utils/x.js', 'alt/a.js'],
    ),
    expect: [
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/exports/./node/require', details: { field: 'exports["."].node.require', target: './cjs/index.cjs' } },
      { code: 'NO_RUNTIME_OUTPUT', pointer: '/package/exports/./node/require', details: { folder: 'cjs', group: 'cjs/' } },
      { code: 'FALLBACK_ARRAY', pointer: '/package/exports/.~1alt' },
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/exports/.~1icons~1*', details: { field: 'exports["./icons/*"]', target: './icons/*.svg', pattern: true } },
      { code: 'NO_RUNTIME_OUTPUT', pointer: '/package/exports/.~1icons~1*', details: { folder: 'icons', group: 'icons/' } },
      { code: 'FOLDER_MAPPING_REMOVED', pointer: '/package/exports/.~1utils~1' },
    ],
    report: {
      entrypoints: [
        { field: 'exports["."].node.import', resolved: 'esm/index.mjs' },
        { field: 'exports["."].node.require', present: false },
        { field: 'exports["."].default', present: true },
        { field: 'exports["./features/*.js"]', target: './esm/features/*.js', resolved: 'esm/features/a.js', present: true },
        { field: 'exports["./icons/*"]', present: false },
        { field: 'exports["./utils/"]', resolved: 'esm/utils/x.js' },
        { field: 'exports["./alt"]["0"]', present: true },
        { field: 'exports["./alt"]["1"]', present: false },
      ],
      missingEntrypoints: ['exports["."].node.require', 'exports["./icons/*"]'],
    },
  },
  {
    name: 'conditions-only exports: a missing default condition',
    input: pack({ exports: { types: './index.d.ts', import: './index.mjs', default: './index.cjs' } }, ['index.d.ts', 'index.mjs']),
    expect: [{ code: 'MISSING_ENTRYPOINT', pointer: '/package/exports/default', subject: 'exports.default', details: { field: 'exports.default' } }],
  },
  {
    name: 'bin targets are exact; browser map values that are files must be packed, substitutions are skipped',
    input: pack(
      { bin: { 'demo-a': './bin/a.js', 'demo-b': 'bin/b' }, browser: { './lib/node.js': './lib/browser', fs: false, path: 'path-browserify', './x.js': './missing.js' } },
      ['bin/a.js', 'bin/b.js', 'lib/browser.js', 'lib/node.js'],
    ),
    expect: [
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/bin/demo-b', details: { field: 'bin["demo-b"]', target: 'bin/b' } },
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/browser/.~1x.js', details: { target: './missing.js' } },
    ],
    report: {
      entrypoints: [
        { field: 'bin["demo-a"]', present: true },
        { field: 'bin["demo-b"]', present: false },
        { field: 'browser["./lib/node.js"]', resolved: 'lib/browser.js' },
        { field: 'browser["./x.js"]', present: false },
      ],
    },
  },
  {
    name: 'INVALID_ENTRYPOINT for every shape Node or npm rejects, each at its own place',
    input: pack({ main: 42, bin: { x: 1 }, exports: { '.': 'index.js', './a': { '.': './a.js' }, './b': './../b.js', './c': 7 } }, []),
    expect: [
      { code: 'INVALID_ENTRYPOINT', pointer: '/package/bin/x', details: { field: 'bin.x', reason: 'a bin target must be a string' } },
      { code: 'INVALID_ENTRYPOINT', pointer: '/package/exports/.', details: { reason: 'an exports target must start with "./"' } },
      { code: 'INVALID_ENTRYPOINT', pointer: '/package/exports/.~1a/.', details: { reason: 'a condition object must not mix in subpath keys' } },
      { code: 'INVALID_ENTRYPOINT', pointer: '/package/exports/.~1b', details: { reason: 'an exports target must not contain ".", ".." or "node_modules" segments' } },
      { code: 'INVALID_ENTRYPOINT', pointer: '/package/exports/.~1c', details: { reason: 'an exports value must be a string, an array, an object or null' } },
      { code: 'INVALID_ENTRYPOINT', pointer: '/package/main', details: { field: 'main', reason: 'must be a string' } },
    ],
  },
  {
    name: 'exports mixing subpath and condition keys is one invalid entry',
    input: pack({ exports: { '.': './a.js', import: './b.js' } }, ['a.js', 'b.js']),
    expect: [{ code: 'INVALID_ENTRYPOINT', pointer: '/package/exports', details: { reason: 'exports must use either subpath keys (".", "./x") or condition keys, not both' } }],
  },
  {
    name: 'TYPESCRIPT_SOURCE_ONLY: the same path in .ts, or under src/, is packed instead',
    input: pack({ main: 'dist/index.js', bin: { demo: './cli.js' } }, ['src/index.ts', 'cli.ts', 'dist/other.js']),
    expect: [
      { code: 'TYPESCRIPT_SOURCE_ONLY', pointer: '/package/bin/demo', details: { field: 'bin.demo', target: './cli.js', source: 'cli.ts' } },
      { code: 'TYPESCRIPT_SOURCE_ONLY', pointer: '/package/main', details: { target: 'dist/index.js', source: 'src/index.ts' } },
    ],
    absent: ['MISSING_ENTRYPOINT', 'NO_RUNTIME_OUTPUT'],
  },
  {
    name: '__proto__ and other odd keys are ordinary data',
    input: { package: PROTO, pack_files: BASE },
    expect: [
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/bin/__proto__', details: { target: './cli.js' } },
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/exports/.~1__proto__', details: { target: './p.js' } },
    ],
  },

  // runtime-output
  {
    name: 'NO_RUNTIME_OUTPUT flags every reference to an empty build folder an entrypoint points into: the entrypoint and the files entry; other unmatched files entries are only notices (npm ignores them)',
    input: pack({ main: 'build/index.js', files: ['build', 'types', 'CHANGELOG.md', 'lib/*.js'] }, ['src/index.js']),
    expect: [
      { code: 'NO_RUNTIME_OUTPUT', pointer: '/package/files/0', subject: 'build', details: { folder: 'build', referencedBy: 'files[0]', group: 'build/' } },
      { code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/1', subject: 'types' },
      { code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/2', subject: 'CHANGELOG.md' },
      { code: 'MISSING_ENTRYPOINT', pointer: '/package/main', details: { field: 'main', target: 'build/index.js', pattern: false } },
      { code: 'NO_RUNTIME_OUTPUT', pointer: '/package/main', subject: 'build', details: { folder: 'build', referencedBy: 'main', group: 'build/' } },
    ],
    report: { foldersWithoutOutput: ['build'] },
  },
  {
    name: 'packed before it was built: main and exports both point into dist, both are flagged',
    input: pack({ main: 'dist/index.js', exports: { '.': './dist/index.js' } }, ['src/index.ts']),
    expect: [
      { code: 'NO_RUNTIME_OUTPUT', pointer: '/package/exports/.', details: { folder: 'dist', referencedBy: 'exports["."]', group: 'dist/' } },
      { code: 'TYPESCRIPT_SOURCE_ONLY', pointer: '/package/exports/.', details: { source: 'src/index.ts' } },
      { code: 'NO_RUNTIME_OUTPUT', pointer: '/package/main', details: { folder: 'dist', referencedBy: 'main', group: 'dist/' } },
      { code: 'TYPESCRIPT_SOURCE_ONLY', pointer: '/package/main', details: { source: 'src/index.ts' } },
    ],
    report: { foldersWithoutOutput: ['dist'], missingEntrypoints: ['main', 'exports["."]'] },
  },
  {
    name: 'folders with packed files, globs, negations and file names in files are not empty folders; an unmatched file name is a notice',
    input: pack({ main: 'lib/index.js', files: ['lib', 'docs/*.md', '!test', 'index.d.ts', './lib/'] }, ['lib/index.js']),
    expect: [{ code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/3', subject: 'index.d.ts', details: { entry: 'index.d.ts', index: 3 } }],
    absent: ['NO_RUNTIME_OUTPUT'],
    report: { foldersWithoutOutput: [] },
  },

  // sensitive-files
  {
    name: 'SENSITIVE_FILE_PACKED for secrets, .git and unbundled node_modules; bundled dependencies and templates are fine',
    input: pack({ bundleDependencies: ['left-pad', '@scope/util'] }, [
      '.env', 'config/.env.production', '.env.example', '.npmrc', 'certs/server.key', 'keys/id_rsa', '.git/HEAD',
      'node_modules/left-pad/index.js', 'node_modules/@scope/util/index.js', 'node_modules/evil/index.js', 'test/fixture.pem',
    ]),
    expect: [
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/3', subject: '.env', details: { path: '.env', kind: '.env file' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/4', details: { kind: '.env file' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/6', details: { kind: 'credential dotfile' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/7', details: { kind: 'private key or certificate bundle' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/8', details: { kind: 'SSH private key' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/9', details: { kind: 'git metadata' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/12', details: { path: 'node_modules/evil/index.js', kind: 'node_modules folder' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/13', details: { kind: 'private key or certificate bundle' } },
    ],
    report: { sensitiveFiles: ['.env', 'config/.env.production', '.npmrc', 'certs/server.key', 'keys/id_rsa', '.git/HEAD', 'node_modules/evil/index.js', 'test/fixture.pem'] },
  },
  {
    name: 'a secret listed twice (once as ./.env) is flagged at both entries and counted once',
    input: pack({}, ['.env', 'index.js', './.env']),
    expect: [
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/3', subject: '.env', details: { path: '.env' } },
      { code: 'SENSITIVE_FILE_PACKED', pointer: '/pack_files/5', subject: './.env', details: { path: '.env' } },
    ],
    report: { sensitiveFiles: ['.env'], files: { packed: 5 } },
  },
  {
    name: 'bundledDependencies: true allows every node_modules folder',
    input: pack({ bundledDependencies: true }, ['node_modules/any/index.js', '.env.example', 'src/keys.ts']),
    expect: [],
    absent: ['SENSITIVE_FILE_PACKED'],
  },

  // pack-basics
  {
    name: 'package.json missing blocks; README and LICENSE missing are notices about the list',
    input: { package: pkg(), pack_files: ['index.js', 'docs/README.md'] },
    expect: [
      { code: 'LICENSE_MISSING', pointer: '/pack_files', subject: null },
      { code: 'PACKAGE_JSON_MISSING', pointer: '/pack_files', subject: null },
      { code: 'README_MISSING', pointer: '/pack_files', subject: null },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'README and LICENSE in other spellings at the root',
    input: { package: pkg(), pack_files: ['package.json', 'readme.markdown', 'LICENCE-MIT.txt'] },
    expect: [],
    absent: ['PACKAGE_JSON_MISSING', 'README_MISSING', 'LICENSE_MISSING'],
  },

  // identity
  {
    name: 'a scoped valid name and a strict SemVer version with pre-release and build',
    input: { package: { name: '@scope/ok-name', version: '1.2.3-beta.1+build.5', license: 'MIT' }, pack_files: BASE },
    expect: [],
    absent: ['INVALID_PACKAGE_NAME', 'PACKAGE_NAME_NOT_NEW_STYLE', 'INVALID_VERSION'],
    report: { name: '@scope/ok-name', version: '1.2.3-beta.1+build.5' },
  },
  { name: 'a name starting with a dot is invalid', input: named('.hidden'), expect: [{ code: 'INVALID_PACKAGE_NAME', pointer: '/package/name', subject: '.hidden', details: { name: '".hidden"' } }] },
  { name: 'a name with a space is invalid', input: named('has space'), expect: [{ code: 'INVALID_PACKAGE_NAME', pointer: '/package/name' }] },
  {
    name: 'a missing name is invalid',
    input: named(undefined),
    expect: [{ code: 'INVALID_PACKAGE_NAME', pointer: '/package/name', subject: null, details: { name: '(missing)', problems: 'name must be a string' } }],
    report: { name: null },
  },
  { name: 'capital letters are only valid for old packages', input: named('CamelCase'), expect: [{ code: 'PACKAGE_NAME_NOT_NEW_STYLE', pointer: '/package/name', details: { name: 'CamelCase' } }], status: 'REVIEW' },
  { name: 'a core module name is only valid for old packages', input: named('http'), expect: [{ code: 'PACKAGE_NAME_NOT_NEW_STYLE', pointer: '/package/name' }] },
  { name: 'a leading v is not SemVer; semver.clean shows the intended version', input: versioned('v1.2.3'), expect: [{ code: 'INVALID_VERSION', pointer: '/package/version', subject: 'v1.2.3', details: { version: '"v1.2.3"', cleaned: '1.2.3' } }] },
  { name: 'two parts are not a version', input: versioned('1.2'), expect: [{ code: 'INVALID_VERSION', pointer: '/package/version', details: { cleaned: null } }] },
  { name: 'a number is not a version string', input: versioned(1), expect: [{ code: 'INVALID_VERSION', pointer: '/package/version', subject: null, details: { version: '1', cleaned: null } }] },

  // baseline-drift
  {
    name: 'baseline drift: a removed file warns, a removed former entrypoint blocks, an addition informs',
    input: pack(
      { main: 'index.js', exports: { '.': './index.js', './locale/*': './locale/*.json' } },
      ['index.js', 'locale/en.json', 'new.js'],
      ['package.json', 'README.md', 'LICENSE', 'index.js', './locale/en.json', 'locale/de.json', 'old-helper.js'],
    ),
    expect: [
      { code: 'FILE_ADDED', pointer: '/pack_files/5', subject: 'new.js', details: { path: 'new.js' } },
      { code: 'ENTRYPOINT_REMOVED', pointer: '/previous_files/5', subject: 'locale/de.json', details: { path: 'locale/de.json' } },
      { code: 'FILE_REMOVED', pointer: '/previous_files/6', subject: 'old-helper.js' },
    ],
    status: 'BLOCKED',
    report: { files: { packed: 6, previous: 7, added: 1, removed: 2, removedEntrypoints: 1 }, added: ['new.js'], removed: ['locale/de.json', 'old-helper.js'] },
  },
  {
    name: 'every entry of a repeated path is reported at its own index',
    input: pack({}, ['new.js', './new.js'], ['package.json', 'README.md', 'LICENSE', 'old.js', 'old.js']),
    expect: [
      { code: 'FILE_ADDED', pointer: '/pack_files/3', subject: 'new.js' },
      { code: 'FILE_ADDED', pointer: '/pack_files/4', subject: './new.js', details: { path: 'new.js' } },
      { code: 'FILE_REMOVED', pointer: '/previous_files/3' },
      { code: 'FILE_REMOVED', pointer: '/previous_files/4' },
    ],
    report: { files: { packed: 4, previous: 5, added: 1, removed: 1, removedEntrypoints: 0 }, added: ['new.js'], removed: ['old.js'] },
  },
  {
    name: 'the same files as before, listed differently, are no drift',
    input: pack({ main: 'index.js' }, ['index.js'], ['package/package.json', 'package/README.md', 'package/LICENSE', 'package/index.js']),
    expect: [],
    absent: ['FILE_ADDED', 'FILE_REMOVED', 'ENTRYPOINT_REMOVED'],
    report: { files: { packed: 4, previous: 4, added: 0, removed: 0, removedEntrypoints: 0 } },
  },
]);

export const cases = [
  ...baseCases,
  ...conditionOrderCases,
  ...exportsShapeCases,
  ...importsFieldCases,
  ...typesBesideCases,
  ...localDependencyCases,
  ...filesEntriesCases,
  ...licenseFieldCases,
];
