// RFC 3339 instants against an outside reference: the JavaScript Date parser (ECMA-262 date-time
// string format) where both read the text, and RFC 3339's own examples (§5.8).
import { compareInstants, parseInstant, type Instant } from '../src/datetime.js';

const instant = (text: string) => parseInstant(text) as Instant;

describe('parseInstant', () => {
  test.each([
    '1985-04-12T23:20:50.52Z',
    '1996-12-19T16:39:57-08:00',
    '1990-12-31T23:59:59Z',
    '1990-12-31T15:59:59-08:00',
    '1937-01-01T12:00:27.87+00:20',
    '2026-03-01T09:00:00Z',
    '2000-02-29T00:00:00+14:00',
    '1969-12-31T23:59:59.999Z',
    '2400-02-29T12:00:00-12:00',
  ])('%s is the instant Date.parse reads', (text) => {
    const { seconds, fraction } = instant(text);
    const millis = Date.parse(text);
    expect(seconds).toBe(Math.floor(millis / 1000));
    expect(Number(`0.${fraction || '0'}`)).toBeCloseTo((millis - Math.floor(millis / 1000) * 1000) / 1000, 6);
  });

  test('RFC 3339 §5.8: 1996-12-19T16:39:57-08:00 is 1996-12-20T00:39:57Z', () => {
    expect(compareInstants(instant('1996-12-19T16:39:57-08:00'), instant('1996-12-20T00:39:57Z'))).toBe(0);
  });

  test('RFC 3339 §5.8: the leap second 1990-12-31T23:59:60Z is the same as 1990-12-31T15:59:60-08:00', () => {
    expect(compareInstants(instant('1990-12-31T23:59:60Z'), instant('1990-12-31T15:59:60-08:00'))).toBe(0);
    expect(compareInstants(instant('1990-12-31T23:59:60Z'), instant('1990-12-31T23:59:59Z'))).toBeGreaterThan(0);
  });

  test('the forms the request schema accepts: t, space, z, ±hh, ±hhmm', () => {
    const reference = instant('2026-03-01T09:00:00Z');
    for (const text of ['2026-03-01t09:00:00z', '2026-03-01 09:00:00Z', '2026-03-01T10:00:00+01', '2026-03-01T10:30:00+0130']) {
      expect(compareInstants(instant(text), reference)).toBe(0);
    }
  });

  test('fractions compare beyond milliseconds', () => {
    expect(compareInstants(instant('2026-03-01T09:00:00.0001Z'), instant('2026-03-01T09:00:00.00009Z'))).toBeGreaterThan(0);
    expect(compareInstants(instant('2026-03-01T09:00:00.5000Z'), instant('2026-03-01T09:00:00.5Z'))).toBe(0);
  });

  test('not a date-time', () => {
    expect(parseInstant('2026-03-01')).toBeNull();
    expect(parseInstant('yesterday')).toBeNull();
  });
});
