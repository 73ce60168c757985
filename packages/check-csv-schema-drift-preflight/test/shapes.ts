// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Column = Input['baseline_columns'][number];

/** The i-th spelling of one name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  return [...name].map((letter, k) => ((i >> k) & 1 ? letter.toUpperCase() : letter)).join('');
}

const pointersOf = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const range = <T>(n: number, at: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => at(i));

export const shapes = defineShapes<Input>([
  {
    // Every removed column has n added spellings of its name up to case: the rename matching.
    name: 'every column renamed by case, all spellings of one name',
    max: 1000,
    grow: (n) => ({
      baseline_columns: range(n, (i) => caseVariant('customeremail', i)).map((name) => ({ name, type: 'string' })),
      current_columns: range(n, (i) => caseVariant('customeremail', i + 4096)).map((name) => ({ name, type: 'string' })),
    }),
    verify(result, n) {
      // Spellings are disjoint, so each removed column pairs with one added column, in order.
      expect(pointersOf(result.findings, 'COLUMN_RENAMED_CASE')).toEqual(range(n, (i) => `/current_columns/${i}`));
      expect(pointersOf(result.findings, 'COLUMN_REMOVED')).toEqual([]);
      expect(pointersOf(result.findings, 'COLUMN_ADDED')).toEqual([]);
      // Every spelling on each side is one case-duplicate set; each lists at most 20 others.
      const caseDuplicates = result.findings.filter((f) => f.code === 'DUPLICATE_COLUMN_CASE');
      expect(caseDuplicates).toHaveLength(n >= 2 ? 2 * n : 0);
      for (const finding of caseDuplicates) {
        const { others, count } = finding.details as { others: string[]; count: number };
        expect(count).toBe(n);
        expect(others).toHaveLength(Math.min(n - 1, 20));
      }
    },
  },
  {
    // One name n times on each side: one duplicate set of n members per side.
    name: 'one column name repeated on both sides',
    max: 1000,
    grow: (n) => ({
      baseline_columns: range(n, () => 'amount').map((name) => ({ name, type: 'integer' })),
      current_columns: range(n, () => 'amount').map((name) => ({ name, type: 'number' })),
    }),
    verify(result, n) {
      const duplicates = result.findings.filter((f) => f.code === 'DUPLICATE_COLUMN');
      if (n < 2) {
        expect(duplicates).toEqual([]);
        return;
      }
      expect(duplicates.map((f) => f.pointer)).toEqual([...range(n, (i) => `/baseline_columns/${i}`), ...range(n, (i) => `/current_columns/${i}`)]);
      expect(new Set(duplicates.map((f) => (f.details as { count: number }).count))).toEqual(new Set([n]));
      // Each member lists the set's first positions (at most 20), never all n of them.
      const first = range(Math.min(n, 20), (i) => String(i + 1)).map(Number);
      for (const finding of duplicates) expect((finding.details as { positions: number[] }).positions).toEqual(first);
      // The first of each side is compared: integer to number widens once.
      expect(pointersOf(result.findings, 'TYPE_WIDENED')).toEqual(['/current_columns/0']);
    },
  },
  {
    // Every kept column moved, retyped and made required: three findings per column.
    name: 'every column moved, narrowed and made required',
    max: 1000,
    grow: (n) => ({
      baseline_columns: range(n, (i) => `c${i}`).map((name): Column => ({ name, type: 'number' })),
      current_columns: range(n, (i) => `c${(i + 1) % n}`).map((name): Column => ({ name, type: 'integer', required: true })),
    }),
    verify(result, n) {
      expect(pointersOf(result.findings, 'TYPE_NARROWED')).toEqual(range(n, (i) => `/current_columns/${i}`));
      expect(pointersOf(result.findings, 'COLUMN_BECAME_REQUIRED')).toHaveLength(n);
      // A rotation by one moves every column once there are two.
      expect(pointersOf(result.findings, 'COLUMN_MOVED')).toHaveLength(n >= 2 ? n : 0);
    },
  },
  {
    // Names as long as the body allows, in duplicate sets (each finding repeats its name), after
    // 400 ordinary kept columns on each side.
    name: 'long names repeated, renamed by case and padded',
    max: 60_000,
    grow: (n) => {
      const name = 'x'.repeat(n);
      const ordinary = range(400, (i): Column => ({ name: `c${i}`, type: 'string' }));
      return {
        baseline_columns: [...ordinary, ...range(4, () => name).map((text): Column => ({ name: text, type: 'date' }))],
        current_columns: [...ordinary, ...[...range(3, () => name.toUpperCase()), `${name} `].map((text): Column => ({ name: text, type: 'datetime' }))],
      };
    },
    verify(result) {
      expect(pointersOf(result.findings, 'DUPLICATE_COLUMN')).toEqual([
        ...range(4, (i) => `/baseline_columns/${400 + i}`),
        ...range(3, (i) => `/current_columns/${400 + i}`),
      ]);
      // The first upper-case spelling is the renamed column; the padded one is new.
      expect(pointersOf(result.findings, 'COLUMN_RENAMED_CASE')).toEqual(['/current_columns/400']);
      expect(pointersOf(result.findings, 'TYPE_INCOMPATIBLE')).toEqual(['/current_columns/400']);
      expect(pointersOf(result.findings, 'COLUMN_ADDED')).toEqual(['/current_columns/403']);
      expect(pointersOf(result.findings, 'COLUMN_NAME_WHITESPACE')).toEqual(['/current_columns/403']);
      expect(pointersOf(result.findings, 'COLUMN_REMOVED')).toEqual([]);
      expect(pointersOf(result.findings, 'COLUMN_MOVED')).toEqual([]);
    },
  },
]);
