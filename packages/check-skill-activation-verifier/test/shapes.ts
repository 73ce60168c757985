// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Found = { code: string; pointer: string; details: Record<string, unknown> };
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A skill name of `width` characters that shares all but its last digits with every other one. */
const longName = (prefix: string, i: number, width = 48) => `${prefix}${String(i).padStart(6, '0')}`.padStart(width, '~');

export const shapes = defineShapes<Input>([
  {
    name: 'one case whose observed skills alternate two names',
    max: 100_000,
    grow: (n) => ({ cases: [{ id: 'loop', expected_skills: ['plan'], observed_skills: range(n).map((i) => (i % 2 === 0 ? 'plan' : 'web')) }] }),
    verify(result, n) {
      // "plan" sits at the even entries (⌈n/2⌉ of them), "web" at the odd ones (⌊n/2⌋).
      const plans = Math.ceil(n / 2);
      const webs = Math.floor(n / 2);
      const flagged = range(n).filter((i) => (i % 2 === 0 ? plans : webs) >= 2);
      const duplicates = found(result, 'DUPLICATE_ACTIVATION');
      expect(duplicates.map((f) => f.pointer)).toEqual(flagged.map((i) => `/cases/0/observed_skills/${i}`));
      for (const finding of duplicates) {
        const entry = Number(finding.pointer.split('/').at(-1));
        expect(finding.details.count).toBe(entry % 2 === 0 ? plans : webs);
        expect(finding.details.position).toBe(entry + 1);
        // The first positions of the group (1-based): every other entry from its first one.
        const listed = Math.min(finding.details.count as number, 10);
        expect(finding.details.positions).toEqual(range(listed).map((k) => (entry % 2) + 1 + 2 * k));
      }
      expect(pointersOf(result, 'SPURIOUS_SKILL')).toEqual(n >= 2 ? ['/cases/0/observed_skills/1'] : []);
      expect(pointersOf(result, 'MISSED_SKILL')).toEqual([]);
    },
  },
  {
    name: 'every case shares one id',
    max: 1000,
    grow: (n) => ({ cases: range(n).map(() => ({ id: 'case-1', expected_skills: ['email'], observed_skills: ['email'] })) }),
    verify(result, n) {
      const duplicates = found(result, 'DUPLICATE_CASE_ID');
      expect(duplicates.map((f) => f.pointer)).toEqual(n >= 2 ? range(n).map((i) => `/cases/${i}/id`) : []);
      for (const finding of duplicates) expect(finding.details.count).toBe(n);
      expect(new Set(duplicates.map((f) => f.details.group)).size).toBe(n >= 2 ? 1 : 0);
    },
  },
  {
    name: 'many cases with disjoint skill lists of long near-identical names',
    max: 20_000,
    grow: (n) => {
      // n distinct expected and n distinct observed names, 32 of each per case.
      const cases = range(Math.ceil(n / 32)).map((c) => {
        const ids = range(Math.min(32, n - c * 32)).map((k) => c * 32 + k);
        return { id: c, expected_skills: ids.map((i) => longName('e', i)), observed_skills: ids.map((i) => longName('o', i)) };
      });
      return { cases };
    },
    verify(result, n) {
      expect(found(result, 'MISSED_SKILL')).toHaveLength(n);
      expect(found(result, 'SPURIOUS_SKILL')).toHaveLength(n);
      const report = result.report as { skills: { skill: string; fn: number; fp: number }[]; overall: { tp: number; fp: number; fn: number } };
      // Every name is its own skill; "~…e…" sorts before "~…o…", each by its number.
      expect(report.skills.map((s) => s.skill)).toEqual([...range(n).map((i) => longName('e', i)), ...range(n).map((i) => longName('o', i))]);
      expect(report.overall).toMatchObject({ tp: 0, fp: n, fn: n });
    },
  },
  {
    name: 'one expected skill repeated and every observed entry invalid',
    max: 100_000,
    grow: (n) => ({ cases: [{ id: 'bad', expected_skills: range(n).map(() => 'sql'), observed_skills: range(n).map((i) => (i % 2 === 0 ? '' : i)) }] }),
    verify(result, n) {
      expect(pointersOf(result, 'DUPLICATE_EXPECTED_SKILL')).toEqual(n >= 2 ? range(n).map((i) => `/cases/0/expected_skills/${i}`) : []);
      expect(pointersOf(result, 'SKILL_NAME_INVALID')).toEqual(range(n).map((i) => `/cases/0/observed_skills/${i}`));
      expect(pointersOf(result, 'MISSED_SKILL')).toEqual(['/cases/0/expected_skills/0']);
    },
  },
]);
