// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest, from the request (`records`, `previous_snapshot`) and from the
// gateway's adapter (`context.records` and the retained `context.baseline`, at most max_results = 50
// rows each). Each `verify` states what a right result holds at any size.
import type { JsonObject, RunContext } from '@evidence-check/core-receipt';
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Row = NonNullable<Input['records']>[number];
type Found = { code: string; pointer: string; details: Record<string, unknown> };

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);
const report = (result: { report: unknown }) =>
  result.report as {
    records: Array<{ verdict: string }>;
    previousSnapshot: { records: Array<{ verdict: string }> } | null;
    awardAmounts: { sumOfRowValues: string; rowsSummed: number };
  };

const query = { field: 'vendor', value: 'Lakeside Paving' } as const;
/** A blanket row without an end date: only what a shape is about raises findings. */
const row = (contract: string, revision: string, extra: Partial<Row> = {}): Row => ({
  purchase_order_contract_number: contract,
  revision_number: revision,
  purchase_order_description: `Contract ${contract}`,
  contract_type: 'COMMODITIES BLANKET',
  start_date: '2024-04-01T00:00:00',
  approval_date: '2026-02-10T00:00:00',
  department: 'DEPARTMENT OF TRANSPORTATION',
  vendor_name: 'LAKESIDE PAVING CO',
  vendor_id: '102934487A',
  award_amount: '1000.00',
  ...extra,
});
const caller = (records: Row[], baseline: Row[]): Input => ({
  query,
  max_results: 50,
  records,
  records_generated_at: '2026-03-01T06:00:00Z',
  previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: baseline },
});
const live = (records: Row[], baseline: Row[]): RunContext => ({
  records: records as JsonObject[],
  sourceMode: 'live',
  dataset: 'rsxa-ify5',
  snapshot: { id: 'snap-0002', fingerprint: 'hmac-sha256:9a8b', capturedAt: '2026-03-01T06:00:00Z', sourceUpdatedAt: '2026-02-28T23:10:00Z', records: records.length },
  baseline: { capturedAt: '2026-02-01T06:00:00Z', records: baseline as JsonObject[], sourceUpdatedAt: '2026-01-31T23:05:00Z' },
});

/** Digits with thousands commas: `1234567` → `1,234,567` (a linear scan; a lookahead per digit is quadratic). */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(',');
}

/** Rows the adapter returns for one query: at most max_results, itself at most 50. */
const ADAPTER_ROWS = 50;

