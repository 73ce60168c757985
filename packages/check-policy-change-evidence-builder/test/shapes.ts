// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Policy = Input['policies'][number];
type Side = Policy['baseline'];
type Found = { code: string; pointer: string; details: Record<string, unknown> };

const side = (clauses: NonNullable<Side['clauses']>, version = '1'): Side => ({ version, effective_date: '2026-01-01', clauses });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);
const report = (result: { report: unknown }) =>
  result.report as { policies: Array<{ changes: Array<{ clause: unknown; change: string }>; counts: Record<string, number> }> };

export const shapes = defineShapes<Input>([
  {
    name: 'every policy shares one id',
    max: 1000,
    grow: (n) => ({ policies: range(n).map(() => ({ id: 'p', baseline: side([]), current: side([]) })) }),
    verify(result, n) {
      // One duplicate set of n members, each flagged once at its own pointer with the full count.
      const members = found(result, 'DUPLICATE_POLICY_ID');
      expect(members.map((f) => f.pointer)).toEqual(n >= 2 ? range(n).map((i) => `/policies/${i}`) : []);
      for (const finding of members) {
        expect(finding.details.count).toBe(n);
        expect(finding.details.positions).toEqual(range(Math.min(n, 20)).map((i) => i + 1));
      }
    },
  },
  {
    name: 'every clause of both sides shares one id',
    max: 20_000,
    grow: (n) => {
      const clauses = range(n).map(() => ({ id: 'c', text: 'Same.' }));
      return { policies: [{ id: 'p', baseline: side(clauses), current: side(clauses) }] };
    },
    verify(result, n) {
      // Two duplicate sets (one per side) of n members; the first of each is compared and is unchanged.
      const members = n >= 2 ? range(n) : [];
      expect(pointersOf(result, 'DUPLICATE_CLAUSE_ID')).toEqual([
        ...members.map((i) => `/policies/0/baseline/clauses/${i}`),
        ...members.map((i) => `/policies/0/current/clauses/${i}`),
      ]);
      for (const finding of found(result, 'DUPLICATE_CLAUSE_ID')) {
        expect(finding.details.count).toBe(n);
        expect(finding.details.positions).toEqual(range(Math.min(n, 20)).map((i) => i + 1));
      }
      expect(report(result).policies[0]!.counts).toEqual({ added: 0, removed: 0, modified: 0, unchanged: 1 });
    },
  },
  {
    name: 'n clauses removed, n added and n modified, interleaved',
    max: 5000,
    grow: (n) => {
      const baseline = range(n).flatMap((i) => [{ id: `old${i}`, text: 'Gone.' }, { id: `k${i}`, text: 'Kept.', applies_to: ['a', 'b'] }]);
      const current = range(n).flatMap((i) => [{ id: `k${n - 1 - i}`, text: 'Kept, reworded.', applies_to: ['b', 'c'] }, { id: `new${i}`, text: 'New.' }]);
      return { policies: [{ id: 'p', baseline: side(baseline), current: side(current, '2') }] };
    },
    verify(result, n) {
      // Every old clause is removed, every new one added; every kept one changes text and applies_to.
      expect(pointersOf(result, 'CLAUSE_REMOVED')).toEqual(range(n).map((i) => `/policies/0/baseline/clauses/${2 * i}`));
      expect(pointersOf(result, 'CLAUSE_ADDED')).toEqual(range(n).map((i) => `/policies/0/current/clauses/${2 * i + 1}`));
      expect(pointersOf(result, 'CLAUSE_TEXT_CHANGED')).toEqual(range(n).map((i) => `/policies/0/current/clauses/${2 * i}/text`));
      expect(pointersOf(result, 'APPLIES_TO_ADDED')).toEqual(range(n).map((i) => `/policies/0/current/clauses/${2 * i}/applies_to/1`));
      expect(pointersOf(result, 'APPLIES_TO_REMOVED')).toEqual(range(n).map((i) => `/policies/0/baseline/clauses/${2 * i + 1}/applies_to/0`));
      expect(report(result).policies[0]!.counts).toEqual({ added: n, removed: n, modified: n, unchanged: 0 });
      // Changes come in current-clause order; removed ones after their baseline predecessor's kept position.
      expect(report(result).policies[0]!.changes).toHaveLength(3 * n);
    },
  },
  {
    name: 'one clause whose n applies_to values and n requirements are all replaced',
    max: 20_000,
    grow: (n) => {
      const values = (prefix: string) => range(n).map((i) => `${prefix}${i}`);
      const before = { id: 'c', text: 'T.', applies_to: values('a'), requirements: [...values('r'), ...values('r')] };
      const after = { id: 'c', text: 'T.', applies_to: values('b'), requirements: values('s') };
      return { policies: [{ id: 'p', baseline: side([before]), current: side([after], '2') }] };
    },
    verify(result, n) {
      // Each value added or removed is one finding at that value (a repeated value once, at its first index).
      const at = (sideName: string, list: string) => range(n).map((i) => `/policies/0/${sideName}/clauses/0/${list}/${i}`);
      expect(pointersOf(result, 'APPLIES_TO_ADDED')).toEqual(at('current', 'applies_to'));
      expect(pointersOf(result, 'APPLIES_TO_REMOVED')).toEqual(at('baseline', 'applies_to'));
      expect(pointersOf(result, 'REQUIREMENT_ADDED')).toEqual(at('current', 'requirements'));
      expect(pointersOf(result, 'REQUIREMENT_REMOVED')).toEqual(at('baseline', 'requirements'));
    },
  },
  {
    name: 'a long policy id and a long clause id quoted by n changed list values',
    max: 20_000,
    grow: (n) => {
      const values = (prefix: string) => range(n).map((i) => `${prefix}${i}`);
      return {
        policies: [
          {
            id: 'P'.repeat(60_000),
            baseline: side([{ id: 'C'.repeat(60_000), applies_to: values('a') }]),
            current: side([{ id: 'C'.repeat(60_000), applies_to: values('b') }], '2'),
          },
        ],
      };
    },
    verify(result, n) {
      // Every value is its own finding; both ids are quoted by their first 200 characters.
      for (const code of ['APPLIES_TO_ADDED', 'APPLIES_TO_REMOVED']) {
        const flagged = found(result, code);
        expect(flagged).toHaveLength(n);
        for (const finding of flagged) {
          expect((finding as { subject?: unknown }).subject).toBe(`${'C'.repeat(200)}…`);
          expect(finding.details.policy).toBe(`${'P'.repeat(200)}…`);
        }
      }
      expect(report(result).policies[0]!.changes[0]!.clause).toBe('C'.repeat(60_000));
    },
  },
  {
    name: 'two clause texts of n white-space runs, one equal after normalisation',
    max: 60_000,
    grow: (n) => {
      const spaced = range(n).map((i) => `w${i % 10}`).join(' \t\n ');
      const single = range(n).map((i) => `w${i % 10}`).join(' ');
      return {
        policies: [
          {
            id: 'p',
            baseline: side([{ id: 'same', text: `  ${spaced}  ` }, { id: 'other', text: spaced }]),
            current: side([{ id: 'same', text: single }, { id: 'other', text: `${single}!` }], '2'),
          },
        ],
      };
    },
    verify(result) {
      // White space runs are one space: only the clause whose words differ changed.
      expect(pointersOf(result, 'CLAUSE_TEXT_CHANGED')).toEqual(['/policies/0/current/clauses/1/text']);
      expect(report(result).policies[0]!.counts).toEqual({ added: 0, removed: 0, modified: 1, unchanged: 1 });
    },
  },
]);
