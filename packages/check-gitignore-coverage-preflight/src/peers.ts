import type { PeerComparison } from '@evidence-check/core-receipt';

const VERDICTS = ['SENSITIVE_PATH_UNCOVERED', 'TRACKED_PATH_IGNORED'] as const;
const MATCHED = 'matched as git matches it; decides `report.paths[].ignored` and the findings that depend on it';

/** git itself, the rules it documents and the ones only its code states, and the `ignore` package many JavaScript tools use. */
export const comparison = {
  peers: [
    {
      name: 'git check-ignore',
      url: 'https://git-scm.com/docs/git-check-ignore',
      oracle:
        '`git check-ignore --no-index -v` (git 2.39) in `test/git-differential.test.ts`: 13,975 path verdicts (ignored, and the deciding line) over random and wildcard-heavy lines, every `[:name:]` class against every ASCII byte, dir.c/wildmatch corner cases and the gitignore(5) examples, zero disagreements',
    },
    { name: 'gitignore(5)', url: 'https://git-scm.com/docs/gitignore#_pattern_format' },
    { name: 'git wildmatch.c / dir.c', url: 'https://github.com/git/git/blob/master/wildmatch.c' },
    {
      name: 'ignore (npm; eslint, prettier)',
      url: 'https://github.com/kaelzhang/node-ignore#readme',
      oracle:
        '`ignore` 7.0.16 with `ignorecase: false` in `test/ignore-package.test.ts`: 12,000 path verdicts over random and wildcard-heavy lines, zero disagreements outside the differences from git its README lists (each shown real there)',
    },
  ],
  rules: [
    { peer: 'gitignore(5)', rule: 'A blank line matches no files; a line starting with `#` is a comment (`\\#` for a literal `#`)', ours: VERDICTS, note: MATCHED },
    { peer: 'gitignore(5)', rule: 'Trailing spaces are ignored unless quoted with backslash', ours: VERDICTS, note: MATCHED },
    { peer: 'gitignore(5)', rule: 'A prefix `!` negates the pattern (`\\!` for a literal `!`); the last matching pattern decides', ours: VERDICTS, note: MATCHED },
    {
      peer: 'gitignore(5)',
      rule: 'It is not possible to re-include a file if a parent directory of that file is excluded',
      ours: 'NEGATION_INEFFECTIVE',
      note: 'git applies it silently; we flag the negation and every path it fails to re-include',
    },
    {
      peer: 'gitignore(5)',
      rule: 'A separator at the beginning or middle anchors the pattern to the .gitignore level; otherwise it matches at any level',
      ours: VERDICTS,
      note: MATCHED,
    },
    { peer: 'gitignore(5)', rule: 'A separator at the end matches directories only', ours: VERDICTS, note: MATCHED },
    { peer: 'gitignore(5)', rule: '`*` matches anything except a slash; `?` any one character except `/`; `[a-zA-Z]` ranges', ours: VERDICTS, note: MATCHED },
    { peer: 'gitignore(5)', rule: 'Leading `**/`, trailing `/**`, `/**/`; other consecutive asterisks are regular asterisks', ours: VERDICTS, note: MATCHED },
    {
      peer: 'gitignore(5)',
      rule: 'Files already tracked by Git are not affected',
      ours: ['TRACKED_PATH_IGNORED', 'SENSITIVE_PATH_TRACKED'],
      note: 'we flag a tracked file that a line would ignore, and a tracked secret whether ignored or not',
    },
    {
      peer: 'gitignore(5)',
      rule: 'Patterns from .gitignore files in subdirectories, `.git/info/exclude` and `core.excludesFile`',
      ours: null,
      note: 'the request carries the lines of one root .gitignore only',
    },
    {
      peer: 'git wildmatch.c / dir.c',
      rule: '`[[:alpha:]]` and the other eleven `[:name:]` classes, ASCII only (git ctype: `space` is tab, LF, CR, space)',
      ours: VERDICTS,
      note: MATCHED,
    },
    { peer: 'git wildmatch.c / dir.c', rule: 'A backslash escapes any character; a trailing CR (CRLF file) and a leading UTF-8 BOM are dropped', ours: VERDICTS, note: MATCHED },
    {
      peer: 'git wildmatch.c / dir.c',
      rule: 'A `**` right after the literal start (`a**/b`) or before `\\/` crosses folders (dir.c strips the literal start before wildmatch)',
      ours: VERDICTS,
      note: MATCHED,
    },
    { peer: 'git wildmatch.c / dir.c', rule: '`?` and `[…]` match one byte of a UTF-8 name', ours: VERDICTS, note: MATCHED },
    {
      peer: 'git wildmatch.c / dir.c',
      rule: 'An unclosed `[`, an unknown `[:name:]` or a trailing backslash aborts the match (`WM_ABORT_ALL`): the line matches nothing',
      ours: 'PATTERN_NEVER_MATCHES',
      note: 'git says nothing; we warn, since the files the line was written for stay unignored',
    },
    {
      peer: 'git wildmatch.c / dir.c',
      rule: '`core.ignorecase=true` folds ASCII case',
      ours: null,
      note: 'the request has no field for it: we match case-sensitively, as git on Linux does by default; sensitive names are recognised in any case',
    },
    {
      peer: 'ignore (npm; eslint, prettier)',
      rule: '`ignorecase` defaults to `true`',
      ours: null,
      note: 'we follow git with `core.ignorecase=false` (the `ignore` README advises passing it explicitly)',
    },
    {
      peer: 'ignore (npm; eslint, prettier)',
      rule: 'A run of asterisks after a literal prefix (`a**/b`) or beside `\\/` is a regular asterisk',
      ours: null,
      note: 'we follow git, where `a**/b` matches `a/x/y/b` (the `ignore` README lists it as a difference from git)',
    },
    {
      peer: 'ignore (npm; eslint, prettier)',
      rule: '`.ignores()` of a directory path keeps traversal semantics (`a/**` does not exclude `a/`)',
      ours: null,
      note: 'we answer for a directory path as `git check-ignore` does',
    },
    {
      peer: 'ignore (npm; eslint, prettier)',
      rule: '`?` and `[…]` match one UTF-16 code unit',
      ours: null,
      note: 'we follow git, which matches bytes (`x?y` does not match `xéy`)',
    },
    {
      peer: 'ignore (npm; eslint, prettier)',
      rule: 'A path must be `path.relative()`d: `./a`, `/a` and empty paths throw a RangeError or TypeError',
      ours: 'INVALID_PATH',
      note: 'reported per path, at its own pointer, instead of thrown',
    },
  ],
} as const satisfies PeerComparison;