export const shapes = defineShapes<Input>([
  {
    name: 'n new revisions of one contract against n baseline revisions of it',
    max: 50,
    grow: (n) =>
      caller(
        range(n).map((i) => row('218834', String(n + i), { end_date: '2027-06-30T00:00:00' })),
        range(n).map((i) => row('218834', String(i), { end_date: '2026-12-31T00:00:00' })),
      ),
    verify(result, n) {
      // Every current revision is new; each is compared with the latest baseline revision, n − 1.
      const revised = found(result, 'CONTRACT_REVISED');
      expect(revised.map((f) => f.pointer)).toEqual(range(n).map((i) => `/records/${i}`));
      for (const finding of revised) {
        expect(finding.details.previousRevision).toBe(String(n - 1));
        expect(finding.details.baselineRevisions).toEqual(range(n).map(String));
      }
      expect(pointersOf(result, 'DATES_CHANGED')).toEqual(range(n).map((i) => `/records/${i}`));
      expect(report(result).previousSnapshot!.records.every((entry) => entry.verdict === 'other-revision-listed')).toBe(true);
    },
  },
  {
    name: 'n copies of one row on both sides',
    max: 50,
    grow: (n) => caller(range(n).map(() => row('218834', '2')), range(n).map(() => row('218834', '2'))),
    verify(result, n) {
      // One duplicate set per side, n members each, every member at its own pointer with the full count.
      const members = n >= 2 ? range(n) : [];
      expect(pointersOf(result, 'DUPLICATE_ROW')).toEqual([...members.map((i) => `/previous_snapshot/records/${i}`), ...members.map((i) => `/records/${i}`)]);
      for (const finding of found(result, 'DUPLICATE_ROW')) expect(finding.details.count).toBe(n);
      expect(report(result).records.every((entry) => entry.verdict === 'unchanged')).toBe(true);
    },
  },
  {
    name: '50 rows whose award amounts of n digits each changed by one',
    max: 5000,
    grow: (n) => {
      const before = `1${'0'.repeat(n)}`;
      const after = `1${'0'.repeat(n - 1)}1`;
      return caller(
        range(ADAPTER_ROWS).map((i) => row(`c${i}`, '0', { award_amount: `$${grouped(after)}.00` })),
        range(ADAPTER_ROWS).map((i) => row(`c${i}`, '0', { award_amount: before })),
      );
    },
    verify(result, n) {
      // n + 1 digits on the baseline, n + 3 on the current side: read exactly up to 100 digits
      // (each row 1 more than its baseline), else declined on both sides and compared as text.
      const changed = found(result, 'AMOUNT_CHANGED');
      expect(changed.map((f) => f.pointer)).toEqual(range(ADAPTER_ROWS).map((i) => `/records/${i}`));
      const read = n + 3 <= 100;
      for (const finding of changed) expect(finding.details.difference).toBe(read ? '1' : null);
      const declined = [...(n + 1 > 100 ? range(ADAPTER_ROWS).map((i) => `/previous_snapshot/records/${i}`) : []), ...(read ? [] : range(ADAPTER_ROWS).map((i) => `/records/${i}`))];
      expect(pointersOf(result, 'AMOUNT_TOO_MANY_DIGITS')).toEqual(declined);
      const after = BigInt(`1${'0'.repeat(n - 1)}1`);
      expect(report(result).awardAmounts).toMatchObject(read ? { sumOfRowValues: String(after * 50n), rowsSummed: ADAPTER_ROWS } : { sumOfRowValues: '0', rowsSummed: 0 });
    },
  },
  {
    name: 'one row and its baseline with amounts of n digits one apart',
    max: 200_000,
    grow: (n) =>
      caller(
        [row('c', '0', { award_amount: n === 1 ? '2' : `1${'0'.repeat(n - 2)}1` })],
        [row('c', '0', { award_amount: n === 1 ? '1' : `1${'0'.repeat(n - 1)}` })],
      ),
    verify(result, n) {
      // Both amounts have n digits: read exactly up to 100 (difference 1), else declined on both sides.
      const read = n <= 100;
      expect(found(result, 'AMOUNT_CHANGED').map((f) => [f.pointer, f.details.difference])).toEqual([['/records/0', read ? '1' : null]]);
      expect(pointersOf(result, 'AMOUNT_TOO_MANY_DIGITS')).toEqual(read ? [] : ['/previous_snapshot/records/0', '/records/0']);
    },
  },
  {
    name: 'n rows of 100-digit amounts one apart from their baseline',
    max: 50,
    grow: (n) =>
      caller(
        range(n).map((i) => row(`c${i}`, '0', { award_amount: `1${'0'.repeat(98)}1` })),
        range(n).map((i) => row(`c${i}`, '0', { award_amount: `1${'0'.repeat(99)}` })),
      ),
    verify(result, n) {
      // The longest amounts read, cancelling to 1 in every row.
      const changed = found(result, 'AMOUNT_CHANGED');
      expect(changed.map((f) => f.pointer)).toEqual(range(n).map((i) => `/records/${i}`));
      for (const finding of changed) expect(finding.details.difference).toBe('1');
      expect(pointersOf(result, 'AMOUNT_TOO_MANY_DIGITS')).toEqual([]);
    },
  },
  {
    name: 'n rows and n other baseline rows with every text at its longest',
    max: 50,
    grow: (n) => {
      const long = (i: number): Partial<Row> => ({
        purchase_order_description: 'd'.repeat(1000),
        specification_number: 's'.repeat(120),
        contract_type: `${'t'.repeat(150)} STANDARD`,
        department: 'p'.repeat(300),
        vendor_name: `${'v'.repeat(290)}${String(i).padStart(10, '0')}`,
        vendor_id: 'i'.repeat(120),
        end_date: '2027-06-30T00:00:00',
      });
      return caller(
        range(n).map((i) => row(`${'n'.repeat(110)}${String(i).padStart(10, '0')}`, 'r'.repeat(60), long(i))),
        range(n).map((i) => row(`${'o'.repeat(110)}${String(i).padStart(10, '0')}`, 'r'.repeat(60), long(i))),
      );
    },
    verify(result, n) {
      // No contract number is shared: every row is newly listed, every baseline row gone; no type says BLANKET.
      expect(pointersOf(result, 'NEWLY_LISTED')).toEqual(range(n).map((i) => `/records/${i}`));
      expect(pointersOf(result, 'NO_LONGER_LISTED')).toEqual(range(n).map((i) => `/previous_snapshot/records/${i}`));
      expect(pointersOf(result, 'END_DATE_NOT_RELIABLE')).toEqual(range(n).map((i) => `/records/${i}`));
    },
  },
  {
    name: 'adapter rows: n revisions of one contract against a retained baseline of the same revisions',
    max: ADAPTER_ROWS,
    grow: () => ({ query, max_results: 50 }),
    context: (n) =>
      live(
        range(n).map((i) => row('218834', String(i), { award_amount: `${i + 1}.50`, purchase_order_description: 'Asphalt resurfacing, citywide. '.repeat(100) })),
        range(n).map((i) => row('218834', String(i), { award_amount: `${i + 1}.25`, purchase_order_description: 'Asphalt resurfacing, citywide. '.repeat(100) })),
      ),
    verify(result, n) {
      // Same contract and revision on both sides: each row changed by exactly 0.25 and still listed.
      const changed = found(result, 'AMOUNT_CHANGED');
      expect(changed.map((f) => f.pointer)).toEqual(range(n).map((i) => `/records/${i}`));
      for (const finding of changed) expect(finding.details.difference).toBe('0.25');
      expect(report(result).previousSnapshot!.records.every((entry) => entry.verdict === 'still-listed')).toBe(true);
      expect(pointersOf(result, 'RESULTS_TRUNCATED')).toEqual(n >= 50 ? [''] : []);
    },
  },
]);
