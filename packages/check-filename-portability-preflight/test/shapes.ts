// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

/** The i-th spelling of one name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  return [...name].map((letter, k) => ((i >> k) & 1 ? letter.toUpperCase() : letter)).join('');
}

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);

export const shapes = defineShapes<Input>([
  {
    name: 'every path collides by case with every other',
    max: 5000,
    grow: (n) => ({ paths: Array.from({ length: n }, (_, i) => `docs/${caseVariant('readme-file.md', i)}`) }),
    verify(result, n) {
      // One group, n members: every path flagged once, at its own pointer.
      expect(codesAt(result.findings, 'CASE_COLLISION')).toEqual(Array.from({ length: n }, (_, i) => `/paths/${i}`));
    },
  },
  {
    name: 'deep directories shared by case-colliding spellings',
    max: 5000,
    grow: (n) => ({ paths: Array.from({ length: n }, (_, i) => `${caseVariant('src', i % 8)}/${'dir/'.repeat(40)}f${i}.ts`) }),
    verify(result, n) {
      // Each path collides by its first component as soon as two spellings of "src" exist.
      expect(codesAt(result.findings, 'CASE_COLLISION')).toHaveLength(n >= 2 ? n : 0);
      expect(codesAt(result.findings, 'PATH_TOO_LONG')).toEqual([]);
    },
  },
  {
    name: 'one path at the longest length, all one component',
    max: 200_000,
    grow: (n) => ({ paths: ['x'.repeat(n)], max_path_length: 32767 }),
    verify(result, n) {
      expect(codesAt(result.findings, 'COMPONENT_TOO_LONG')).toEqual(n > 255 ? ['/paths/0'] : []);
      expect(codesAt(result.findings, 'PATH_TOO_LONG')).toEqual(n > 32767 ? ['/paths/0'] : []);
    },
  },
  {
    name: 'distinct paths with normalization twins',
    max: 5000,
    grow: (n) => ({ paths: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? `r\u00e9sum\u00e9-${i >> 1}.pdf` : `re\u0301sume\u0301-${i >> 1}.pdf`)) }),
    verify(result, n) {
      const pairs = Math.floor(n / 2);
      expect(codesAt(result.findings, 'UNICODE_NORMALIZATION_COLLISION')).toHaveLength(pairs * 2);
    },
  },
  {
    name: 'long non-ASCII names colliding by case in pairs',
    max: 4090,
    grow: (n) => ({ paths: Array.from({ length: 30 }, (_, i) => `${i % 2 ? '\u00c9' : '\u00e9'}${'\u00e9\u00df'.repeat(n >> 1)}-${i >> 1}`) }),
    verify(result, n) {
      // Each pair differs in its first letter's case only (É/é); ß folds to itself, never to "ss".
      expect(codesAt(result.findings, 'CASE_COLLISION')).toEqual(Array.from({ length: 30 }, (_, i) => `/paths/${i}`));
      // The name is É or é (2 bytes), n/2 × éß (4 bytes), "-" and the pair number: flagged past 255 bytes.
      const tooLong = Array.from({ length: 30 }, (_, i) => i).filter((i) => 2 + 4 * (n >> 1) + 1 + String(i >> 1).length > 255);
      expect(codesAt(result.findings, 'COMPONENT_TOO_LONG')).toEqual(tooLong.map((i) => `/paths/${i}`));
    },
  },
]);
