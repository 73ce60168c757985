/**
 * Outside truth: git itself. Random patterns and paths go into a temporary repository and
 * `git check-ignore --no-index -v -n -z --stdin` answers for every path of a batch at once; the
 * check must agree on `ignored` for every path and on the deciding pattern line for every file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { run } from '../src/index.js';
import { classifyPattern } from '../src/rules/patterns.js';

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

/** Unsupported patterns become blank lines, so git sees exactly the rules the check applies. */
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
let applied = 0;
let written = 0;
function compare(patterns: string[], paths: string[]): void {
  written += patterns.length;
  applied += patterns.filter((p) => classifyPattern(p).kind !== 'unsupported').length;
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
  });
}

const TOKENS = ['a', 'b', 'x', '.', '-', '*', '*', '?', '**', '/', '/', '[ab]', '[!a]', '[^b]', '[a-c]', '[]a]', '\\*', '\\?', '\\[', '\\ ', ' ', '  ', '\\#', '\\!', '#', '!', '\t', '\\', '[', '[[:alpha:]]'];
const SEGMENTS = ['a', 'b', 'x', 'ab', 'ba', 'a.b', 'b.a', '.a', 'a b', ' ', 'a ', '#a', '!a', '*', '?', '[a]', 'a-b', 'xa', 'é'];
const patternArb = fc
  .tuple(fc.boolean(), fc.boolean(), fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 6 }))
  .map(([negate, anchor, tokens]) => (negate ? '!' : '') + (anchor ? '/' : '') + tokens.join(''));
const pathArb = fc
  .tuple(fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 }), fc.nat(9))
  .map(([segments, dir]) => segments.join('/') + (dir === 0 ? '/' : ''));

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

  test('random patterns and paths, thousands of cases', () => {
    fc.assert(
      fc.property(fc.array(patternArb, { minLength: 1, maxLength: 6 }), fc.array(pathArb, { minLength: 40, maxLength: 40 }), (patterns, paths) => {
        compare(patterns, paths);
      }),
      { seed: 20261122, numRuns: 150 },
    );
    expect(compared).toBeGreaterThanOrEqual(6000);
    // Most generated lines fall inside the subset, so the comparison exercises real matching.
    expect(applied / written).toBeGreaterThan(0.6);
  }, 120_000);
});
