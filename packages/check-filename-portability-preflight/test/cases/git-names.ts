// Cases of the git-names rule. Expected values follow git's own checks, quoted beside each case:
// read-cache.c verify_dotfile() (".git" followed by NUL or slash is bad ... we match
// case-insensitively here), path.c is_ntfs_dotgit() (".git" or "git~1", then only dots and
// spaces up to the end, a ":" or a separator), utf8.c is_hfs_dotgit() (".git" with the code
// points HFS+ ignores: U+200C-U+200F, U+202A-U+202E, U+206A-U+206F, U+FEFF).
// test/git-oracle.test.ts runs the installed git over a generated corpus as well.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

export const gitNamesCases = defineCases<Input>([
  {
    name: 'GIT_RESERVED_NAME: ".git" in any case, anywhere in the path (verify_dotfile: "outlaws .GIT everywhere")',
    input: { paths: ['.git/config', 'vendor/lib/.Git/HEAD', 'docs/.GIT'] },
    expect: [
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/0', subject: '.git/config', details: { path: '.git/config', component: '.git', alias: 'dot-git' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/1', details: { component: '.Git', alias: 'dot-git' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/2', details: { component: '.GIT', alias: 'dot-git' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'GIT_RESERVED_NAME: NTFS aliases — the 8.3 short name GIT~1, trailing dots and spaces, an alternate data stream (is_ntfs_dotgit, CVE-2014-9390, CVE-2019-1353)',
    input: { paths: ['GIT~1/config', 'a/git~1', '.git. . /x', '.git::$INDEX_ALLOCATION/hooks/x'] },
    expect: [
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/0', details: { component: 'GIT~1', alias: 'NTFS alias' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/1', details: { component: 'git~1', alias: 'NTFS alias' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/2', details: { component: '.git. . ', alias: 'NTFS alias' } },
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/2', details: { component: '.git. . ' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/3', details: { component: '.git::$INDEX_ALLOCATION', alias: 'NTFS alias' } },
      { code: 'INVALID_CHARACTER', pointer: '/paths/3', details: { characters: [':'] } },
    ],
    partial: true,
    status: 'BLOCKED',
  },
  {
    name: 'GIT_RESERVED_NAME: HFS+ aliases — ".git" with zero-width joiners or a byte-order mark (is_hfs_dotgit, CVE-2014-9390)',
    input: { paths: ['.g\u200cit/config', '\ufeff.GIT/x', '.git\u200d'] },
    expect: [
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/0', details: { component: '.g\u200cit', alias: 'HFS+ alias' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/1', details: { component: '\ufeff.GIT', alias: 'HFS+ alias' } },
      { code: 'GIT_RESERVED_NAME', pointer: '/paths/2', details: { component: '.git\u200d', alias: 'HFS+ alias' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'names git accepts: .gitignore, .github, .gitmodules as a file, git~10, .git.x, U+200B (not ignored by HFS+), a directory called git',
    input: { paths: ['.gitignore', '.github/workflows/ci.yml', 'sub/.gitmodules', 'git~10/a', '.git.x/a', '.gi\u200bt/x', 'git/objects', 'src/.gitkeep', 'x.git/y'] },
    expect: [],
    status: 'READY',
    absent: ['GIT_RESERVED_NAME'],
  },
]);
