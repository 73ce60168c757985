/**
 * Outside truth for unpaid fees: CPython's `decimal.Decimal` decides whether an amount is above
 * zero, over a generated corpus of texts and JSON numbers (signs, `$`, thousands groups right and
 * wrong, fractions, tiny and huge values). Python reads the documented spelling its own way (split
 * on the point and on commas, groups of three after a first group of one to three digits); the
 * check must flag PERMIT_FEES_UNPAID for a building fee exactly when Python's Decimal is above zero.
 * The dataset's rule: "If building or zoning permit fees show as unpaid, the permit is not valid."
 */
import { spawnSync } from 'node:child_process';
import { run } from '../src/index.js';

const python = spawnSync('python3', ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8' });
const available = python.status === 0;
// The oracle is CPython itself: without python3 this test fails rather than pass unchecked.
test('python3 (the decimal oracle) is installed', () => {
  expect(available).toBe(true);
});

const SIGNS = ['', '-'];
const DOLLARS = ['', '$'];
const INTEGERS = ['', '0', '00', '1', '12', '999', '1000', '1,000', '12,345', '1,234,567', '1,23', '1,2345', ',100', '1,,000', '1234,567'];
const FRACTIONS = ['', '.', '.0', '.00', '.01', '.5', '.000000000000000000001', '.1.2'];
const NUMBERS = [0, -0, 0.5, 75, -3, 1e-7, 1e21, 5e-324, 250.25];

function corpus(): Array<string | number> {
  const values: Array<string | number> = [...NUMBERS];
  for (const sign of SIGNS) for (const dollar of DOLLARS) for (const integer of INTEGERS) for (const fraction of FRACTIONS) values.push(sign + dollar + integer + fraction);
  values.push('n/a', 'TBD', '1e5', 'Infinity', '+5', '5-', '$', '-', ' 7.00 ', '1_000');
  return values;
}

function pythonOwed(values: Array<string | number>): boolean[] {
  const script = [
    'import json, sys',
    'from decimal import Decimal',
    'def owed(v):',
    '    if isinstance(v, (int, float)): return Decimal(repr(v)) > 0',
    '    s = v.strip()',
    "    neg = s.startswith('-')",
    '    if neg: s = s[1:]',
    "    if s.startswith('$'): s = s[1:]",
    "    whole, point, frac = s.partition('.')",
    "    if ',' in whole:",
    "        groups = whole.split(',')",
    '        if not (1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])): return False',
    "        whole = ''.join(groups)",
    "    digits = whole + frac",
    "    if digits == '' or not all(c in '0123456789' for c in digits): return False",
    "    return (-1 if neg else 1) * Decimal((whole or '0') + '.' + (frac or '0')) > 0",
    'print(json.dumps([owed(v) for v in json.load(sys.stdin)]))',
  ].join('\n');
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(values), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`python3 decimal oracle failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as boolean[];
}

describe(`unpaid fees agree with CPython ${python.stdout.trim()} decimal`, () => {
  test('PERMIT_FEES_UNPAID verdicts of run() over the generated corpus: zero disagreements', () => {
    const values = corpus();
    expect(values.length).toBeGreaterThan(450);
    const expected = pythonOwed(values);
    const disagreements: string[] = [];
    for (let start = 0; start < values.length; start += 100) {
      const chunk = values.slice(start, start + 100);
      const result = run({
        query: '1530 W Erie St',
        records: chunk.map((fee, k) => ({ id: String(k), permitNumber: `P${k}`, issuedAt: '2026-02-19T00:00:00', address: '1530 W ERIE ST', buildingFeeUnpaid: fee })),
      });
      chunk.forEach((fee, k) => {
        const flagged = result.findings.some((finding) => finding.code === 'PERMIT_FEES_UNPAID' && finding.pointer === `/records/${k}`);
        if (flagged !== expected[start + k]) disagreements.push(`${JSON.stringify(fee)}: ours ${flagged}, python ${expected[start + k]}`);
      });
    }
    expect(disagreements).toEqual([]);
    expect(expected.filter(Boolean).length).toBeGreaterThan(100);
    expect(expected.filter((owed) => !owed).length).toBeGreaterThan(100);
  });
});
