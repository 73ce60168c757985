// publint rule https://publint.dev/rules#types_not_exported; arethetypeswrong "UntypedResolution"
// (https://github.com/arethetypeswrong/arethetypeswrong.github.io/blob/main/docs/problems/UntypedResolution.md).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const typesBesideCases = defineCases<Input>([
  {
    name: 'TYPES_NOT_EXPORTED: types declared, but neither exported file has a types condition or a declaration beside it',
    input: pack(
      { types: './index.d.ts', exports: { '.': { import: './dist/index.mjs', require: './dist/index.cjs' } } },
      ['index.d.ts', 'dist/index.mjs', 'dist/index.cjs'],
    ),
    expect: [
      { code: 'TYPES_NOT_EXPORTED', pointer: '/package/exports/./import', subject: 'exports["."].import', details: { target: './dist/index.mjs', expected: './dist/index.d.mts', typesFile: './index.d.ts' } },
      { code: 'TYPES_NOT_EXPORTED', pointer: '/package/exports/./require', details: { target: './dist/index.cjs', expected: './dist/index.d.cts' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a types condition or an adjacent .d.ts is found; a package without declared types is not asked for them',
    input: pack(
      { types: './dist/index.d.ts', exports: { '.': { import: { types: './dist/index.d.mts', default: './dist/index.mjs' }, require: './dist/index.js' } } },
      ['dist/index.d.ts', 'dist/index.d.mts', 'dist/index.mjs', 'dist/index.js'],
    ),
    expect: [],
    absent: ['TYPES_NOT_EXPORTED', 'SUBPATH_TYPES_NOT_FOUND'],
  },
  {
    name: 'a root index.d.ts declares types too; an exports string is the "." entry',
    input: pack({ exports: './lib/main.js' }, ['index.d.ts', 'lib/main.js']),
    expect: [{ code: 'TYPES_NOT_EXPORTED', pointer: '/package/exports', details: { target: './lib/main.js', expected: './lib/main.d.ts', typesFile: './index.d.ts' } }],
  },
  {
    name: 'SUBPATH_TYPES_NOT_FOUND for a plain subpath without types (a notice); patterns, folder mappings, typed and non-JavaScript subpaths are fine',
    input: pack(
      {
        types: './dist/index.d.ts',
        exports: {
          '.': { types: './dist/index.d.ts', default: './dist/index.js' },
          './utils': { import: './dist/utils.mjs', require: './dist/utils.cjs' },
          './typed': './dist/typed.js',
          './styles.css': './dist/styles.css',
          './package.json': './package.json',
          './features/*': './dist/features/*.js',
        },
      },
      ['dist/index.d.ts', 'dist/index.js', 'dist/utils.mjs', 'dist/utils.cjs', 'dist/utils.d.cts', 'dist/typed.js', 'dist/typed.d.ts', 'dist/styles.css', 'dist/features/a.js'],
    ),
    expect: [
      { code: 'SUBPATH_TYPES_NOT_FOUND', pointer: '/package/exports/.~1utils/import', subject: 'exports["./utils"].import', details: { target: './dist/utils.mjs', expected: './dist/utils.d.mts', typesFile: './dist/index.d.ts' } },
    ],
    status: 'READY',
    absent: ['TYPES_NOT_EXPORTED'],
  },
]);
