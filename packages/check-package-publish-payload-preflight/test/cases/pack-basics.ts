// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages and
// Node's own resolver are the outside truth in real-packages.test.ts, publint in publint-oracle.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pkg } from './helpers.js';

export const packBasicsCases = defineCases<Input>([
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
]);
