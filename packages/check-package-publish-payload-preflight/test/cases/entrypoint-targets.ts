// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages and
// Node's own resolver are the outside truth in real-packages.test.ts, publint in publint-oracle.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { BASE, pkg, pack, PROTO } from './helpers.js';

export const entrypointTargetsCases = defineCases<Input>([
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
]);
