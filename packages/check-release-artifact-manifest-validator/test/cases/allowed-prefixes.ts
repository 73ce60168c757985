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
  {
    // The issue: "dist/*.js" was read as a folder named "*.js" and every file was reported outside it.
    // in-toto spec §4.3.3 (https://github.com/in-toto/specification/blob/master/in-toto-spec.md#433-artifact-rules):
    // an ALLOW pattern is "a path-pattern ... including bash-style wildcards"; in-toto-python matches it with
    // fnmatch, whose "*" also crosses "/" (so dist/sub/b.js is admitted too).
    name: 'allowed-prefixes: a glob prefix is matched as in-toto ALLOW patterns are (fnmatch: * crosses /)',
    input: {
      files: [entry('dist/a.js', 'a'), entry('dist/sub/b.js', 'b'), entry('dist/a.css', 'c'), entry('src/a.js', 'd'), entry('./dist\\c.js', 'e')],
      policy: { allowed_prefixes: ['dist/*.js'] },
    },
    expect: [
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/2/path', subject: 'dist/a.css' },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/3/path', subject: 'src/a.js' },
    ],
    status: 'BLOCKED',
  },
  {
    // A prefix is a folder, also when written as a glob: files under a folder the glob matches are admitted.
    name: 'allowed-prefixes: a glob prefix admits what lies under the folders it matches',
    input: {
      files: [entry('packages/core/dist/index.js', 'a'), entry('packages/cli/dist/bin/x', 'b'), entry('packages/core/src/index.ts', 'c'), entry('packages/dist', 'd')],
      policy: { allowed_prefixes: ['packages/?*/dist'] },
    },
    expect: [
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/2/path', subject: 'packages/core/src/index.ts' },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/3/path', subject: 'packages/dist' },
    ],
    status: 'BLOCKED',
  },
  {
    // gitignore(5): "a/**/b" matches "a/b", "a/x/b" and "a/x/y/b" (https://git-scm.com/docs/gitignore#_pattern_format);
    // fnmatch alone would need a folder between, so this one addition keeps users' "**/" globs meaning what they mean.
    name: 'allowed-prefixes: "**/" at the start or after "/" also matches no folder (gitignore(5))',
    input: {
      files: [entry('dist/a.js', 'a'), entry('dist/x/y/b.js', 'b'), entry('c.js', 'c'), entry('dist/a.map', 'd'), entry('distro/a.js', 'e')],
      policy: { allowed_prefixes: ['dist/**/*.js', '**/c.js'] },
    },
    expect: [
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/3/path', subject: 'dist/a.map' },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/4/path', subject: 'distro/a.js' },
    ],
    status: 'BLOCKED',
  },
  {
    // fnmatch (https://docs.python.org/3/library/fnmatch.html): "[seq]", "[!seq]", ranges; "For a literal match,
    // wrap the meta-characters in brackets"; an unclosed "[" is a literal. The literal folder reading still
    // applies, so a folder really named "docs/[old]" stays admitted.
    name: 'allowed-prefixes: classes, bracketed literals and folders whose names hold [ ] are all admitted',
    input: {
      files: [
        entry('v1/a.txt', 'a'), entry('v7/b.txt', 'b'), entry('vx/c.txt', 'c'), entry('docs/[old]/d.md', 'd'), entry('docs/o/e.md', 'e'),
        entry('lit/*/f', 'f'), entry('lit/x/g', 'g'), entry('raw/[draft/h', 'h'),
      ],
      policy: { allowed_prefixes: ['v[0-5]', 'docs/[old]', 'lit/[*]', 'raw/[draft'] },
    },
    expect: [
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/1/path', subject: 'v7/b.txt' },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/2/path', subject: 'vx/c.txt' },
      { code: 'PATH_OUTSIDE_ALLOWED_PREFIXES', pointer: '/files/6/path', subject: 'lit/x/g' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'allowed-prefixes: a glob prefix that admits every file leaves nothing outside',
    input: { files: [entry('dist/app.js', 'a'), entry('dist/app.d.ts', 'b'), entry('README.md', 'c')], policy: { allowed_prefixes: ['dist/app.*', '*.md'] } },
    expect: [],
    absent: ['PATH_OUTSIDE_ALLOWED_PREFIXES'],
    status: 'READY',
  },
]);
