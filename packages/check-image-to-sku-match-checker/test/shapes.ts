// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import { RE2JS } from 're2js';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const of = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const codesAt = (findings: Finding[], code: string) => of(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** PATTERN_WORK_LIMIT of src/lib/pattern.ts (the bench loads this file without the package's sources). */
const PATTERN_WORK_LIMIT = 4_000_000;
/** The work a request asks of a pattern: RE2's compiled size of it, times the characters of all paths. */
const work = (pattern: string, paths: string[]) => RE2JS.compile(pattern).programSize() * paths.reduce((sum, path) => sum + path.length, 0);

const HEAVY = '((?:[a-z0-9]{1,8}[-_/]){10,30})(?:[A-Z]{2,6}[0-9]{2,6}|[a-z]{3}[.][0-9]{1,9}){2,4}zz$';
const heavyPaths = (n: number) => Array.from({ length: n }, (_, i) => `${'abcdefg-'.repeat(28)}${i}.jpg`);

/** n characters a or b, fixed by a seed (a Lehmer generator). */
function ab(n: number, seed: number): string {
  let state = seed + 1;
  let out = '';
  for (let i = 0; i < n; i++) {
    state = (state * 48_271) % 2_147_483_647;
    out += state % 2 ? 'a' : 'b';
  }
  return out;
}

