// RFC 3339 parsing against outside truth: the RFC's own examples, well-known epoch values, and
// Node's Date (an independent calendar implementation) as a differential oracle.
import fc from 'fast-check';
import { toText } from '../src/decimal.js';
import { daysFromCivil, parseInstant, parseRfc3339 } from '../src/timestamp.js';

const seconds = (text: string): string => {
  const parsed = parseRfc3339(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return toText(parsed.seconds);
};

/** Date.UTC for any year 0–9999 (Date.UTC maps years 0–99 to 1900–1999). */
function utcMillis(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

describe('RFC 3339 §5.8 examples', () => {
  test.each([
    // [example, its UTC instant in milliseconds, from Node's Date]
    ['1985-04-12T23:20:50.52Z', Date.UTC(1985, 3, 12, 23, 20, 50, 520)],
    ['1996-12-19T16:39:57-08:00', Date.UTC(1996, 11, 20, 0, 39, 57)],
    ['1990-12-31T23:59:60Z', Date.UTC(1991, 0, 1, 0, 0, 0)],
    ['1990-12-31T15:59:60-08:00', Date.UTC(1991, 0, 1, 0, 0, 0)],
    ['1937-01-01T12:00:27.87+00:20', Date.UTC(1937, 0, 1, 11, 40, 27, 870)],
  ])('%s', (text, millis) => {
    expect(seconds(text)).toBe(toText({ units: BigInt(millis), scale: 3 }));
  });

  test('the examples as printed in the RFC, as plain numbers', () => {
    expect(seconds('1985-04-12T23:20:50.52Z')).toBe('482196050.52');
    expect(seconds('1996-12-19T16:39:57-08:00')).toBe('851042397');
    expect(seconds('1937-01-01T12:00:27.87+00:20')).toBe('-1041337172.13');
  });
});

describe('well-known epoch values', () => {
  test.each([
    ['1970-01-01T00:00:00Z', '0'],
    ['2000-01-01T00:00:00Z', '946684800'],
    ['2001-09-09T01:46:40Z', '1000000000'],
    ['2009-02-13T23:31:30Z', '1234567890'],
    ['2038-01-19T03:14:07Z', '2147483647'],
    ['1901-12-13T20:45:52Z', '-2147483648'],
    ['9999-12-31T23:59:59Z', '253402300799'],
    ['0001-01-01T00:00:00Z', '-62135596800'],
    ['0000-01-01T00:00:00Z', '-62167219200'],
    ['1970-01-01T00:00:00.000000001Z', '0.000000001'],
    ['1969-12-31T23:59:59.999999999999Z', '-0.000000000001'],
    ['1970-01-01T01:00:00+01:00', '0'],
    ['1969-12-31T19:00:00-05:00', '0'],
    ['1970-01-01T00:00:00-00:00', '0'],
  ])('%s is %s', (text, expected) => {
    expect(seconds(text)).toBe(expected);
  });
});

describe('differential against Date', () => {
  const fields = fc.record({
    y: fc.integer({ min: 0, max: 9999 }),
    mo: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
    h: fc.integer({ min: 0, max: 23 }),
    mi: fc.integer({ min: 0, max: 59 }),
    s: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 999 }),
    offset: fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
  });
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  test('valid dates agree to the millisecond, invalid calendar days are refused', () => {
    fc.assert(
      fc.property(fields, ({ y, mo, d, h, mi, s, ms, offset }) => {
        const sign = offset < 0 ? '-' : '+';
        const abs = Math.abs(offset);
        const text = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${pad(ms, 3)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
        const local = utcMillis(y, mo, d, h, mi, s, ms);
        const exists = new Date(local).getUTCDate() === d;
        const parsed = parseRfc3339(text);
        expect(parsed.ok).toBe(exists);
        if (parsed.ok) expect(toText(parsed.seconds)).toBe(toText({ units: BigInt(local - offset * 60_000), scale: 3 }));
      }),
      { numRuns: 2000 },
    );
  });

  test('daysFromCivil agrees with Date for every day of years 0–9999 sampled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, mo, d) => {
        expect(daysFromCivil(y, mo, d) * 86_400_000).toBe(utcMillis(y, mo, d));
      }),
    );
  });

  test('Date.parse reads the same instant for any RFC 3339 text it accepts with millisecond precision', () => {
    for (const text of ['2026-03-02T12:00:00Z', '2026-03-02T12:00:00.123+05:30', '1999-12-31T23:59:59.999-12:00', '2024-02-29T00:00:00Z']) {
      expect(seconds(text)).toBe(toText({ units: BigInt(Date.parse(text)), scale: 3 }));
    }
  });
});

describe('Unix seconds', () => {
  test('a number is seconds since the epoch, exactly as written', () => {
    const parsed = parseInstant(1234567890.25);
    expect(parsed.ok && toText(parsed.seconds)).toBe('1234567890.25');
  });
  test('milliseconds are refused as seconds beyond year 9999', () => {
    expect(parseInstant(Date.UTC(2026, 2, 2)).ok).toBe(false);
  });
});
