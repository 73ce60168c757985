import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry, sha } from './helpers.js';

export const duplicateContentCases = defineCases<Input>([
  {
    name: 'duplicate-content: both files of the pair are noted; empty files are not compared',
    input: { files: [entry('a.txt', 'same'), entry('b/a-copy.txt', 'same'), entry('e1', ''), entry('e2', '')], policy: {} },
    expect: [
      { code: 'DUPLICATE_CONTENT', pointer: '/files/0/sha256', subject: 'a.txt', details: { group: sha('same'), sha256: sha('same'), count: 2, paths: ['a.txt', 'b/a-copy.txt'] } },
      { code: 'DUPLICATE_CONTENT', pointer: '/files/1/sha256', subject: 'b/a-copy.txt', details: { group: sha('same'), count: 2 } },
    ],
    status: 'READY',
    report: { duplicateContent: 2 },
  },
  {
    name: 'duplicate-content: a set of three distinct files; a repeated path and a malformed hash take no part',
    input: {
      files: [
        entry('x', '1'),
        entry('y', '1'),
        entry('X', '1'),
        entry('z', '1'),
        { path: 'w', sha256: sha('1').toUpperCase(), size_bytes: 1 },
      ],
      policy: {},
    },
    expect: [
      { code: 'DUPLICATE_PATH', pointer: '/files/0/path', details: { group: 'x' } },
      { code: 'DUPLICATE_CONTENT', pointer: '/files/0/sha256', details: { group: sha('1'), count: 3, paths: ['x', 'y', 'z'] } },
      { code: 'DUPLICATE_CONTENT', pointer: '/files/1/sha256', details: { group: sha('1'), count: 3 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/2/path', details: { group: 'x' } },
      { code: 'DUPLICATE_CONTENT', pointer: '/files/3/sha256', details: { group: sha('1'), count: 3 } },
      { code: 'INVALID_SHA256', pointer: '/files/4/sha256' },
    ],
    report: { duplicatePaths: 2, duplicateContent: 3 },
  },
  {
    name: 'duplicate-content: zero-byte files all carry the empty-input hash and are not duplicates',
    input: { files: [entry('e1', ''), entry('e2', ''), entry('a', 'a')], policy: {} },
    expect: [],
    absent: ['DUPLICATE_CONTENT'],
  },
]);
