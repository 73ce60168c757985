import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry } from './helpers.js';

export const requiredPathsCases = defineCases<Input>([
  {
    name: 'required-paths: compared after normalization; a case variant is named, else null',
    input: {
      files: [entry('dist\\app.js', 'x'), entry('docs/License.txt', 'y')],
      policy: { required_paths: ['./dist/app.js', 'docs/LICENSE.txt', 'CHANGELOG.md'] },
    },
    expect: [
      { code: 'REQUIRED_PATH_MISSING', pointer: '/policy/required_paths/1', subject: 'docs/LICENSE.txt', details: { path: 'docs/LICENSE.txt', caseVariant: 'docs/License.txt' } },
      { code: 'REQUIRED_PATH_MISSING', pointer: '/policy/required_paths/2', subject: 'CHANGELOG.md', details: { path: 'CHANGELOG.md', caseVariant: null } },
    ],
    status: 'BLOCKED',
    report: { requiredPaths: { required: 3, missing: ['docs/LICENSE.txt', 'CHANGELOG.md'] } },
  },
  {
    name: 'required-paths: every required path present',
    input: { files: [entry('bin/tool', 't', { executable: true }), entry('LICENSE', 'l')], policy: { required_paths: ['bin/tool', './LICENSE', 'bin\\tool'] } },
    expect: [],
    absent: ['REQUIRED_PATH_MISSING'],
    report: { requiredPaths: { required: 3, missing: [] } },
  },
]);
