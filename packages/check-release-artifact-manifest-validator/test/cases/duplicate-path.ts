import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry } from './helpers.js';

export const duplicatePathCases = defineCases<Input>([
  {
    name: 'duplicate-path: every entry of the set, exact, after normalization and up to case',
    input: {
      files: [entry('a/b.txt', '1'), entry('a/b.txt', '2'), entry('./a\\b.txt', '3'), entry('A/B.TXT', '4'), entry('a/c.txt', '5')],
      policy: {},
    },
    expect: [
      { code: 'DUPLICATE_PATH', pointer: '/files/0/path', subject: 'a/b.txt', details: { group: 'a/b.txt', kind: 'exact', count: 4, paths: ['a/b.txt', 'a/b.txt', './a\\b.txt', 'A/B.TXT'] } },
      { code: 'DUPLICATE_PATH', pointer: '/files/1/path', subject: 'a/b.txt', details: { group: 'a/b.txt', kind: 'exact', count: 4 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/2/path', subject: './a\\b.txt', details: { group: 'a/b.txt', kind: 'normalized', count: 4 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/3/path', subject: 'A/B.TXT', details: { group: 'a/b.txt', kind: 'case', count: 4 } },
    ],
    status: 'BLOCKED',
    report: { duplicatePaths: 4 },
  },
  {
    name: 'duplicate-path: two interleaved sets, one group each',
    input: {
      files: [entry('docs/README.md', 'r1'), entry('x.txt', 'x1'), entry('./docs/readme.md', 'r2'), entry('X.TXT', 'x2'), entry('y.txt', 'y')],
      policy: {},
    },
    expect: [
      { code: 'DUPLICATE_PATH', pointer: '/files/0/path', details: { group: 'docs/readme.md', kind: 'case', count: 2 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/1/path', details: { group: 'x.txt', kind: 'case', count: 2 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/2/path', details: { group: 'docs/readme.md', kind: 'case', count: 2 } },
      { code: 'DUPLICATE_PATH', pointer: '/files/3/path', details: { group: 'x.txt', kind: 'case', count: 2 } },
    ],
    report: { duplicatePaths: 4 },
  },
  {
    name: 'duplicate-path: a path listed twice with the same content is not also duplicate content',
    input: { files: [entry('a.txt', 'same'), entry('./a.txt', 'same')], policy: {} },
    expect: [
      { code: 'DUPLICATE_PATH', pointer: '/files/0/path', details: { kind: 'normalized' } },
      { code: 'DUPLICATE_PATH', pointer: '/files/1/path', details: { kind: 'normalized' } },
    ],
    absent: ['DUPLICATE_CONTENT'],
    report: { duplicatePaths: 2, duplicateContent: 0 },
  },
  {
    name: 'duplicate-path: empty paths are not duplicates of each other',
    input: { files: [entry('', 'a'), entry('./', 'b'), entry('a/b', 'c'), entry('a/c', 'd')], policy: {} },
    expect: [
      { code: 'EMPTY_PATH', pointer: '/files/0/path' },
      { code: 'EMPTY_PATH', pointer: '/files/1/path' },
    ],
    absent: ['DUPLICATE_PATH'],
  },
]);
