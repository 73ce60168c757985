// Exactness: hand-computed tables where binary floating point goes wrong, each row checked three
// ways: the check's report, the hand-computed figure written in the table, and Python's `decimal`
// module reading the same JSON text (parse_float=Decimal), an independent implementation of the
// formulas. Requests are JSON text parsed here exactly as the gateway parses a body.
import { execFileSync } from 'node:child_process';
import { definition, formatDecimal, readDecimal, type Input } from '../src/index.js';
import type { Report } from '../src/index.js';
import { Big, type Decimal } from '@evidence-check/exact-decimal';
import { PER_MILLION, perMillion, ZERO } from '../src/lib/decimal.js';

type Amounts = [input: string, cached: string, output: string, tool: string, total: string];
interface Row {
  name: string;
  json: string;
  calls: Amounts[];
  total: string;
  /** The naive float computation differs from the exact figure for this row. */
  floatTrap?: boolean;
  over?: string;
}

const TABLE: Row[] = [
  {
    name: 'rates 0.1 and 0.2 on a million tokens each sum to 0.3',
    json: '{"calls":[{"id":"a","input_tokens":1000000,"output_tokens":1000000,"input_usd_per_million":0.1,"output_usd_per_million":0.2}]}',
    calls: [['0.1', '0', '0.2', '0', '0.3']],
    total: '0.3',
    floatTrap: true,
  },
  {
    name: 'a 1,000,000-token call at 3 and 15 USD per million',
    json: '{"calls":[{"id":"a","input_tokens":1000000,"output_tokens":1000000,"input_usd_per_million":3,"output_usd_per_million":15}]}',
    calls: [['3', '0', '15', '0', '18']],
    total: '18',
  },
  {
    name: 'a rate of 1e-7 on one token is 10^-13 USD',
    json: '{"calls":[{"id":"a","input_tokens":1,"output_tokens":0,"input_usd_per_million":1e-7,"output_usd_per_million":0}]}',
    calls: [['0.0000000000001', '0', '0', '0', '0.0000000000001']],
    total: '0.0000000000001',
    floatTrap: true,
  },
  {
    name: '10^15 + 1 tokens at 0.3',
    json: '{"calls":[{"id":"a","input_tokens":1000000000000001,"output_tokens":0,"input_usd_per_million":0.3,"output_usd_per_million":0}]}',
    calls: [['300000000.0000003', '0', '0', '0', '300000000.0000003']],
    total: '300000000.0000003',
  },
  {
    name: '10^15 output tokens at 0.07',
    json: '{"calls":[{"id":"a","input_tokens":0,"output_tokens":1000000000000000,"input_usd_per_million":0,"output_usd_per_million":0.07}]}',
    calls: [['0', '0', '70000000', '0', '70000000']],
    total: '70000000',
  },
  {
    name: '10^21 tokens (written 1e21) at 1 USD per million',
    json: '{"calls":[{"id":"a","input_tokens":1e21,"output_tokens":0,"input_usd_per_million":1,"output_usd_per_million":0}]}',
    calls: [['1000000000000000', '0', '0', '0', '1000000000000000']],
    total: '1000000000000000',
  },
  {
    name: 'cached tokens at their own rate: 600 × 1.1 + 400 × 0.11 + 7 × 4.4',
    json: '{"calls":[{"id":"a","input_tokens":1000,"cached_input_tokens":400,"output_tokens":7,"input_usd_per_million":1.1,"cached_input_usd_per_million":0.11,"output_usd_per_million":4.4}]}',
    calls: [['0.00066', '0.000044', '0.0000308', '0', '0.0007348']],
    total: '0.0007348',
  },
  {
    name: 'cached tokens without a cached rate billed at the input rate 0.7',
    json: '{"calls":[{"id":"a","input_tokens":30,"cached_input_tokens":10,"output_tokens":0,"input_usd_per_million":0.7,"output_usd_per_million":0}]}',
    calls: [['0.000014', '0.000007', '0', '0', '0.000021']],
    total: '0.000021',
  },
  {
    name: '12 tokens at 0.1 is 0.0000012',
    json: '{"calls":[{"id":"a","input_tokens":12,"output_tokens":0,"input_usd_per_million":0.1,"output_usd_per_million":0}]}',
    calls: [['0.0000012', '0', '0', '0', '0.0000012']],
    total: '0.0000012',
    floatTrap: true,
  },
  {
    name: '3 tokens at 0.07',
    json: '{"calls":[{"id":"a","input_tokens":3,"output_tokens":0,"input_usd_per_million":0.07,"output_usd_per_million":0}]}',
    calls: [['0.00000021', '0', '0', '0', '0.00000021']],
    total: '0.00000021',
    floatTrap: true,
  },
  {
    name: 'a 17-digit literal rate (0.30000000000000004) is kept to its last digit',
    json: '{"calls":[{"id":"a","input_tokens":1000000,"output_tokens":0,"input_usd_per_million":0.30000000000000004,"output_usd_per_million":0}]}',
    calls: [['0.30000000000000004', '0', '0', '0', '0.30000000000000004']],
    total: '0.30000000000000004',
  },
  {
    name: 'decimal-string rates and a tool cost',
    json: '{"calls":[{"id":"a","input_tokens":1000000,"output_tokens":333,"input_usd_per_million":"0.2","output_usd_per_million":"0.000001","tool_cost_usd":0.1}]}',
    calls: [['0.2', '0', '0.000000000333', '0.1', '0.300000000333']],
    total: '0.300000000333',
  },
  {
    name: 'three tool costs of 0.1 sum to 0.3, within a budget of 0.3',
    json:
      '{"budget_usd":0.3,"calls":[' +
      ['x', 'y', 'z'].map((id) => `{"id":"${id}","input_tokens":0,"output_tokens":0,"input_usd_per_million":1,"output_usd_per_million":1,"tool_cost_usd":0.1}`).join(',') +
      ']}',
    calls: [
      ['0', '0', '0', '0.1', '0.1'],
      ['0', '0', '0', '0.1', '0.1'],
      ['0', '0', '0', '0.1', '0.1'],
    ],
    total: '0.3',
    over: '0',
    floatTrap: true,
  },
  {
    name: 'an overrun by exactly 10^-13',
    json: '{"budget_usd":0.3,"calls":[{"id":"a","input_tokens":1000000,"output_tokens":1,"input_usd_per_million":0.3,"output_usd_per_million":1e-7}]}',
    calls: [['0.3', '0', '0.0000000000001', '0', '0.3000000000001']],
    total: '0.3000000000001',
    over: '0.0000000000001',
  },
];

