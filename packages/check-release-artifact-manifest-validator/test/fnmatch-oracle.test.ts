/**
 * Outside truth: in-toto-python applies ALLOW/DISALLOW patterns with Python's `fnmatch`
 * (in_toto/verifylib.py: `fnmatch.filter(artifacts_queue, rule_pattern)`). The same random patterns
 * and paths go to CPython's `fnmatch.fnmatchcase` and to our compiled glob; they must agree on every
 * pair. Our one addition, `**` + `/` also matching no folder, is checked against fnmatch run on every
 * way of keeping or dropping each `**` + `/` group. Then the whole rule: a file is admitted by a glob
 * prefix exactly when fnmatch admits it or one of its parent folders (or the literal folder does).
 */
import { spawnSync } from 'node:child_process';
import { run, type Input } from '../src/index.js';
import { Glob } from '../src/lib/glob.js';
import { entry } from './cases/helpers.js';

const python = spawnSync('python3', ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8' });
const available = python.status === 0;
// The oracle is CPython itself: without python3 this test fails rather than pass unchecked (.ci/run installs it).
test('python3 (the fnmatch oracle) is installed', () => {
  expect(available).toBe(true);
});

/** Every pattern × path pair through CPython's fnmatch.fnmatchcase (what in-toto-python uses on POSIX). */
function fnmatch(pairs: Array<[string, string]>): boolean[] {
  const script = 'import sys, json, fnmatch\nprint(json.dumps([fnmatch.fnmatchcase(s, p) for p, s in json.load(sys.stdin)]))';
  const out = spawnSync('python3', ['-c', script], { input: JSON.stringify(pairs), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (out.status !== 0) throw new Error(`python3 failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as boolean[];
}

/** A seeded generator: the corpus is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const TOKENS = [
  'a', 'b', 'ab', '.', '/', '/', '-', '*', '*', '*', '*', '*a', 'a*', '**', '?', '[ab]', '[!a]', '[a-c]', '[]a]', '[!]a]', '[z-a]', '[!z-a]', '[a-]',
  '[-a]', '[a--c]', '[a-c-e]', '[^a]', '[*]', '[', ']', '!', 'é', '\\', '[\\]', '𝒜', '[a-é]', '**/', '/**/', '.js',
];
const SEGMENTS = ['a', 'a', 'b', 'ab', 'ba', '.a', 'a.js', 'b.js', 'é', 'x', '*', '-', ']', '[', '\\', '^', '𝒜', 'a-b', 'c'];

/** First folders of the rule's glob prefixes: literal or wildcard, most of them matching some path. */
const FOLDERS = ['a', 'b', '*', 'a*', '?', '[ab]', '[!b]*', '**', '*a'];

function corpus(seed: number, count: number, tokens: readonly string[]): { patterns: string[]; paths: string[] } {
  const next = random(seed);
  const patterns = Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(next, tokens)).join(''));
  const paths = Array.from({ length: 40 }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(next, SEGMENTS)).join('/'));
  return { patterns, paths };
}

/** The fnmatch patterns a `**` + `/` pattern stands for: each group at the start or after "/" kept or dropped. */
function variants(pattern: string): string[] {
  const groups = [...pattern.matchAll(/(?<=^|\/)\*{2,}\//g)].map((m) => [m.index, m[0].length] as const);
  if (groups.length === 0) return [pattern];
  return Array.from({ length: 2 ** groups.length }, (_, mask) => {
    let out = '';
    let at = 0;
    groups.forEach(([index, length], k) => {
      out += pattern.slice(at, index) + (mask & (1 << k) ? '' : pattern.slice(index, index + length));
      at = index + length;
    });
    return out + pattern.slice(at);
  });
}

describe(`glob prefixes agree with CPython ${python.stdout.trim()} fnmatch (in-toto-python)`, () => {
  test('random patterns and paths: every pair, zero disagreements', () => {
    let pairs = 0;
    let matched = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { patterns, paths } = corpus(seed, 60, TOKENS);
      const asked: Array<[string, string]> = [];
      const owners: Array<{ pattern: string; path: string; variantsOf: number }> = [];
      for (const pattern of patterns) {
        const forms = variants(pattern);
        for (const path of paths) {
          for (const form of forms) asked.push([form, path]);
          owners.push({ pattern, path, variantsOf: forms.length });
        }
      }
      const answers = fnmatch(asked);
      let at = 0;
      const disagreements = owners.flatMap(({ pattern, path, variantsOf }) => {
        const expected = answers.slice(at, (at += variantsOf)).some(Boolean);
        const ours = new Glob(pattern).matches(path);
        pairs++;
        if (ours) matched++;
        return ours === expected ? [] : [{ pattern, path, ours, expected }];
      });
      expect(disagreements).toEqual([]);
    }
    expect(pairs).toBe(6 * 60 * 40);
    // The corpus exercises matches, not only misses.
    expect(matched / pairs).toBeGreaterThan(0.05);
  });

  test('patterns of more than 31 positions (several machine words of states) agree too', () => {
    const next = random(99);
    const parts = ['*', '*', '*', '?', '?', 'a', 'b', '[ab]', '**/', '/', '[!b]'];
    const tokenLists = Array.from({ length: 80 }, () => Array.from({ length: 44 + Math.floor(next() * 24) }, () => pick(next, parts)));
    // Positions of the automaton: every token but a plain star ("**/" is two).
    const positions = (tokens: string[]) => tokens.reduce((sum, token) => sum + (token === '*' ? 0 : token === '**/' ? 2 : 1), 0);
    expect(tokenLists.filter((tokens) => positions(tokens) > 31).length).toBeGreaterThan(60);
    const patterns = tokenLists.map((tokens) => tokens.join(''));
    const paths = Array.from({ length: 60 }, () => Array.from({ length: 80 + Math.floor(next() * 80) }, () => pick(next, ['a', 'b', '/'])).join(''));
    const owners = patterns.flatMap((pattern) => paths.map((path) => ({ pattern, path, forms: variants(pattern) })));
    const answers = fnmatch(owners.flatMap(({ path, forms }) => forms.map((form) => [form, path] as [string, string])));
    let at = 0;
    let matched = 0;
    const disagreements = owners.flatMap(({ pattern, path, forms }) => {
      const expected = answers.slice(at, (at += forms.length)).some(Boolean);
      const ours = new Glob(pattern).matches(path);
      if (ours) matched++;
      return ours === expected ? [] : [{ pattern, path, ours, expected }];
    });
    expect(disagreements).toEqual([]);
    expect(matched).toBeGreaterThan(200);
  });

  test('wildcard-heavy patterns against long names agree and stay linear', () => {
    const patterns = ['*a*a*a*a*a*a*a*a*a*a*b', '*a?a*[ab]*a*a*a*a*c', '**/*a*a*a*a*a*a*', 'x/*a*a*a*a*a*a*a*a*c', '*[!a]*'];
    const paths = [8, 100, 3000].flatMap((n) => ['a'.repeat(n), `${'a'.repeat(n)}b`, `x/${'a'.repeat(n)}c`, `${'a/'.repeat(n)}b`]);
    const asked = patterns.flatMap((pattern) => paths.map((path) => [pattern, path] as [string, string]));
    const expected = fnmatch(asked.map(([p, s]) => [p.replace(/^\*\*\//, '*/'), s]));
    const alsoWithout = fnmatch(asked.map(([p, s]) => [p.replace(/^\*\*\//, ''), s]));
    const disagreements = asked.flatMap(([pattern, path], i) => {
      const ours = new Glob(pattern).matches(path);
      const want = (expected[i] as boolean) || (pattern.startsWith('**/') && (alsoWithout[i] as boolean));
      return ours === want ? [] : [{ pattern, path: path.slice(0, 40), ours, want }];
    });
    expect(disagreements).toEqual([]);
  });

  test('the rule: a glob prefix admits a file when fnmatch admits it or a parent folder', () => {
    const tokens = TOKENS.filter((t) => !t.includes('\\') && t !== '.' && !t.startsWith('/') && t !== '/');
    const segments = SEGMENTS.filter((s) => s !== '\\');
    const trials: Array<{ pattern: string; paths: string[]; forms: string[]; from: number }> = [];
    const asked: Array<[string, string]> = [];
    for (let seed = 11; seed <= 14; seed++) {
      const next = random(seed);
      const { patterns } = corpus(seed, 40, tokens);
      const paths = [...new Set(Array.from({ length: 40 }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(next, segments)).join('/')))];
      for (const raw of patterns) {
        // Two-segment globs joined by "/" (the prefix form users write), without empty segments.
        const pattern = `${pick(next, FOLDERS)}/${raw}`.split('/').filter((s) => s !== '' && s !== '.').join('/');
        if (!/[*?[]/.test(pattern)) continue;
        const forms = variants(pattern).flatMap((form) => [form, `${form}/*`]);
        trials.push({ pattern, paths, forms, from: asked.length });
        for (const path of paths) for (const form of forms) asked.push([form, path]);
      }
    }
    const answers = fnmatch(asked);
    let files = 0;
    let outside = 0;
    for (const { pattern, paths, forms, from } of trials) {
      const input: Input = { files: paths.map((path, i) => entry(path, `${i}`)), policy: { allowed_prefixes: [pattern] } };
      const flagged = new Set(run(input).findings.filter((f) => f.code === 'PATH_OUTSIDE_ALLOWED_PREFIXES').map((f) => f.subject));
      const disagreements = paths.flatMap((path, i) => {
        const literal = path === pattern || path.startsWith(`${pattern}/`);
        const at = from + i * forms.length;
        const admitted = literal || answers.slice(at, at + forms.length).some(Boolean);
        files++;
        if (!admitted) outside++;
        return admitted === !flagged.has(path) ? [] : [{ pattern, path, admitted, flagged: flagged.has(path) }];
      });
      expect(disagreements).toEqual([]);
    }
    // The count the README quotes.
    expect(files).toBe(6004);
    // Both verdicts occur often.
    expect(outside / files).toBeGreaterThan(0.2);
    expect(outside / files).toBeLessThan(0.95);
    expect(files - outside).toBeGreaterThan(400);
  });
});
