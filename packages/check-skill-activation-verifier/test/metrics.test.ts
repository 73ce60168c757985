// The figures are exact rationals rounded half-to-even to 6 places. Checked against a hand-computed
// table (exact ties included) and against Python's fractions module (`round(Fraction, 6)` rounds
// half to even), which also recomputes tp/fp/fn per skill and sorts names by code point.
import { execFileSync } from 'node:child_process';
import { compareCodePoints, definition, ratio, type Input } from '../src/index.js';

const python = (script: string, input: unknown): unknown =>
  JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' }));

const PY_FORMAT = String.raw`
import json, sys
from fractions import Fraction
def fmt(n, d):
    if d == 0:
        return None
    r = round(Fraction(n, d), 6)          # round half to even, exactly
    units = r.numerator * (10**6 // r.denominator)
    return '%d.%06d' % (units // 10**6, units % 10**6)
`;

describe('ratio(): exact, half-to-even, 6 places', () => {
  test.each([
    [1n, 3n, '0.333333'],
    [2n, 3n, '0.666667'],
    [1n, 2000000n, '0.000000'], // exactly 0.0000005: the tie goes to the even 0
    [3n, 2000000n, '0.000002'], // 0.0000015 → 2 (even)
    [5n, 2000000n, '0.000002'], // 0.0000025 → 2 (even)
    [7n, 2000000n, '0.000004'], // 0.0000035 → 4 (even)
    [1n, 128n, '0.007812'], // 0.0078125 → 2 (even)
    [3n, 128n, '0.023438'], // 0.0234375 → 8 (7 is odd)
    [1999999n, 2000000n, '1.000000'], // 0.9999995 → up to the even 1.000000
    [1999997n, 2000000n, '0.999998'], // 0.9999985 → 8 (even)
    [1n, 7n, '0.142857'], // 0.142857142… below the tie
    [5n, 7n, '0.714286'], // 0.714285714… above it
    [0n, 5n, '0.000000'],
    [5n, 5n, '1.000000'],
    [2n, 1n, '2.000000'],
    [1n, 0n, null],
    [0n, 0n, null],
  ])('%s / %s = %s', (numerator, denominator, expected) => {
    expect(ratio(numerator, denominator)).toBe(expected);
  });

  test('agrees with Python round(Fraction, 6) on every n/d with d ≤ 300, and on exact ties at large d', () => {
    const pairs: Array<[number, number]> = [];
    for (let d = 0; d <= 300; d++) for (let n = 0; n <= d; n++) pairs.push([n, d]);
    for (let k = 1; k < 40; k += 2) pairs.push([k, 2000000], [k * 5, 10000000], [2000000 - k, 2000000]);
    const expected = python(`${PY_FORMAT}\nprint(json.dumps([fmt(n, d) for n, d in json.load(sys.stdin)]))`, pairs) as Array<string | null>;
    expect(pairs.map(([n, d]) => ratio(BigInt(n), BigInt(d)))).toEqual(expected);
  });
});

describe('compareCodePoints', () => {
  test('orders by code point, which differs from UTF-16 order above U+FFFF', () => {
    const names = ['\u{1F4C5}', '\uFB01', 'b', 'a', 'ab', '', 'A', '\u{10000}', '\uFFFF'];
    expect([...names].sort(compareCodePoints)).toEqual(['', 'A', 'a', 'ab', 'b', '\uFB01', '\uFFFF', '\u{10000}', '\u{1F4C5}']);
    expect(python('import json, sys\nprint(json.dumps(sorted(json.load(sys.stdin))))', names)).toEqual([...names].sort(compareCodePoints));
  });

  test('agrees with comparing the code point sequences, shared prefixes and lone surrogates included', () => {
    // Units around the surrogate ranges, drawn by a linear congruential generator.
    const units = [0x41, 0x61, 0xd7ff, 0xd800, 0xd83d, 0xdbff, 0xdc00, 0xdcc5, 0xdfff, 0xe000, 0xfb01, 0xffff];
    let state = 7;
    const next = (bound: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % bound;
    };
    const text = () => String.fromCharCode(...Array.from({ length: next(6) }, () => units[next(units.length)]!));
    const points = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
    const reference = (a: string, b: string) => {
      const [x, y] = [points(a), points(b)];
      for (let k = 0; k < Math.min(x.length, y.length); k++) if (x[k] !== y[k]) return x[k]! < y[k]! ? -1 : 1;
      return Math.sign(x.length - y.length);
    };
    for (let k = 0; k < 5000; k++) {
      const prefix = text();
      const [a, b] = [prefix + text(), prefix + text()];
      expect([a, b, compareCodePoints(a, b)]).toEqual([a, b, reference(a, b)]);
    }
  });
});