/** Python's decimal module on the same JSON text: an independent implementation of the formulas. */
const PYTHON_ORACLE = String.raw`
import json, sys
from decimal import Decimal, getcontext
getcontext().prec = 200
def fmt(d):
    d = d.normalize()
    return '0' if d == 0 else format(d, 'f')
out = []
for text in json.load(sys.stdin):
    req = json.loads(text, parse_float=Decimal, parse_int=Decimal)
    rows, total = [], Decimal(0)
    for c in req['calls']:
        i, o = c['input_tokens'], c['output_tokens']
        k = c.get('cached_input_tokens', Decimal(0))
        ri, ro = Decimal(c['input_usd_per_million']), Decimal(c['output_usd_per_million'])
        rc = Decimal(c['cached_input_usd_per_million']) if 'cached_input_usd_per_million' in c else ri
        t = Decimal(c.get('tool_cost_usd', 0))
        parts = [(i - k) * ri / Decimal(10) ** 6, k * rc / Decimal(10) ** 6, o * ro / Decimal(10) ** 6, t]
        s = sum(parts, Decimal(0))
        total += s
        rows.append([fmt(p) for p in parts + [s]])
    over = None
    if 'budget_usd' in req:
        over = fmt(max(total - req['budget_usd'], Decimal(0)))
    out.append({'calls': rows, 'total': fmt(total), 'over': over})
print(json.dumps(out))
`;

function python(): Array<{ calls: Amounts[]; total: string; over: string | null }> {
  const stdout = execFileSync('python3', ['-c', PYTHON_ORACLE], { input: JSON.stringify(TABLE.map((row) => row.json)), encoding: 'utf8' });
  return JSON.parse(stdout);
}

const amountsOf = (report: Report): Amounts[] =>
  report.calls.map((call) => [call.inputUsd, call.cachedInputUsd, call.outputUsd, call.toolUsd, call.totalUsd] as Amounts);

/** The naive computation with JavaScript numbers, to show each trap row really is one. */
function floatTotal(input: Input): string {
  let total = 0;
  for (const c of input.calls as Array<Record<string, number>>) {
    const cached = c.cached_input_tokens ?? 0;
    const cachedRate = c.cached_input_usd_per_million ?? c.input_usd_per_million!;
    total +=
      ((c.input_tokens! - cached) * Number(c.input_usd_per_million)) / 1e6 +
      (cached * cachedRate) / 1e6 +
      (c.output_tokens! * Number(c.output_usd_per_million)) / 1e6 +
      Number(c.tool_cost_usd ?? 0);
  }
  return String(total);
}

