/**
 * Outside truth: git itself. Random patterns and paths go into a temporary repository and
 * `git check-ignore --no-index -v -n -z --stdin` answers for every path of a batch at once; the
 * check must agree on `ignored` for every path and on the deciding pattern line for every file.
 * Besides random lines there are wildcard-heavy and "**" lines against deep paths, and the inputs
 * that make a backtracking matcher explode (they must agree with git, and stay fast).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { run } from '../src/index.js';
import { classifyPattern } from '../src/lib/patterns.js';

let repo = '';
const gitEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', HOME: tmpdir() };

function git(args: string[], input?: string): string {
  const result = spawnSync('git', args, { cwd: repo, input, env: gitEnv, encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'gitignore-oracle-'));
  git(['init', '-q', '.']);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

interface Verdict {
  ignored: boolean;
  /** 1-based .gitignore line git reports, or null. */
  line: number | null;
}

/**
 * Every line goes to git as written (lines that can match nothing included); only an entry no
 * single line can hold (a line break, a NUL) becomes a blank line, as the check does not apply it.
 */
function gitVerdicts(patterns: string[], paths: string[]): Verdict[] {
  const lines = patterns.map((p) => (classifyPattern(p).kind === 'unsupported' ? '' : p));
  writeFileSync(join(repo, '.gitignore'), lines.join('\n') + '\n');
  const out = git(['-c', 'core.ignorecase=false', 'check-ignore', '--no-index', '-v', '-n', '-z', '--stdin'], paths.join('\0') + '\0');
  const fields = out.split('\0');
  const verdicts: Verdict[] = [];
  for (let i = 0; i + 3 < fields.length; i += 4) {
    const line = fields[i + 1] as string;
    const pattern = fields[i + 2] as string;
    verdicts.push({ ignored: pattern !== '' && !pattern.startsWith('!'), line: line === '' ? null : Number(line) });
  }
  expect(verdicts).toHaveLength(paths.length);
  return verdicts;
}

let compared = 0;
let ignoredByGit = 0;
let applied = 0;
let written = 0;
let never = 0;
function compare(patterns: string[], paths: string[]): void {
  written += patterns.length;
  applied += patterns.filter((p) => classifyPattern(p).kind !== 'unsupported').length;
  never += patterns.filter((p) => classifyPattern(p).kind === 'never').length;
  const expected = gitVerdicts(patterns, paths);
  const { report } = run({ paths, patterns });
  report.paths.forEach((entry, i) => {
    const want = expected[i] as Verdict;
    const context = { patterns, path: entry.path };
    expect({ ...context, ignored: entry.ignored }).toEqual({ ...context, ignored: want.ignored });
    // git reports negation lines for directory arguments by a rule of its own; files and ignored paths must agree.
    if (!entry.path.endsWith('/') || want.ignored) {
      const wantPattern = want.line === null ? null : (patterns[want.line - 1] as string);
      expect({ ...context, pattern: entry.pattern }).toEqual({ ...context, pattern: wantPattern });
    }
    compared++;
    if (want.ignored) ignoredByGit++;
  });
}

const TOKENS = [
  'a', 'b', 'x', '.', '-', '*', '*', '?', '**', '***', '/', '/', '[ab]', '[!a]', '[^b]', '[a-c]', '[]a]', '\\*', '\\?', '\\[', '\\ ',
  ' ', '  ', '\\#', '\\!', '#', '!', '\t', '\\', '[', '[[:alpha:]]', '[[:digit:]]', '[^[:lower:]]', '[[:upper:][:digit:]-]', '[[:foo:]]',
  '[[:alph]', '[a-\\]', '\\a', '\\b', '\\/', '[a/b]', '[!/]', '\r', '//', ']',
];
const SEGMENTS = ['a', 'b', 'x', 'ab', 'ba', 'a.b', 'b.a', '.a', 'a b', ' ', 'a ', '#a', '!a', '*', '?', '[a]', 'a-b', 'xa', 'é'];
const patternArb = fc
  .tuple(fc.boolean(), fc.boolean(), fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 6 }))
  .map(([negate, anchor, tokens]) => (negate ? '!' : '') + (anchor ? '/' : '') + tokens.join(''));
