// Expected lookups follow Node's, npm's and TypeScript's documented resolution; real packages and
// Node's own resolver are the outside truth in real-packages.test.ts, publint in publint-oracle.test.ts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const baselineDriftCases = defineCases<Input>([
  {
    name: 'baseline drift: a removed file warns, a removed former entrypoint blocks, an addition informs',
    input: pack(
      { main: 'index.js', exports: { '.': './index.js', './locale/*': './locale/*.json' } },
      ['index.js', 'locale/en.json', 'new.js'],
      ['package.json', 'README.md', 'LICENSE', 'index.js', './locale/en.json', 'locale/de.json', 'old-helper.js'],
    ),
    expect: [
      { code: 'FILE_ADDED', pointer: '/pack_files/5', subject: 'new.js', details: { path: 'new.js' } },
      { code: 'ENTRYPOINT_REMOVED', pointer: '/previous_files/5', subject: 'locale/de.json', details: { path: 'locale/de.json' } },
      { code: 'FILE_REMOVED', pointer: '/previous_files/6', subject: 'old-helper.js' },
    ],
    status: 'BLOCKED',
    report: { files: { packed: 6, previous: 7, added: 1, removed: 2, removedEntrypoints: 1 }, added: ['new.js'], removed: ['locale/de.json', 'old-helper.js'] },
  },
  {
    name: 'every entry of a repeated path is reported at its own index',
    input: pack({}, ['new.js', './new.js'], ['package.json', 'README.md', 'LICENSE', 'old.js', 'old.js']),
    expect: [
      { code: 'FILE_ADDED', pointer: '/pack_files/3', subject: 'new.js' },
      { code: 'FILE_ADDED', pointer: '/pack_files/4', subject: './new.js', details: { path: 'new.js' } },
      { code: 'FILE_REMOVED', pointer: '/previous_files/3' },
      { code: 'FILE_REMOVED', pointer: '/previous_files/4' },
    ],
    report: { files: { packed: 4, previous: 5, added: 1, removed: 1, removedEntrypoints: 0 }, added: ['new.js'], removed: ['old.js'] },
  },
  {
    name: 'the same files as before, listed differently, are no drift',
    input: pack({ main: 'index.js' }, ['index.js'], ['package/package.json', 'package/README.md', 'package/LICENSE', 'package/index.js']),
    expect: [],
    absent: ['FILE_ADDED', 'FILE_REMOVED', 'ENTRYPOINT_REMOVED'],
    report: { files: { packed: 4, previous: 4, added: 0, removed: 0, removedEntrypoints: 0 } },
  },
]);
