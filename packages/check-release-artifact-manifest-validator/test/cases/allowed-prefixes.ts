import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry } from './helpers.js';

export const allowedPrefixesCases = defineCases<Input>([
  {
    name: 'allowed-prefixes: prefixes are folders, not string prefixes',
    input: { files: [entry('dist/a.js', 'a'), entry('distro/b.js', 'b'), entry('./dist', 'c'), entry('docs\\x.md', 'd')], policy: { allowed_prefixes: ['dist/', './docs'] } },
    expect: [{ code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/1/path', subject: 'distro/b.js', details: { path: 'distro/b.js', normalized: 'distro/b.js' } }],
    status: 'BLOCKED',
  },
  {
    name: 'allowed-prefixes: an empty list means no restriction',
    input: { files: [entry('x', 'x'), entry('y/z', 'z')], policy: { allowed_prefixes: [] } },
    expect: [],
    absent: ['PATH_OUTSIDE_ALLOWED_PREFIXES'],
  },
  {
    name: 'allowed-prefixes: the empty prefix admits everything',
    input: { files: [entry('x', 'x'), entry('y/z', 'z')], policy: { allowed_prefixes: ['bin', ''] } },
    expect: [],
    absent: ['PATH_OUTSIDE_ALLOWED_PREFIXES'],
  },
]);
