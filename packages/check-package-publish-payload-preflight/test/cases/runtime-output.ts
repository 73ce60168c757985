// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages and
// Node's own resolver are the outside truth in real-packages.test.ts, publint in publint-oracle.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const runtimeOutputCases = defineCases<Input>([
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
]);
