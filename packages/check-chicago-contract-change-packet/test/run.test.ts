import { digest, type JsonObject, type RunContext } from '@evidence-check/core-receipt';
import { formatAmount, readAmount } from '../src/lib/amount.js';
import { run, sampleInput, type Input } from '../src/index.js';

// Decision rules are covered by test/cases.ts; here: the source disclosure the receipt carries,
// the sample, determinism, the decimal oracle and the largest input (the RFC 3339 reader and its
// differential against Date.parse live in @evidence-check/instant).

type Row = NonNullable<Input['records']>[number];
const query = { field: 'vendor', value: 'Lakeside Paving' } as const;
const snapshot = { id: 'snap-0002', fingerprint: 'hmac-sha256:9a8b', capturedAt: '2026-03-01T06:00:00Z', sourceUpdatedAt: null, records: 1 };
const row = (contract: string, revision = '0', extra: Partial<Row> = {}): Row => ({ purchase_order_contract_number: contract, revision_number: revision, contract_type: 'BLANKET', ...extra });

/** A fixed linear congruential sequence: the same inputs every run. */
function sequence(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
}

describe('chicago-contract-change-packet', () => {
  test('the sample is caller-supplied, shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.findings.map((f) => `${f.code}@${f.pointer}`)).toEqual([
      'NO_LONGER_LISTED@/previous_snapshot/records/1',
      'CONTRACT_REVISED@/records/0',
      'END_DATE_NOT_RELIABLE@/records/0',
      'NEWLY_LISTED@/records/1',
    ]);
    expect(first.receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'rsxa-ify5', snapshot: null });
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('receipt.source: live and fallback disclose the context; context records without a mode are caller-supplied', () => {
    const input: Input = { query };
    const live: RunContext = { records: [row('1') as JsonObject], sourceMode: 'live', dataset: 'rsxa-ify5', snapshot, baseline: null };
    expect(run(input, live).receipt.source).toEqual({ mode: 'live', dataset: 'rsxa-ify5', snapshot });
    expect(run(input, { ...live, sourceMode: 'fallback' }).receipt.source).toEqual({ mode: 'fallback', dataset: 'rsxa-ify5', snapshot });
    expect(run(input, { records: [row('1') as JsonObject], snapshot }).receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'rsxa-ify5', snapshot: null });
    expect(run({ ...input, records: [row('1')] }, live).receipt.source).toEqual({ mode: 'caller-supplied', dataset: 'rsxa-ify5', snapshot: null });
  });

  test('the offline run without records is deterministic and has exactly one packet-level error', () => {
    const input: Input = { query: { field: 'contract', value: '218834' } };
    const first = run(input);
    expect(first.status).toBe('BLOCKED');
    expect(first.findings).toHaveLength(1);
    expect(first.findings[0]).toMatchObject({ code: 'NO_RECORDS', pointer: '', subject: null, severity: 'error' });
    expect(JSON.stringify(run(input))).toBe(JSON.stringify(first));
    expect(JSON.stringify(run(input, {}))).toBe(JSON.stringify(first));
  });

  test('the report carries the disclaimers on award amounts and end dates', () => {
    const { disclaimers } = run(sampleInput).report;
    expect(disclaimers.awardAmounts).toMatch(/row/);
    expect(disclaimers.awardAmounts).toMatch(/not computed contract totals/);
    expect(disclaimers.endDates).toMatch(/only for blanket contracts/);
  });

  test('sumOfRowValues equals an integer-cents oracle (BigInt) over random amounts, never a float sum', () => {
    const next = sequence(777);
    for (let trial = 0; trial < 50; trial++) {
      const cents = Array.from({ length: 1 + next(50) }, () => BigInt(next(2000000000)) * BigInt(1 + next(1000)) - 10n ** 11n);
      const text = (c: bigint) => {
        const sign = c < 0n ? '-' : '';
        const abs = c < 0n ? -c : c;
        return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
      };
      const records = cents.map((c, i) => row(String(100000 + i), '0', { award_amount: text(c) }));
      const total = cents.reduce((a, b) => a + b, 0n);
      // Normal form of the oracle's total, by string work alone: no trailing fraction zeros.
      const expected = text(total).replace(/\.?0+$/, '').replace(/^-0$/, '0');
      const { report } = run({ query, records });
      expect(report.awardAmounts.sumOfRowValues).toBe(expected);
      expect(report.awardAmounts.rowsSummed).toBe(cents.length);
    }
    // The case binary floating point gets wrong:
    expect(0.1 + 0.2).not.toBe(0.3);
    const { report } = run({ query, records: [row('1', '0', { award_amount: 0.1 }), row('2', '0', { award_amount: '0.2' })] });
    expect(report.awardAmounts.sumOfRowValues).toBe('0.3');
  });

  test('readAmount: the documented forms', () => {
    expect(formatAmount(readAmount('1250000.00'))).toBe('1250000');
    expect(formatAmount(readAmount('$1,250,000.00'))).toBe('1250000');
    expect(formatAmount(readAmount('-5,000.50'))).toBe('-5000.5');
    expect(formatAmount(readAmount(84500))).toBe('84500');
    expect(formatAmount(readAmount(1e21))).toBe('1000000000000000000000');
    expect(readAmount('dur')).toEqual({ kind: 'dur' });
    expect(readAmount('1,25,000')).toEqual({ kind: 'text', text: '1,25,000' });
    expect(readAmount('1e5')).toEqual({ kind: 'text', text: '1e5' });
    expect(readAmount(' ')).toEqual({ kind: 'absent' });
    expect(readAmount(null)).toEqual({ kind: 'absent' });
  });

  test('the largest request (50 rows, a 50-row baseline, long text) completes with a verdict per row', () => {
    const long = 'x'.repeat(1000);
    const records = Array.from({ length: 50 }, (_, i) =>
      row(String(200000 + i), String(i % 3), { purchase_order_description: long, department: 'd'.repeat(300), end_date: '2027-01-01T00:00:00', award_amount: `${i}.01` }),
    );
    const baseline = Array.from({ length: 50 }, (_, i) => ({ ...row(String(200000 + 2 * i), '0'), award_amount: `${i}.02` }));
    const result = run({
      query: { field: 'keyword', value: 'k'.repeat(120) },
      max_results: 50,
      records,
      total_records: 10000000,
      previous_snapshot: { captured_at: '2026-02-01T06:00:00Z', records: baseline, total_records: 10000000 },
    });
    expect(result.report.records).toHaveLength(50);
    expect(result.report.previousSnapshot?.records).toHaveLength(50);
    expect(result.summary.rows).toBe(50);
    expect(result.findings.some((f) => f.code === 'RESULTS_TRUNCATED')).toBe(true);
  });
});
