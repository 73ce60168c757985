// npm-packlist 10 lib/index.js processPackage(): a `files` entry that is neither a file nor a folder
// ("if lstat throws, then we assume we're looking at a pattern") becomes an include pattern that
// matches nothing: npm packs without it and says nothing. publint has no rule for it.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

export const filesEntriesCases = defineCases<Input>([
  {
    name: 'proc-log 7 / write-file-atomic 5: "bin/" in files with no bin folder is a notice, not an error (npm ignores it)',
    input: {
      package: { name: 'write-file-atomic', version: '5.0.1', license: 'ISC', main: './lib/index.js', files: ['bin/', 'lib/'] },
      pack_files: ['LICENSE.md', 'README.md', 'lib/index.js', 'package.json'],
    },
    expect: [{ code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/0', subject: 'bin/', details: { entry: 'bin/', index: 0 } }],
    status: 'READY',
    absent: ['NO_RUNTIME_OUTPUT'],
    report: { foldersWithoutOutput: [] },
  },
  {
    name: '@apidevtools/json-schema-ref-parser 11.9.3 as published: "lib" and "cjs" in files match nothing; READY',
    input: {
      package: { name: '@apidevtools/json-schema-ref-parser', version: '11.9.3', license: 'MIT', main: 'dist/lib/index.js', types: 'dist/lib/index.d.ts', files: ['lib', 'dist', 'cjs'] },
      pack_files: ['LICENSE', 'README.md', 'dist/lib/index.d.ts', 'dist/lib/index.js', 'package.json'],
    },
    expect: [
      { code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/0', subject: 'lib' },
      { code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/2', subject: 'cjs' },
    ],
    status: 'READY',
    absent: ['NO_RUNTIME_OUTPUT'],
  },
  {
    name: 'a file named CHANGELOG (no extension) in files is a file: packed, it matches; missing, it is a notice and never an empty build folder',
    input: {
      package: { name: 'demo-pkg', version: '1.0.0', license: 'MIT', main: 'index.js', files: ['index.js', 'CHANGELOG', 'HISTORY'] },
      pack_files: ['package.json', 'README.md', 'LICENSE', 'index.js', 'CHANGELOG'],
    },
    expect: [{ code: 'FILES_ENTRY_UNMATCHED', pointer: '/package/files/2', subject: 'HISTORY' }],
    absent: ['NO_RUNTIME_OUTPUT'],
    report: { foldersWithoutOutput: [] },
  },
  {
    name: 'files entries naming packed files and folders, with ./ and trailing slashes, match',
    input: {
      package: { name: 'demo-pkg', version: '1.0.0', license: 'MIT', main: 'lib/index.js', files: ['./lib/', 'CHANGELOG', '/bin', 'docs/guide.md'] },
      pack_files: ['package.json', 'README.md', 'LICENSE', 'lib/index.js', 'CHANGELOG', 'bin/cli.js', 'docs/guide.md'],
    },
    expect: [],
    status: 'READY',
    absent: ['FILES_ENTRY_UNMATCHED', 'NO_RUNTIME_OUTPUT'],
  },
]);
