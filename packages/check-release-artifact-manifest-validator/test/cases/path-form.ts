import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry } from './helpers.js';

export const pathFormCases = defineCases<Input>([
  {
    name: 'path-form: absolute paths, traversal and empty paths',
    input: {
      files: [entry('/etc/passwd', 'a'), entry('C:\\release\\app.exe', 'b'), entry('docs/../../x', 'c'), entry('./', 'd'), entry('ok', 'e'), entry('', 'f')],
      policy: {},
    },
    expect: [
      { code: 'ABSOLUTE_PATH', pointer: '/files/0/path', subject: '/etc/passwd', details: { path: '/etc/passwd' } },
      { code: 'ABSOLUTE_PATH', pointer: '/files/1/path', subject: 'C:\\release\\app.exe' },
      { code: 'PATH_TRAVERSAL', pointer: '/files/2/path', subject: 'docs/../../x' },
      { code: 'EMPTY_PATH', pointer: '/files/3/path', subject: './' },
      { code: 'EMPTY_PATH', pointer: '/files/5/path', subject: '' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'path-form: an absolute path that also climbs gets both findings',
    input: { files: [entry('/srv/../etc/x', 'a')], policy: {} },
    expect: [
      { code: 'ABSOLUTE_PATH', pointer: '/files/0/path' },
      { code: 'PATH_TRAVERSAL', pointer: '/files/0/path' },
    ],
    absent: ['EMPTY_PATH'],
  },
  {
    name: 'path-form: relative paths with dot segments and dots in names are fine',
    input: { files: [entry('./a/./b.txt', 'a'), entry('a/..b/c', 'b'), entry('a\\b\\c', 'c')], policy: {} },
    expect: [],
    absent: ['EMPTY_PATH', 'ABSOLUTE_PATH', 'PATH_TRAVERSAL'],
  },
]);
