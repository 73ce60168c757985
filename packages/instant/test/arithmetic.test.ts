// Comparison, whole-day and whole-second arithmetic, exact differences and UTC formatting, against
// Node's Date and luxon's fixed-offset formatting as differential oracles, and exact
// sub-millisecond cases no binary clock can tell apart.
import fc from 'fast-check';
import { DateTime, FixedOffsetZone } from 'luxon';
import {
  addDays,
  addSeconds,
  compareInstants,
  epochSeconds,
  formatInstant,
  olderThan,
  parseDateTime,
  secondsBetween,
  wholeDaysBetween,
  type Instant,
} from '../src/index.js';

const parse = (text: string): Instant => {
  const parsed = parseDateTime(text, { lenient: true });
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return parsed.instant;
};
/** Milliseconds, for instants whose fraction has at most 3 digits. */
const millis = (instant: Instant): number => instant.seconds * 1000 + Number(instant.fraction.padEnd(3, '0').slice(0, 3));
/** Exact decimal seconds of a millisecond count, written the plain way (the oracle's unit). */
const fromMillis = (ms: number): string => {
  const digits = String(Math.abs(ms)).padStart(4, '0');
  const fraction = digits.slice(-3).replace(/0+$/, '');
  const text = `${digits.slice(0, -3)}${fraction ? `.${fraction}` : ''}`;
  return ms < 0 && text !== '0' ? `-${text}` : text;
};

const instants = fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9999-12-30T23:59:59.999Z'), noInvalidDate: true }); // local years stay 4 digits at ±23:59
const offsets = fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 });

