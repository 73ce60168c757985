// RFC 3339 instants against outside truth: the RFC's own examples (§5.8), Node's Date (an
// independent calendar implementation) and luxon's fixed-offset formatting as differential oracles.
import fc from 'fast-check';
import { DateTime, FixedOffsetZone } from 'luxon';
import { addDays, compareInstants, formatInstant, olderThan, parseInstant, wholeDaysBetween, type Instant } from '../src/time.js';

const parse = (text: string): Instant => {
  const instant = parseInstant(text);
  if (!instant) throw new Error(`not parsed: ${text}`);
  return instant;
};
/** Milliseconds, for instants whose fraction has at most 3 digits. */
const millis = (instant: Instant): number => instant.seconds * 1000 + Number(instant.fraction.padEnd(3, '0').slice(0, 3));

describe('RFC 3339 §5.8 examples', () => {
  test.each([
    ['1985-04-12T23:20:50.52Z', Date.UTC(1985, 3, 12, 23, 20, 50, 520)],
    ['1996-12-19T16:39:57-08:00', Date.UTC(1996, 11, 20, 0, 39, 57)],
    ['1937-01-01T12:00:27.87+00:20', Date.UTC(1937, 0, 1, 11, 40, 27, 870)],
  ])('%s is the instant Date.UTC computes', (text, expected) => {
    expect(millis(parse(text))).toBe(expected);
    expect(millis(parse(text))).toBe(Date.parse(text));
  });

  test('the leap second 1990-12-31T23:59:60Z, in UTC and at -08:00, is counted as the next minute (POSIX)', () => {
    expect(millis(parse('1990-12-31T23:59:60Z'))).toBe(Date.UTC(1991, 0, 1));
    expect(millis(parse('1990-12-31T15:59:60-08:00'))).toBe(Date.UTC(1991, 0, 1));
  });

  test('a leap second anywhere but 23:59 UTC is no date-time', () => {
    expect(parseInstant('1990-12-31T23:58:60Z')).toBeNull();
    expect(parseInstant('1990-12-31T23:59:60+01:00')).toBeNull();
  });
});

describe('what the schema validator accepts is read, the rest is refused', () => {
  test.each([
    ['2026-03-02t09:00:00z', '2026-03-02T09:00:00Z'],
    ['2026-03-02 09:00:00Z', '2026-03-02T09:00:00Z'],
    ['2026-03-02T10:00:00+0100', '2026-03-02T09:00:00Z'],
    ['2026-03-02T10:00:00+01', '2026-03-02T09:00:00Z'],
    ['2026-03-02T09:00:00-00:00', '2026-03-02T09:00:00Z'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00Z'],
    ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00Z'],
    ['2026-03-02T09:00:00.1230000Z', '2026-03-02T09:00:00.123Z'],
  ])('%s', (text, utc) => {
    expect(formatInstant(parse(text))).toBe(utc);
  });

  test.each(['2026-03-02', '2026-03-02T09:00:00', '2026-02-29T00:00:00Z', '1900-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-03-02T24:00:00Z', '2026-03-02T09:60:00Z', '2026-03-02T09:00:00+24:00', '2026-03-02T09:00:00.Z', 'yesterday', ''])(
    '%s is refused',
    (text) => {
      expect(parseInstant(text)).toBeNull();
    },
  );

  test('non-strings are refused', () => {
    expect(parseInstant(1_700_000_000)).toBeNull();
    expect(parseInstant(null)).toBeNull();
  });
});

describe('differential: Node Date and luxon', () => {
  const instants = fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9999-12-30T23:59:59.999Z'), noInvalidDate: true }); // local years stay 4 digits at ±23:59
  const offsets = fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 });

  test('toISOString text parses to the same millisecond and formats back to the same text', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const text = date.toISOString();
        const instant = parse(text);
        expect(millis(instant)).toBe(date.getTime());
        expect(Date.parse(formatInstant(instant) as string)).toBe(date.getTime());
      }),
      { numRuns: 500 },
    );
  });

  test('the same instant written by luxon at any fixed offset parses to the same millisecond', () => {
    fc.assert(
      fc.property(instants, offsets, (date, offset) => {
        const text = DateTime.fromMillis(date.getTime(), { zone: FixedOffsetZone.instance(offset) }).toISO({ includeOffset: true });
        expect(text).not.toBeNull();
        expect(millis(parse(text as string))).toBe(date.getTime());
      }),
      { numRuns: 500 },
    );
  });

  test('adding whole days agrees with Date arithmetic in UTC', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9000-01-01T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: 0, max: 365 }), (date, days) => {
        const later = formatInstant(addDays(parse(date.toISOString()), days)) as string;
        const expected = new Date(date.getTime() + days * 86_400_000);
        expect(later.slice(0, 19)).toBe(expected.toISOString().slice(0, 19));
        expect(Date.parse(later)).toBe(expected.getTime());
      }),
      { numRuns: 500 },
    );
  });

  test('ordering and whole-day ages agree with Date for millisecond instants', () => {
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        const x = parse(a.toISOString());
        const y = parse(b.toISOString());
        expect(Math.sign(compareInstants(x, y))).toBe(Math.sign(a.getTime() - b.getTime()));
        expect(wholeDaysBetween(x, y)).toBe(Math.floor((b.getTime() - a.getTime()) / 86_400_000));
      }),
      { numRuns: 500 },
    );
  });
});

describe('exact sub-millisecond arithmetic', () => {
  test('fractions beyond milliseconds order exactly', () => {
    expect(compareInstants(parse('2026-03-02T09:00:00.0000001Z'), parse('2026-03-02T09:00:00Z'))).toBeGreaterThan(0);
    expect(compareInstants(parse('2026-03-02T08:59:59.9999999Z'), parse('2026-03-02T09:00:00Z'))).toBeLessThan(0);
    expect(compareInstants(parse('2026-03-02T09:00:00.5Z'), parse('2026-03-02T10:00:00.500+01:00'))).toBe(0);
  });

  test('freshness: exactly the limit is fresh, a nanosecond more is stale', () => {
    const now = parse('2026-03-02T09:00:00Z');
    expect(olderThan(parse('2025-12-02T09:00:00Z'), now, 90)).toBe(false);
    expect(olderThan(parse('2025-12-02T08:59:59.999999999Z'), now, 90)).toBe(true);
    expect(wholeDaysBetween(parse('2025-12-02T08:59:59.999999999Z'), now)).toBe(90);
    expect(wholeDaysBetween(parse('2025-12-02T09:00:00.000000001Z'), now)).toBe(89);
  });

  test('formatting keeps every fraction digit and refuses years past 9999', () => {
    expect(formatInstant(addDays(parse('2026-12-31T23:59:59.123456789-05:00'), 1))).toBe('2027-01-02T04:59:59.123456789Z');
    expect(formatInstant(addDays(parse('9999-12-31T00:00:00Z'), 1))).toBeNull();
  });
});