describe('exact decimal arithmetic on hand-computed tables', () => {
  const oracle = python();

  test.each(TABLE.map((row, index) => [row.name, row, index] as const))('%s', (_name, row, index) => {
    const input = JSON.parse(row.json) as Input;
    const result = definition.run(input);
    const expected = oracle[index]!;
    // The hand-computed table and Python agree with each other…
    expect(row.calls).toEqual(expected.calls);
    expect(row.total).toBe(expected.total);
    if (row.over !== undefined) expect(row.over).toBe(expected.over);
    // …and the check agrees with both.
    expect(amountsOf(result.report)).toEqual(row.calls);
    expect(result.report.totalUsd).toBe(row.total);
    if (row.over !== undefined) expect(result.report.overBudgetUsd).toBe(row.over);
    if (row.floatTrap) expect(floatTotal(input)).not.toBe(row.total);
  });

  test('model totals are exact sums of their calls', () => {
    const input = JSON.parse(
      '{"calls":[' +
        '{"id":"a","model":"m","input_tokens":1000000,"output_tokens":0,"input_usd_per_million":0.1,"output_usd_per_million":0},' +
        '{"id":"b","model":"n","input_tokens":1,"output_tokens":0,"input_usd_per_million":1e-7,"output_usd_per_million":0},' +
        '{"id":"c","model":"m","input_tokens":1000000,"output_tokens":0,"input_usd_per_million":0.2,"output_usd_per_million":0}]}',
    ) as Input;
    const { report } = definition.run(input);
    expect(report.models.map((m) => [m.model, m.calls, m.inputUsd, m.totalUsd])).toEqual([
      ['m', 2, '0.3', '0.3'],
      ['n', 1, '0.0000000000001', '0.0000000000001'],
    ]);
    expect(report.totalUsd).toBe('0.3000000000001');
  });

  test('amounts are written with no exponent and no trailing zeros', () => {
    const text = (value: unknown) => {
      const reading = readDecimal(value);
      if (!reading.ok) throw new Error(reading.reason);
      return formatDecimal(reading.value);
    };
    expect(text('3.000')).toBe('3');
    expect(text(1e-7)).toBe('0.0000001');
    expect(text(1.5e21)).toBe('1500000000000000000000');
    expect(text('0.0000012')).toBe('0.0000012');
    expect(text(-0)).toBe('0');
    expect(text('1200.50')).toBe('1200.5');
  });

  test('numbers are read through their shortest round-trip text: the JSON literal for ≤ 15 significant digits', () => {
    // Every literal of up to 15 significant digits survives JSON.parse → String unchanged.
    for (const literal of ['0.1', '0.123456789012345', '999999999999999', '1e-7', '3.3', '0.000001']) {
      const reading = readDecimal(JSON.parse(literal));
      expect(reading.ok && reading.value.eq(literal)).toBe(true);
    }
    // A longer literal is already rounded by JSON.parse; the README says to send it as a string.
    const long = readDecimal(JSON.parse('0.12345678901234567891'));
    expect(long.ok && long.value.eq('0.12345678901234567891')).toBe(false);
    const asString = readDecimal('0.12345678901234567891');
    expect(asString.ok && formatDecimal(asString.value)).toBe('0.12345678901234567891');
  });

  test('the schema limit (1000 calls) just completes, and the sum is exact', () => {
    const calls = Array.from({ length: 1000 }, (_, i) => ({
      id: `call-${i}`,
      model: `model-${i % 7}`,
      input_tokens: 1000000,
      cached_input_tokens: 1000,
      output_tokens: 3,
      input_usd_per_million: 0.1,
      cached_input_usd_per_million: 0.01,
      output_usd_per_million: 0.07,
      tool_cost_usd: 0.1,
    }));
    const { report, status } = definition.run({ calls, budget_usd: 1000 });
    // Per call: 999000 × 0.1 / 10^6 = 0.0999; 1000 × 0.01 / 10^6 = 0.00001; 3 × 0.07 / 10^6 = 0.00000021;
    // tool 0.1; total 0.19991021. Times 1000: 199.91021.
    expect(report.calls[999]!.totalUsd).toBe('0.19991021');
    expect(report.totalUsd).toBe('199.91021');
    expect(report.models).toHaveLength(7);
    expect(status).toBe('READY');
  });
});

describe('perMillion', () => {
  test('equals big.js count × rate × 10^-6 on drawn values, zeros and signs included', () => {
    // Digits and exponents drawn by a linear congruential generator; every value has ≤ 50 digits.
    let state = 11;
    const next = (bound: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % bound;
    };
    const draw = (): Decimal => {
      const digits = Array.from({ length: 1 + next(25) }, () => String(next(10))).join('');
      return new Big(`${next(5) === 0 ? '-' : ''}${digits}e${next(50) - 25}`);
    };
    const values = [ZERO, new Big('-0'), new Big(1), ...Array.from({ length: 400 }, draw)];
    for (const count of values.slice(0, 40)) {
      for (const rate of values) {
        const expected = count.times(rate).times(PER_MILLION);
        const actual = perMillion(count, rate);
        expect([formatDecimal(actual), actual.s, actual.e, actual.c]).toEqual([formatDecimal(expected), expected.s, expected.e, expected.c]);
      }
    }
  });
});