describe('differential: Node Date and luxon', () => {
  test('toISOString text parses to the same millisecond and formats back to the same text', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const instant = parse(date.toISOString());
        expect(millis(instant)).toBe(date.getTime());
        expect(epochSeconds(instant)).toBe(fromMillis(date.getTime()));
        expect(Date.parse(formatInstant(instant) as string)).toBe(date.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  test('the same instant written by luxon at any fixed offset parses to the same millisecond', () => {
    fc.assert(
      fc.property(instants, offsets, (date, offset) => {
        const text = DateTime.fromMillis(date.getTime(), { zone: FixedOffsetZone.instance(offset) }).toISO({ includeOffset: true });
        expect(text).not.toBeNull();
        expect(millis(parse(text as string))).toBe(date.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  test('adding whole days or seconds agrees with Date arithmetic in UTC', () => {
    const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9000-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(dates, fc.integer({ min: -365, max: 365 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (date, days, seconds) => {
        const later = formatInstant(addDays(parse(date.toISOString()), days)) as string;
        const expected = new Date(date.getTime() + days * 86_400_000);
        expect(later.slice(0, 19)).toBe(expected.toISOString().slice(0, 19));
        expect(Date.parse(later)).toBe(expected.getTime());
        expect(millis(addSeconds(parse(date.toISOString()), seconds))).toBe(date.getTime() + seconds * 1000);
      }),
      { numRuns: 1000 },
    );
  });

  test('ordering, exact differences and whole-day ages agree with Date for millisecond instants', () => {
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        const x = parse(a.toISOString());
        const y = parse(b.toISOString());
        expect(compareInstants(x, y)).toBe(Math.sign(a.getTime() - b.getTime()) || 0);
        expect(secondsBetween(x, y)).toBe(fromMillis(b.getTime() - a.getTime()));
        expect(wholeDaysBetween(x, y)).toBe(Math.floor((b.getTime() - a.getTime()) / 86_400_000));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('exact sub-millisecond arithmetic', () => {
  test('fractions beyond milliseconds order exactly; trailing zeros do not matter', () => {
    expect(compareInstants(parse('2026-03-02T09:00:00.0000001Z'), parse('2026-03-02T09:00:00Z'))).toBe(1);
    expect(compareInstants(parse('2026-03-02T08:59:59.9999999Z'), parse('2026-03-02T09:00:00Z'))).toBe(-1);
    expect(compareInstants(parse('2026-03-02T09:00:00.5Z'), parse('2026-03-02T10:00:00.500+01:00'))).toBe(0);
    expect(compareInstants(parse('2026-03-01T09:00:00.0001Z'), parse('2026-03-01T09:00:00.00009Z'))).toBe(1);
    expect(compareInstants(parse('2026-03-01T09:00:00.5000Z'), parse('2026-03-01T09:00:00.5Z'))).toBe(0);
    expect(compareInstants(parse('2026-03-02T09:00:00.0000000001Z'), parse('2026-03-02T09:00:00.000000000100Z'))).toBe(0);
  });

  test('differences keep every digit', () => {
    expect(secondsBetween(parse('2026-03-02T09:00:00Z'), parse('2026-03-02T09:00:00.000000001Z'))).toBe('0.000000001');
    expect(secondsBetween(parse('2026-03-02T09:00:00.000000001Z'), parse('2026-03-02T09:00:00Z'))).toBe('-0.000000001');
    expect(secondsBetween(parse('2026-03-02T11:58:30.25Z'), parse('2026-03-02T12:00:00Z'))).toBe('89.75');
    expect(secondsBetween(parse('2026-03-02T12:00:00Z'), parse('2026-03-02T12:00:00.000+00:00'))).toBe('0');
  });

  test('freshness: exactly the limit is not older, a nanosecond more is', () => {
    const now = parse('2026-03-02T09:00:00Z');
    expect(olderThan(parse('2025-12-02T09:00:00Z'), now, 90)).toBe(false);
    expect(olderThan(parse('2025-12-02T08:59:59.999999999Z'), now, 90)).toBe(true);
    expect(wholeDaysBetween(parse('2025-12-02T08:59:59.999999999Z'), now)).toBe(90);
    expect(wholeDaysBetween(parse('2025-12-02T09:00:00.000000001Z'), now)).toBe(89);
  });

  test('whole days round down and add exactly', () => {
    const observed = parse('2026-03-02T09:00:00Z');
    expect(wholeDaysBetween(parse('2026-01-31T09:00:00Z'), observed)).toBe(30);
    expect(wholeDaysBetween(parse('2026-01-31T09:00:00.5Z'), observed)).toBe(29);
    expect(wholeDaysBetween(parse('2026-03-02T09:00:00.5Z'), observed)).toBe(-1);
    expect(compareInstants(addDays(parse('2026-01-31T09:00:00Z'), 30), observed)).toBe(0);
  });

  test('only whole days and seconds are added', () => {
    expect(() => addDays(parse('2026-03-02T09:00:00Z'), 1.5)).toThrow(RangeError);
    expect(() => addSeconds(parse('2026-03-02T09:00:00Z'), Number.NaN)).toThrow(RangeError);
  });

  test.each([
    ['2026-03-02t09:00:00z', '2026-03-02T09:00:00Z'],
    ['2026-03-02 09:00:00Z', '2026-03-02T09:00:00Z'],
    ['2026-03-02T10:00:00+0100', '2026-03-02T09:00:00Z'],
    ['2026-03-02T10:00:00+01', '2026-03-02T09:00:00Z'],
    ['2026-03-02T09:00:00-00:00', '2026-03-02T09:00:00Z'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00Z'],
    ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00Z'],
    ['2026-03-02T09:00:00.1230000Z', '2026-03-02T09:00:00.123Z'],
    ['1990-12-31T15:59:60-08:00', '1991-01-01T00:00:00Z'],
  ])('%s is %s in UTC', (text, utc) => {
    expect(formatInstant(parse(text))).toBe(utc);
  });

  test('formatting keeps every fraction digit and refuses years past 9999', () => {
    expect(formatInstant(addDays(parse('2026-12-31T23:59:59.123456789-05:00'), 1))).toBe('2027-01-02T04:59:59.123456789Z');
    expect(formatInstant(parse('2026-03-02T09:00:00.1230000Z'))).toBe('2026-03-02T09:00:00.123Z');
    expect(formatInstant(parse('0000-01-01T00:00:00Z'))).toBe('0000-01-01T00:00:00Z');
    expect(formatInstant(addDays(parse('9999-12-31T00:00:00Z'), 1))).toBeNull();
    expect(formatInstant(addSeconds(parse('0000-01-01T00:00:00Z'), -1))).toBeNull();
  });
});

test('bounded: a 100 000-digit fraction parses, compares and subtracts', () => {
  const digits = '1'.repeat(100_000);
  const a = parse(`2026-03-02T09:00:00.${digits}Z`);
  const b = parse(`2026-03-02T09:00:00.${digits}2Z`);
  expect(compareInstants(a, b)).toBe(-1);
  expect(secondsBetween(a, b)).toBe(`0.${'0'.repeat(100_000)}2`);
});

describe('long fractions: linear digit arithmetic agrees with BigInt', () => {
  /** The reference: exact decimal text of units / 10^scale through BigInt. */
  const reference = (units: bigint, scale: number): string => {
    const negative = units < 0n;
    const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
    const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
    return `${negative ? '-' : ''}${digits.slice(0, digits.length - scale)}${fraction ? `.${fraction}` : ''}`;
  };
  const scaledUnits = (instant: Instant, scale: number) => BigInt(instant.seconds) * 10n ** BigInt(scale) + BigInt(instant.fraction.padEnd(scale, '0') || '0');
  const longInstants = fc.record({
    seconds: fc.integer({ min: -62_167_219_200, max: 253_402_300_799 }),
    // Short and long fractions, trailing zeros included (an Instant built by hand may carry them).
    fraction: fc.oneof(fc.stringMatching(/^[0-9]{0,8}$/), fc.stringMatching(/^[0-9]{60,140}$/), fc.constantFrom('', '0'.repeat(90), `${'9'.repeat(80)}`, `${'0'.repeat(79)}1`)),
  });

  test('secondsBetween, epochSeconds and compareInstants, on generated instants', () => {
    fc.assert(
      fc.property(longInstants, longInstants, (a, b) => {
        const scale = Math.max(a.fraction.length, b.fraction.length);
        const difference = scaledUnits(b, scale) - scaledUnits(a, scale);
        expect(secondsBetween(a, b)).toBe(reference(difference, scale));
        expect(epochSeconds(a)).toBe(reference(scaledUnits(a, a.fraction.length), a.fraction.length));
        expect(compareInstants(a, b)).toBe(difference > 0n ? -1 : difference < 0n ? 1 : 0);
        expect(wholeDaysBetween(a, b)).toBe(Number((difference >= 0n ? difference : difference - (10n ** BigInt(scale) * 86400n - 1n)) / (10n ** BigInt(scale) * 86400n)));
      }),
      { numRuns: 2000 },
    );
  });

  test('one unit of the last of 250 000 digits, both ways and before 1970', () => {
    const digits = '0'.repeat(249_999);
    const a = parse(`2026-03-02T09:00:00Z`);
    const b = parse(`2026-03-02T09:00:00.${digits}1Z`);
    expect(secondsBetween(a, b)).toBe(`0.${digits}1`);
    expect(secondsBetween(b, a)).toBe(`-0.${digits}1`);
    expect(compareInstants(a, b)).toBe(-1);
    expect(wholeDaysBetween(b, a)).toBe(-1);
    expect(epochSeconds(parse(`1969-12-31T23:59:59.${digits}1Z`))).toBe(`-0.${'9'.repeat(249_999)}9`);
    expect(epochSeconds(parse(`1969-12-31T23:59:58.${'9'.repeat(250_000)}Z`))).toBe(`-1.${digits}1`);
  });
});
