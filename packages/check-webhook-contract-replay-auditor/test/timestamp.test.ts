// The event-time reader of this check: RFC 3339 text through @evidence-check/instant (whose own
// tests hold the RFC 3339 §5.8 examples, epoch values and the differential against Date, moved
// there from here), or Unix seconds as a JSON number.
import { formatDecimal } from '@evidence-check/exact-decimal';
import { parseInstant, parseRfc3339 } from '../src/lib/timestamp.js';

const seconds = (text: string): string => {
  const parsed = parseRfc3339(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return formatDecimal(parsed.seconds);
};
const reason = (value: unknown): string | null => {
  const parsed = parseInstant(value);
  return parsed.ok ? null : parsed.reason;
};

describe('RFC 3339 date-times', () => {
  test('the RFC 3339 §5.8 examples as exact seconds', () => {
    expect(seconds('1985-04-12T23:20:50.52Z')).toBe('482196050.52');
    expect(seconds('1996-12-19T16:39:57-08:00')).toBe('851042397');
    expect(seconds('1990-12-31T23:59:60Z')).toBe(String(Date.UTC(1991, 0, 1) / 1000));
    expect(seconds('1937-01-01T12:00:27.87+00:20')).toBe('-1041337172.13');
  });

  test('Date.parse reads the same instant for RFC 3339 text it accepts with millisecond precision', () => {
    for (const text of ['2026-03-02T12:00:00Z', '2026-03-02T12:00:00.123+05:30', '1999-12-31T23:59:59.999-12:00', '2024-02-29T00:00:00Z']) {
      expect(seconds(text)).toBe(String(Date.parse(text) / 1000));
    }
  });

  test('each unreadable timestamp says why', () => {
    expect(reason('2026-03-02T11:58:30')).toBe('not an RFC 3339 date-time with a UTC offset, e.g. 2026-03-02T12:00:00Z');
    expect(reason('2026-02-31T11:58:30Z')).toBe('day 31 does not exist in 2026-02');
    expect(reason('2026-03-02T24:00:00Z')).toBe('hour 24 is not 00–23');
    expect(reason('2026-03-02T11:58:60Z')).toBe('second 60 (a leap second) is only valid at 23:59 UTC');
    expect(reason(true)).toBe('expected an RFC 3339 date-time string or Unix seconds');
  });
});

describe('Unix seconds', () => {
  test('a number is seconds since the epoch, exactly as written', () => {
    const parsed = parseInstant(1234567890.25);
    expect(parsed.ok && formatDecimal(parsed.seconds)).toBe('1234567890.25');
  });
  test('milliseconds are refused as seconds beyond year 9999', () => {
    expect(parseInstant(Date.UTC(2026, 2, 2)).ok).toBe(false);
  });
});
