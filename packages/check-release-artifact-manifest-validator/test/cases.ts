// Cases as data: every declared code is produced by at least one case (the conventions meta-test
// checks it) and every case input is a packet the gateway accepts. One file of cases per rule.
import { defineCases } from '@evidence-check/test-utils';
import { sampleInput, type Input } from '../src/index.js';
import { allowedPrefixesCases } from './cases/allowed-prefixes.js';
import { duplicateContentCases } from './cases/duplicate-content.js';
import { duplicatePathCases } from './cases/duplicate-path.js';
import { executableCases } from './cases/executable.js';
import { hashesCases } from './cases/hashes.js';
import { entry } from './cases/helpers.js';
import { pathFormCases } from './cases/path-form.js';
import { requiredPathsCases } from './cases/required-paths.js';
import { sensitiveFileCases } from './cases/sensitive-file.js';
import { totalSizeCases } from './cases/total-size.js';

const wholeCheck = defineCases<Input>([
  {
    name: 'a clean manifest is READY and totals bytes by role',
    input: {
      files: [
        entry('bin/tool', 'ELF...', { executable: true, role: 'binary' }),
        entry('README.md', '# tool', { role: 'docs' }),
        entry('LICENSE', 'MIT', { role: 'docs' }),
        entry('SHA256SUMS', 'sums'),
      ],
      policy: { required_paths: ['bin/tool', './LICENSE'], allowed_prefixes: ['bin', ''], max_total_bytes: 100 },
    },
    expect: [],
    status: 'READY',
    absent: ['DUPLICATE_PATH', 'DUPLICATE_CONTENT', 'SENSITIVE_FILE', 'UNEXPECTED_EXECUTABLE', 'INVALID_SHA256', 'TOTAL_SIZE_EXCEEDED'],
    report: {
      totals: {
        files: 4,
        bytes: 6 + 6 + 3 + 4,
        maxTotalBytes: 100,
        byRole: [
          { role: '(unspecified)', files: 1, bytes: 4 },
          { role: 'binary', files: 1, bytes: 6 },
          { role: 'docs', files: 2, bytes: 9 },
        ],
      },
      requiredPaths: { required: 2, missing: [] },
      duplicatePaths: 0,
      duplicateContent: 0,
      sensitiveFiles: [],
    },
  },
  {
    name: 'the sample request: every faulty entry at its own pointer',
    input: sampleInput,
    expect: [
      { code: 'UNEXPECTED_EXECUTABLE', pointer: '/files/1/executable', subject: 'docs/README.md' },
      { code: 'DUPLICATE_PATH', pointer: '/files/1/path', subject: 'docs/README.md', details: { group: 'docs/readme.md', kind: 'case', count: 2 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/3/path', subject: './docs/readme.md', details: { group: 'docs/readme.md', kind: 'case', count: 2 } },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/4/path', subject: 'config/.env.production' },
      { code: 'SENSITIVE_FILE', pointer: '/files/4/path', subject: 'config/.env.production' },
      { code: 'INVALID_SHA256', pointer: '/files/5/sha256', subject: 'checksums/SHA256SUMS' },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/6/path', subject: 'notes/empty.txt' },
      { code: 'EMPTY_HASH_SIZE_MISMATCH', pointer: '/files/6/size_bytes', subject: 'notes/empty.txt', details: { relation: 'is not' } },
      { code: 'TOTAL_SIZE_EXCEEDED', pointer: '/policy/max_total_bytes', details: { totalBytes: 4812736 + 5120 + 1071 + 5120 + 212 + 301, maxTotalBytes: 4000000 } },
      { code: 'REQUIRED_PATH_MISSING', pointer: '/policy/required_paths/2', subject: 'docs/CHANGELOG.md', details: { caseVariant: null } },
    ],
    status: 'BLOCKED',
    report: { requiredPaths: { required: 3, missing: ['docs/CHANGELOG.md'] }, duplicatePaths: 2, duplicateContent: 0, sensitiveFiles: ['config/.env.production'] },
  },
]);

export const cases = defineCases<Input>([
  ...wholeCheck,
  ...requiredPathsCases,
  ...allowedPrefixesCases,
  ...duplicatePathCases,
  ...pathFormCases,
  ...hashesCases,
  ...duplicateContentCases,
  ...totalSizeCases,
  ...sensitiveFileCases,
  ...executableCases,
]);