const pathArb = fc
  .tuple(fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 }), fc.nat(9))
  .map(([segments, dir]) => segments.join('/') + (dir === 0 ? '/' : ''));

// Wildcard-heavy and "**" lines built segment by segment (so most are inside the subset), against
// deeper paths over a small alphabet (so most lines match something).
const GLOB_SEGMENTS = ['**', '**', '*', 'a', 'b', 'a*', '*a', '*a*', 'a*b', '*a*b*', '?', '?*', 'a?', '[ab]', '[!a]*', 'a[ab]*b', '\\*', '***', 'a**', '**b', '**\\', '[[:alpha:]]*', '\\a'];
const DEEP_NAMES = ['a', 'b', 'ab', 'ba', 'aab', 'abab', 'x', '*'];
const globArb = fc
  .tuple(fc.boolean(), fc.boolean(), fc.boolean(), fc.array(fc.constantFrom(...GLOB_SEGMENTS), { minLength: 1, maxLength: 5 }))
  .map(([negate, anchor, folder, segments]) => (negate ? '!' : '') + (anchor ? '/' : '') + segments.join('/') + (folder ? '/' : ''));
const deepPathArb = fc
  .tuple(fc.array(fc.constantFrom(...DEEP_NAMES), { minLength: 1, maxLength: 7 }), fc.nat(5))
  .map(([names, dir]) => names.join('/') + (dir === 0 ? '/' : ''));

