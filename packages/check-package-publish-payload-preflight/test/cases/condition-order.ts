// publint rules https://publint.dev/rules#exports_types_should_be_first,
// #exports_default_should_be_last, #exports_module_should_precede_require (and the imports_ forms).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

const FILES = ['dist/index.mjs', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.mts', 'dist/index.d.cts'];

export const conditionOrderCases = defineCases<Input>([
  {
    name: 'TYPES_CONDITION_NOT_FIRST: types after import in a condition object',
    input: pack({ exports: { '.': { import: './dist/index.mjs', types: './dist/index.d.ts' } } }, FILES),
    expect: [
      { code: 'TYPES_CONDITION_NOT_FIRST', pointer: '/package/exports/./types', subject: 'exports["."].types', details: { field: 'exports["."].types', keys: ['import', 'types'], before: 'import' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'types may follow versioned types@ conditions, raw .ts targets and nested conditions that declare their own types (publint\'s exceptions)',
    input: pack(
      {
        exports: {
          '.': { 'types@<5.0': './old.d.ts', source: './src/index.ts', import: { types: './dist/index.d.mts', default: './dist/index.mjs' }, types: './dist/index.d.ts', default: './dist/index.cjs' },
        },
      },
      [...FILES, 'old.d.ts', 'src/index.ts'],
    ),
    expect: [],
    absent: ['TYPES_CONDITION_NOT_FIRST', 'DEFAULT_CONDITION_NOT_LAST', 'MODULE_CONDITION_AFTER_REQUIRE'],
  },
  {
    name: 'DEFAULT_CONDITION_NOT_LAST in exports and in imports, each at its own default',
    input: pack(
      {
        exports: { '.': { default: './dist/index.cjs', import: './dist/index.mjs' } },
        imports: { '#dep': { default: './dist/index.cjs', node: './dist/index.mjs' } },
      },
      FILES,
    ),
    expect: [
      { code: 'DEFAULT_CONDITION_NOT_LAST', pointer: '/package/exports/./default', details: { field: 'exports["."].default', after: 'import' } },
      { code: 'DEFAULT_CONDITION_NOT_LAST', pointer: '/package/imports/#dep/default', details: { field: 'imports["#dep"].default', after: 'node' } },
    ],
  },
  {
    name: 'MODULE_CONDITION_AFTER_REQUIRE: module declared after require at the same level; module before require is fine',
    input: pack(
      {
        exports: {
          '.': { require: './dist/index.cjs', module: './dist/index.mjs', default: './dist/index.mjs' },
          './ok': { module: './dist/index.mjs', require: './dist/index.cjs' },
        },
      },
      FILES,
    ),
    expect: [{ code: 'MODULE_CONDITION_AFTER_REQUIRE', pointer: '/package/exports/./module', details: { field: 'exports["."].module', keys: ['require', 'module', 'default'] } }],
    absent: ['DEFAULT_CONDITION_NOT_LAST', 'TYPES_CONDITION_NOT_FIRST'],
  },
]);