/** The i-th spelling of a name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  let k = 0;
  return [...name].map((ch) => (/[a-z]/i.test(ch) ? ((i >> k++) & 1 ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
}

export const shapes = defineShapes<Input>([
  {
    name: 'every roster SKU differs from every other only by case',
    max: 1000,
    grow: (n) => ({ roster: range(n).map((i) => ({ sku: caseVariant('mug-handle-xl', i) })), files: range(n).map((i) => ({ path: `img/${caseVariant('mug-handle-xl', i)}_${i}.jpg` })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const conflicts = of(findings, 'ROSTER_SKU_CASE_CONFLICT');
      expect(conflicts.map((f) => f.pointer)).toEqual(n > 1 ? range(n).map((i) => `/roster/${i}/sku`) : []);
      // Each lists the others (up to 20), never itself.
      for (const f of conflicts) {
        expect(f.details.others).toHaveLength(Math.min(n - 1, 20));
        expect(f.details.others).not.toContain(f.details.sku);
      }
      // Each file names its own spelling exactly.
      expect(codesAt(findings, 'FILE_SKU_CASE_MISMATCH')).toEqual([]);
      expect(codesAt(findings, 'SKU_WITHOUT_IMAGE')).toEqual([]);
    },
  },
  {
    name: 'the roster repeats one SKU and every file path collides by case and extension',
    max: 1000,
    grow: (n) => ({
      roster: range(n).map(() => ({ sku: 'TEE-RED-M' })),
      files: range(n).map((i) => ({ path: `shots/${caseVariant('tee-red-m_front', i >> 2)}.${['jpg', 'png', 'JPG', 'webp'][i % 4] as string}` })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'ROSTER_SKU_DUPLICATE')).toEqual(n > 1 ? range(n).map((i) => `/roster/${i}/sku`) : []);
      expect(codesAt(findings, 'FILE_NAME_COLLISION')).toEqual(n > 1 ? range(n).map((i) => `/files/${i}/path`) : []);
      expect(new Set(of(findings, 'FILE_NAME_COLLISION').map((f) => f.details.count))).toEqual(new Set(n > 1 ? [n] : []));
    },
  },
  {
    name: 'one path of n characters cut by separators everywhere, roster SKUs of every odd length',
    max: 160_000,
    // Every prefix "a-a-…-a" of the base name has an odd length, as has every roster SKU "bb…b".
    grow: (n) => ({ roster: range(300).map((j) => ({ sku: 'b'.repeat(2 * j + 1) })), files: [{ path: `${'a-'.repeat(n)}a.jpg` }] }),
    verify(result) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'FILE_SKU_UNKNOWN').map((f) => [f.pointer, f.details.sku])).toEqual([['/files/0/path', 'a']]);
      expect(codesAt(findings, 'SKU_WITHOUT_IMAGE')).toEqual(range(300).map((j) => `/roster/${j}`));
    },
  },
  {
    name: 'sku_pattern: a capture at the end of every long path',
    max: 1000,
    grow: (n) => ({
      sku_pattern: '([A-Z]+-\\d+)\\.jpg$',
      roster: range(n).map((i) => ({ sku: `ABC-${i}` })),
      files: range(n).map((i) => ({ path: `catalog/${'x9/'.repeat(75)}ABC-${i}.jpg` })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'SKU_PATTERN_INVALID').concat(codesAt(findings, 'FILE_UNMATCHED'), codesAt(findings, 'FILE_SKU_UNKNOWN'), codesAt(findings, 'SKU_WITHOUT_IMAGE'))).toEqual([]);
      expect((result.report as { matchedFiles: number }).matchedFiles).toBe(n);
    },
  },
  {
    name: 'sku_pattern: a heavy counted pattern over long paths, declined past the work limit',
    max: 1000,
    grow: (n) => ({ sku_pattern: HEAVY, roster: [{ sku: 'X' }], files: heavyPaths(n).map((path) => ({ path })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const declined = work(HEAVY, heavyPaths(n)) > PATTERN_WORK_LIMIT;
      expect(codesAt(findings, 'SKU_PATTERN_INVALID')).toEqual(declined ? ['/sku_pattern'] : []);
      // Within the limit no path matches (none ends in zz); past it no file is matched at all.
      expect(of(findings, 'FILE_UNMATCHED').map((f) => f.details.reason)).toEqual(declined ? [] : range(n).map(() => 'pattern-no-match'));
      expect((result.report as { matched: boolean }).matched).toBe(!declined);
    },
  },
  {
    name: 'sku_pattern: a pattern that keeps many threads alive, within the work limit',
    max: 1000,
    // 26 instructions × 150 characters × 1000 paths is just within the limit.
    grow: (n) => ({ sku_pattern: '(a[ab]{20})$', roster: [{ sku: 'X' }], files: range(n).map((i) => ({ path: ab(150, i) })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'SKU_PATTERN_INVALID')).toEqual([]);
      // The match can only be the last 21 characters, when they start with an a.
      const paths = range(n).map((i) => ab(150, i));
      expect(of(findings, 'FILE_SKU_UNKNOWN').map((f) => [f.pointer, f.details.sku])).toEqual(
        paths.flatMap((path, i) => (path[129] === 'a' ? [[`/files/${i}/path`, path.slice(129)]] : [])),
      );
      expect(codesAt(findings, 'FILE_UNMATCHED')).toEqual(paths.flatMap((path, i) => (path[129] === 'a' ? [] : [`/files/${i}/path`])));
    },
  },
  {
    name: 'sku_pattern: one path of n characters, matched at its end',
    max: 130_000,
    grow: (n) => ({ sku_pattern: '([A-Z]+-\\d+)\\.jpg$', roster: [{ sku: 'SKU-1' }], files: [{ path: `${'a/'.repeat(n)}SKU-1.jpg` }] }),
    verify(result) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'FILE_UNMATCHED').concat(codesAt(findings, 'SKU_WITHOUT_IMAGE'))).toEqual([]);
      expect((result.report as { images: { found: number }[] }).images[0]?.found).toBe(1);
    },
  },
  {
    // The placeholder scan joins up to four words at each word of a base name, and the URL check
    // reads every character: a base name of n one-letter words and digits, a URL of n characters.
    name: 'a base name of n short words and digit runs, and a URL of n characters',
    max: 60_000,
    grow: (n) => ({
      roster: [{ sku: 'SKU' }],
      files: [{ path: `SKU_${'n-o-1'.repeat(Math.ceil(n / 5)).slice(0, n)}image.jpg`, url: `https://cdn.example.com/${'9'.repeat(n)} .jpg` }],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'IMAGE_URL_INVALID')).toEqual(['/files/0/url']);
      const problems = of(findings, 'IMAGE_URL_INVALID')[0]?.details.problems as string[];
      expect(problems).toEqual(n + 'https://cdn.example.com/ .jpg'.length > 2000 ? ['not-rfc3986', 'too-long'] : ['not-rfc3986']);
      expect(codesAt(findings, 'PLACEHOLDER_IMAGE')).toEqual([]);
    },
  },
]);