describe('gitignore matching agrees with git check-ignore', () => {
  test('documented examples from gitignore(5)', () => {
    const paths = [
      'doc/frotz/', 'doc/frotz', 'a/doc/frotz/', 'frotz/', 'foo/bar/hello.c', 'foo/hello.c', 'hello.c', 'a/hello.c',
      'abc/x/y', 'abc', 'a/b', 'a/x/b', 'a/x/y/b', 'x/foo', 'foo', 'foo/bar', 'bar/foo/x', 'README.md', 'a/README.md', 'a/README.mdx',
      'foo/baz/qux', 'logs/debug.log', 'build/keep.txt', 'build/x.txt', '#comment', '!important', 'trailing ', 'trailing',
    ];
    compare(['doc/frotz/', 'frotz/', '*.c', '!/hello.c'], paths);
    compare(['foo/*', '!foo/hello.c', '**/foo', 'abc/**', 'a/**/b'], paths);
    compare(['/*', '!/foo', '/foo/*', '!/foo/bar'], paths);
    compare(['build/', '!build/keep.txt', '*.md', '!/README.md', 'logs/*.log'], paths);
    compare(['\\#comment', '# a comment', '\\!important', 'trailing\\ ', '  '], paths);
  });

  test('wildcard-heavy and ** patterns against deep paths', () => {
    const before = compared;
    const ignoredBefore = ignoredByGit;
    fc.assert(
      fc.property(fc.array(globArb, { minLength: 1, maxLength: 6 }), fc.array(deepPathArb, { minLength: 40, maxLength: 40 }), (patterns, paths) => {
        compare(patterns, paths);
      }),
      { seed: 20261123, numRuns: 150 },
    );
    expect(compared - before).toBeGreaterThanOrEqual(6000);
    // The lines match often enough for the comparison to exercise "**", "*" and classes, not just misses.
    expect((ignoredByGit - ignoredBefore) / (compared - before)).toBeGreaterThan(0.15);
  }, 120_000);

  test('the worst cases of a backtracking matcher: ** chains over deep paths, *a*a*… over long names', () => {
    const deep = (depth: number, last: string) => `${'a/'.repeat(depth)}${last}`;
    const chains = ['**/a/**/a/**/a/**/a/**/a/**/b', '!**/a/**/a/**/a/**/a/**/c/**', 'a/**/a/**/a/**/x', '**/a/**/a/**/a/'];
    compare(chains, [4, 5, 6, 31, 32, 64].flatMap((depth) => [deep(depth, 'b'), deep(depth, 'x'), deep(depth, 'c/d'), deep(depth, 'a/')]));
    const stars = ['*a*a*a*a*a*a*a*a*b', 'x/*a*a*a*a*a*a*a*a*c', '!*a?a*a[ab]*a*', '**/*a*a*a*a*a*a*a*a*a*a*a*a*'];
    const names = [7, 8, 12, 100, 2000].flatMap((n) => ['a'.repeat(n), `${'a'.repeat(n)}b`, `${'a'.repeat(n)}c`, `x/${'a'.repeat(n)}c`, `x/${'ab'.repeat(n)}/y`]);
    compare(stars, names);
  });

  test('random patterns and paths, thousands of cases', () => {
    fc.assert(
      fc.property(fc.array(patternArb, { minLength: 1, maxLength: 6 }), fc.array(pathArb, { minLength: 40, maxLength: 40 }), (patterns, paths) => {
        compare(patterns, paths);
      }),
      { seed: 20261122, numRuns: 150 },
    );
    expect(compared).toBeGreaterThanOrEqual(6000);
    // Nearly every generated line is one git reads; some of them can match nothing, and git must agree they do not.
    expect(applied / written).toBeGreaterThan(0.95);
    expect(never).toBeGreaterThan(20);
  }, 120_000);

  test('every [:name:] class against every ASCII byte and UTF-8 names, as git tests them', () => {
    const names = ['alnum', 'alpha', 'blank', 'cntrl', 'digit', 'graph', 'lower', 'print', 'punct', 'space', 'upper', 'xdigit'];
    // Not "/" (a separator), "." ("p/." is the folder p to git) nor "\\" (a Windows separator): invalid paths here.
    const bytes = Array.from({ length: 127 }, (_, i) => String.fromCharCode(i + 1)).filter((c) => c !== '/' && c !== '.' && c !== '\\');
    const paths = [...bytes.map((c) => `p/${c}`), 'p/é', 'p/éé', 'p/\u00a0', 'p/日'];
    for (const name of names) compare([`[[:${name}:]]`, `![[:${name}:]][[:${name}:]]`], paths);
    compare(['p/[![:alnum:][:punct:]]', '![a-[:digit:]]'], paths);
  });

  test("git's own readings: a literal start before **, ** before an escaped slash, folder-only and anchored forms", () => {
    const paths = ['foo', 'foobar', 'foo/bar', 'foox/bar', 'foo/x/bar', 'a', 'a/b', 'a/x/b', 'ab', 'ax/b', 'x/y', 'x/a/y', 'd', 'dd/e', 'b.txt', 'b.txtx', 'q/', 'q/r/', 'z/q/'];
    for (const patterns of [
      ['foo**/bar', 'a**/**', '/x**/y'],
      ['a/b**/c', 'a?**/b', '[ab]**/b', '\\a**/b', 'a\\**/b'],
      ['**\\/a', 'x/**\\/**', '*.txt**', 'd**', '/**'],
      ['**/', '/**/', 'a/**/', 'q**/', '!**/', 'x/***/y', '/a/**b'],
      ['x\\/**/y', 'a/*'],
      ['a/**', '!a', 'q/*', '!q/'],
    ]) {
      compare(patterns, paths);
    }
    // Bytes, not characters: the differences the ignore package lists against git.
    compare(['x?y', 'x??y', 'm[À-È]n', 'a**/b', '**\\/b', 'x\\/**/b'], ['xéy', 'mÁn', 'axy/z/b', 'x/y/b', 'x/y/z/b']);
  });

  test('a UTF-8 byte order mark before the first line is skipped, as git skips it', () => {
    compare(['\ufeffa.log', '\ufeffb.log'], ['a.log', 'b.log', '\ufeffb.log']);
  });
});
