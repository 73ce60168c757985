// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input, PathEntry } from '../src/index.js';

const range = <T>(n: number, at: (i: number) => T) => Array.from({ length: n }, (_, i) => at(i));
const pointersOf = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const verdicts = (result: { report: unknown }) => (result.report as { paths: PathEntry[] }).paths.map(({ ignored, pattern }) => ({ ignored, pattern }));

const STARS = '**/a/**/a/**/a/**/a/**/a/**/b';
const STARS_DIR = '**/a/**/a/**/a/**/a/**/c/**';

export const shapes = defineShapes<Input>([
  {
    // A backtracking matcher tries every way to split the a/ folders among the ** segments.
    name: 'paths n folders deep against chains of ** segments',
    max: 20_000,
    grow: (n) => ({ paths: range(48, (i) => `${'a/'.repeat(n + i)}${i % 2 ? 'b' : 'x'}`), patterns: [STARS, STARS_DIR] }),
    verify(result, n) {
      // Five a/ folders above a "b" are what the first pattern needs; the second never matches (no "c").
      expect(verdicts(result)).toEqual(range(48, (i) => (i % 2 && n + i >= 5 ? { ignored: true, pattern: STARS } : { ignored: false, pattern: null })));
      expect(pointersOf(result.findings, 'PATTERN_UNMATCHED')).toEqual(['/patterns/1']);
    },
  },
  {
    // `*a*a*…*b` against names of n a's: each * can stop anywhere.
    name: 'star-heavy patterns against names of n characters',
    max: 40_000,
    grow: (n) => {
      const name = 'a'.repeat(n);
      return {
        paths: [`${name}b`, `${name}c`, `${name}x`, `d/x/${name}b`, `d/x/${name}c`, `d/x/${name}x`, `d/${name}c`, `e/${name}c`],
        patterns: [...range(10, (k) => `${'*a'.repeat(k + 4)}*b`), ...range(10, (k) => `d/**/${'a*'.repeat(k + 4)}c`)],
      };
    },
    verify(result, n) {
      // The longest patterns need 13 a's; below that the shorter ones still match, and the last matching line decides.
      const base = n >= 13 ? '*a'.repeat(13) + '*b' : n >= 4 ? '*a'.repeat(n) + '*b' : null;
      const under = n >= 13 ? `d/**/${'a*'.repeat(13)}c` : n >= 4 ? `d/**/${'a*'.repeat(n)}c` : null;
      const at = (pattern: string | null) => ({ ignored: pattern !== null, pattern });
      expect(verdicts(result)).toEqual([at(base), at(null), at(null), at(base), at(under), at(null), at(under), at(null)]);
    },
  },
  {
    // Lines of n classes with named classes and ranges up to U+FFFF (a range is filled byte by byte:
    // it must stop at 255), one of them unclosed at its very end (found only after reading all n).
    name: 'lines of n wide-range and [:name:] classes, one never closed',
    max: 40_000,
    grow: (n) => ({
      paths: ['a'.repeat(n), `b/${'1'.repeat(n)}`],
      patterns: ['[[:alpha:]a-\uffff]'.repeat(n), `${'[[:digit:]-\uffff]'.repeat(n)}[`],
    }),
    verify(result, n) {
      expect(verdicts(result)).toEqual([{ ignored: true, pattern: '[[:alpha:]a-\uffff]'.repeat(n) }, { ignored: false, pattern: null }]);
      expect(pointersOf(result.findings, 'PATTERN_NEVER_MATCHES')).toEqual(['/patterns/1']);
    },
  },
  {
    // Every path against every line: literal, anchored, ** and suffix patterns, negations, tracked twins.
    name: 'n paths, tracked too, against n/2 mixed patterns',
    max: 2000,
    grow: (n) => {
      const paths = range(n, (i) => `pkg${i % 40}/src/file${i}.ts`);
      const patterns = range(Math.min(Math.floor(n / 2), 1000), (j) =>
        j % 4 === 0 ? `pkg${j % 40}/**/file${j}.ts` : j % 4 === 1 ? `!**/file${j - 1}.ts` : j % 4 === 2 ? `*.gen${j}` : `/pkg*/src/file${j}.t?`,
      );
      return { paths, patterns, tracked_paths: paths };
    },
    verify(result, n) {
      const m = Math.min(Math.floor(n / 2), 1000);
      const expected = range(n, (i) => {
        if (i >= m) return { ignored: false, pattern: null };
        if (i % 4 === 0) return i + 1 < m ? { ignored: false, pattern: `!**/file${i}.ts` } : { ignored: true, pattern: `pkg${i % 40}/**/file${i}.ts` };
        if (i % 4 === 3) return { ignored: true, pattern: `/pkg*/src/file${i}.t?` };
        return { ignored: false, pattern: null };
      });
      expect(verdicts(result)).toEqual(expected);
      expect(pointersOf(result.findings, 'PATTERN_UNMATCHED')).toEqual(range(m, (j) => j).filter((j) => j % 4 === 2).map((j) => `/patterns/${j}`));
      expect(pointersOf(result.findings, 'TRACKED_PATH_IGNORED')).toEqual(expected.flatMap((verdict, i) => (verdict.ignored ? [`/tracked_paths/${i}`] : [])));
    },
  },
  {
    // Every negation matches paths below an excluded folder: one group per negation.
    name: 'negations that cannot re-include files below an excluded folder',
    max: 2000,
    grow: (n) => ({
      paths: range(n, (i) => `build/d${i % 50}/keep${i}.txt`),
      patterns: ['build/', ...range(Math.min(n, 999), (j) => `!keep${j}.txt`)],
    }),
    verify(result, n) {
      const m = Math.min(n, 999);
      // Negation j blocks path j only; paths past the last negation are plainly ignored.
      const blocked = pointersOf(result.findings, 'NEGATION_INEFFECTIVE');
      expect(blocked).toEqual(range(m, (j) => [`/patterns/${j + 1}`]).flat().concat(range(m, (i) => `/paths/${i}`)).sort(byPointer));
      expect(verdicts(result)).toEqual(range(n, () => ({ ignored: true, pattern: 'build/' })));
    },
  },
  {
    // Unanchored patterns with no literal start or end: each must be tried against each name.
    name: 'wildcard patterns with literal middles against n names',
    max: 2000,
    grow: (n) => ({
      paths: range(n, (i) => `src/m${i % 9}/xx-${i}-y.ts`),
      patterns: range(Math.min(Math.floor(n / 2), 1000), (j) => (j % 2 ? `*-${j}-*` : `?-${j}-?.t[sx]`)),
    }),
    verify(result, n) {
      const m = Math.min(Math.floor(n / 2), 1000);
      // Odd patterns match name j; even ones need a one-letter stem, which no name has (xx-j-y.ts).
      expect(verdicts(result)).toEqual(range(n, (i) => (i < m && i % 2 ? { ignored: true, pattern: `*-${i}-*` } : { ignored: false, pattern: null })));
      expect(pointersOf(result.findings, 'PATTERN_UNMATCHED')).toEqual(range(m, (j) => j).filter((j) => j % 2 === 0).map((j) => `/patterns/${j}`));
    },
  },
]);

/** Pointers in input order: the list first, then the index numerically. */
function byPointer(a: string, b: string): number {
  const [, listA = '', indexA = '0'] = a.split('/');
  const [, listB = '', indexB = '0'] = b.split('/');
  return listA === listB ? Number(indexA) - Number(indexB) : listA < listB ? -1 : 1;
}