/** A deterministic suite: skills drawn by a linear congruential generator. */
function suite(count: number): Input {
  const skills = ['email', 'calendar', 'sql-query', 'web-search', 'pdf-extract', 'Email', '\uFB01le', '\u{1F4C5}cal', 'slack', 'zoom'];
  let state = 20261122;
  const next = (bound: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % bound;
  };
  const pick = () => Array.from({ length: next(4) }, () => skills[next(skills.length)]!);
  return { cases: Array.from({ length: count }, (_, i) => ({ id: `case-${i}`, expected_skills: pick(), observed_skills: pick() })) };
}

const PY_SCORES = String.raw`${PY_FORMAT}
req = json.load(sys.stdin)
counts = {}
expected = {}
for case in req['cases']:
    e, o = set(case['expected_skills']), set(case['observed_skills'])
    for s in e:
        expected[s] = expected.get(s, 0) + 1
    for s in e | o:
        c = counts.setdefault(s, [0, 0, 0])
        c[0] += s in e and s in o
        c[1] += s in o and s not in e
        c[2] += s in e and s not in o
def scores(tp, fp, fn):
    return {'tp': tp, 'fp': fp, 'fn': fn, 'precision': fmt(tp, tp + fp), 'recall': fmt(tp, tp + fn), 'f1': fmt(2 * tp, 2 * tp + fp + fn)}
n = len(req['cases'])
skills = [dict(skill=s, shouldTrigger=expected.get(s, 0), shouldNotTrigger=n - expected.get(s, 0), **scores(*counts[s])) for s in sorted(counts)]
total = [sum(c[i] for c in counts.values()) for i in range(3)]
print(json.dumps({'skills': skills, 'overall': scores(*total)}))
`;

describe('scores against Python on a generated suite', () => {
  test('per-skill and overall tp/fp/fn, precision, recall and f1 agree exactly', () => {
    const input = suite(400);
    const { report } = definition.run(input);
    expect({ skills: report.skills, overall: report.overall }).toEqual(python(PY_SCORES, input));
  });

  test('an exact tie reached through run(): precision 1/128 = 0.0078125 rounds to 0.007812', () => {
    const cases = Array.from({ length: 128 }, (_, i) => ({
      id: i,
      expected_skills: i === 0 ? ['router'] : [],
      observed_skills: ['router'],
    }));
    const { report } = definition.run({ cases });
    // tp 1, fp 127, fn 0: precision 1/128, recall 1, f1 2/129 = 0.0155038…
    expect(report.skills).toEqual([{ skill: 'router', shouldTrigger: 1, shouldNotTrigger: 127, tp: 1, fp: 127, fn: 0, precision: '0.007812', recall: '1.000000', f1: '0.015504' }]);
    expect(report.skills).toEqual((python(PY_SCORES, { cases }) as { skills: unknown }).skills);
  });

  test('the schema limit (1000 cases) just completes', () => {
    const input = suite(1000);
    const result = definition.run(input);
    expect(result.report.cases).toHaveLength(1000);
    expect(result.report.overall).toEqual((python(PY_SCORES, input) as { overall: unknown }).overall);
  });
});
