// publint rules https://publint.dev/rules#imports_key_invalid, #imports_value_invalid;
// Node: "Entries in the imports field must always start with #" (https://nodejs.org/api/packages.html#subpath-imports).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const importsFieldCases = defineCases<Input>([
  {
    name: 'IMPORTS_KEY_INVALID for top-level keys without "#"; IMPORTS_TARGET_INVALID for relative targets not starting with "./"',
    input: pack(
      { imports: { internal: './src/internal.js', '/abs': './a.js', '#up': '../shared/x.js', '#dot': { node: '.hidden.js', default: './ok.js' } } },
      ['src/internal.js', 'a.js', 'ok.js'],
    ),
    expect: [
      { code: 'IMPORTS_TARGET_INVALID', pointer: '/package/imports/#dot/node', details: { target: '.hidden.js' } },
      { code: 'IMPORTS_TARGET_INVALID', pointer: '/package/imports/#up', details: { field: 'imports["#up"]', target: '../shared/x.js', suggestedTarget: './../shared/x.js' } },
      { code: 'IMPORTS_KEY_INVALID', pointer: '/package/imports/~1abs', details: { key: '/abs', suggestedKey: '#abs' } },
      { code: 'IMPORTS_KEY_INVALID', pointer: '/package/imports/internal', subject: 'internal', details: { key: 'internal', suggestedKey: '#internal' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'imports mapping to other packages, builtins and ./ files is valid; nested condition keys need no "#"',
    input: pack({ imports: { '#dep': 'other-pkg', '#fs': { node: 'node:fs', default: './fs-shim.js' }, '#*': './src/*.js' } }, ['fs-shim.js', 'src/a.js']),
    expect: [],
    absent: ['IMPORTS_KEY_INVALID', 'IMPORTS_TARGET_INVALID'],
  },
]);
