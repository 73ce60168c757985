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
  {
    // in-toto-python's verify_require_rule: "We will ignore the artifact rule pattern because it's ambiguous and
    // instead treat it as a literal file name" (https://github.com/in-toto/in-toto/blob/develop/in_toto/verifylib.py).
    // The count of files it would match as a glob tells the caller why it is missing.
    name: 'required-paths: a glob-looking required path is literal; details.globMatches says what it would match as a glob',
    input: {
      files: [entry('dist/a.js', 'a'), entry('dist/sub/b.js', 'b'), entry('dist/*.css', 'c')],
      policy: { required_paths: ['dist/*.js', 'dist/*.css', 'lib/?.js', 'CHANGELOG.md'] },
    },
    expect: [
      { code: 'REQUIRED_PATH_MISSING', pointer: '/policy/required_paths/0', subject: 'dist/*.js', details: { path: 'dist/*.js', caseVariant: null, globMatches: 2 } },
      { code: 'REQUIRED_PATH_MISSING', pointer: '/policy/required_paths/2', subject: 'lib/?.js', details: { globMatches: 0 } },
      { code: 'REQUIRED_PATH_MISSING', pointer: '/policy/required_paths/3', subject: 'CHANGELOG.md', details: { globMatches: null } },
    ],
    status: 'BLOCKED',
    report: { requiredPaths: { required: 4, missing: ['dist/*.js', 'lib/?.js', 'CHANGELOG.md'] } },
  },
]);
