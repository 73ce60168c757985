// RFC 3339 parsing against outside truth: the RFC's own examples (§5.8) verbatim, well-known
// epoch values, and Node's Date (an independent calendar implementation) as a differential oracle
// on thousands of generated timestamps. Gathered from the checks that each had their own parser
// (webhook-contract-replay-auditor, the Chicago packets, site-discovery-change-packet,
// channel-experiment-postmortem and the agent-distribution family).
import fc from 'fast-check';
import { compareInstants, epochSeconds, parseDateTime, parseFullDate, parseInstant, type Instant } from '../src/index.js';

const parse = (text: string, lenient = false): Instant => {
  const parsed = parseDateTime(text, { lenient });
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return parsed.instant;
};
const seconds = (text: string, lenient = false): string => epochSeconds(parse(text, lenient));
/** Exact decimal seconds of a millisecond count (the oracle's unit). */
const fromMillis = (millis: number): string => {
  const negative = millis < 0;
  const digits = String(Math.abs(millis)).padStart(4, '0');
  const fraction = digits.slice(-3).replace(/0+$/, '');
  const text = `${digits.slice(0, -3)}${fraction ? `.${fraction}` : ''}`;
  return negative && text !== '0' ? `-${text}` : text;
};
/** Milliseconds, for instants whose fraction has at most 3 digits. */
const millis = (instant: Instant): number => instant.seconds * 1000 + Number(instant.fraction.padEnd(3, '0').slice(0, 3));

/** Date.UTC for any year 0–9999 (Date.UTC maps years 0–99 to 1900–1999). */
function utcMillis(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

describe('RFC 3339 §5.8 examples, verbatim', () => {
  test.each([
    // [example, its UTC instant in milliseconds, from Node's Date]
    ['1985-04-12T23:20:50.52Z', Date.UTC(1985, 3, 12, 23, 20, 50, 520)],
    ['1996-12-19T16:39:57-08:00', Date.UTC(1996, 11, 20, 0, 39, 57)],
    ['1990-12-31T23:59:60Z', Date.UTC(1991, 0, 1, 0, 0, 0)],
    ['1990-12-31T15:59:60-08:00', Date.UTC(1991, 0, 1, 0, 0, 0)],
    ['1937-01-01T12:00:27.87+00:20', Date.UTC(1937, 0, 1, 11, 40, 27, 870)],
  ])('%s', (text, expected) => {
    expect(seconds(text)).toBe(fromMillis(expected));
    expect(millis(parse(text))).toBe(expected);
  });

  test('the examples as plain numbers of seconds', () => {
    expect(seconds('1985-04-12T23:20:50.52Z')).toBe('482196050.52');
    expect(seconds('1996-12-19T16:39:57-08:00')).toBe('851042397');
    expect(seconds('1937-01-01T12:00:27.87+00:20')).toBe('-1041337172.13');
  });

  test('"1996-12-19T16:39:57-08:00 ... is equivalent to 1996-12-20T00:39:57Z"', () => {
    expect(parse('1996-12-19T16:39:57-08:00')).toEqual(parse('1996-12-20T00:39:57Z'));
  });

  test('the leap second 1990-12-31T23:59:60Z is the same instant as 1990-12-31T15:59:60-08:00, after 23:59:59Z (counted as the next minute, POSIX)', () => {
    expect(parse('1990-12-31T23:59:60Z')).toEqual(parse('1990-12-31T15:59:60-08:00'));
    expect(parse('1990-12-31T23:59:60Z')).toEqual(parse('1991-01-01T00:00:00Z'));
    expect(compareInstants(parse('1990-12-31T23:59:60Z'), parse('1990-12-31T23:59:59Z'))).toBe(1);
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
    ['1969-12-31T23:59:59.5Z', '-0.5'],
    ['1970-01-01T01:00:00+01:00', '0'],
    ['1969-12-31T19:00:00-05:00', '0'],
    ['1970-01-01T00:00:00-00:00', '0'],
  ])('%s is %s', (text, expected) => {
    expect(seconds(text)).toBe(expected);
  });
});

describe('differential against Date', () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  test('Date.parse reads the same millisecond for 4000 generated timestamps (a fixed sequence)', () => {
    // A fixed linear congruential sequence: many dates, offsets and fractions, the same every run.
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 4000; i++) {
      const offset = next(3) === 0 ? 'Z' : `${next(2) === 0 ? '+' : '-'}${pad(next(15))}:${pad(next(4) * 15)}`;
      const fraction = next(2) === 0 ? '' : `.${pad(next(1000), 3)}`;
      const text = `${1900 + next(250)}-${pad(1 + next(12))}-${pad(1 + next(28))}T${pad(next(24))}:${pad(next(60))}:${pad(next(60))}${fraction}${offset}`;
      expect([text, seconds(text)]).toEqual([text, fromMillis(Date.parse(text))]);
    }
  });

  test('any day of years 0000–9999 at any offset: valid dates agree to the millisecond, days the calendar lacks are refused', () => {
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
    fc.assert(
      fc.property(fields, ({ y, mo, d, h, mi, s, ms, offset }) => {
        const sign = offset < 0 ? '-' : '+';
        const abs = Math.abs(offset);
        const text = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${pad(ms, 3)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
        const local = utcMillis(y, mo, d, h, mi, s, ms);
        const exists = new Date(local).getUTCDate() === d;
        const parsed = parseDateTime(text);
        expect(parsed.ok).toBe(exists);
        if (parsed.ok) {
          expect(epochSeconds(parsed.instant)).toBe(fromMillis(local - offset * 60_000));
          expect(parsed.day * 86_400_000).toBe(utcMillis(y, mo, d));
        } else {
          expect(parsed.problem).toBe('day');
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('toISOString text of any millisecond of years 0100–9999 parses back to it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }), (date) => {
        expect(millis(parse(date.toISOString()))).toBe(date.getTime());
      }),
      { numRuns: 1000 },
    );
  });

  test('a full-date is the day Date.UTC counts, for any date of years 0000–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, mo, d) => {
        const text = `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
        const parsed = parseFullDate(text);
        const exists = new Date(utcMillis(y, mo, d)).getUTCDate() === d;
        expect(parsed.ok).toBe(exists);
        if (parsed.ok) expect(parsed.day * 86_400_000).toBe(utcMillis(y, mo, d));
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    '2026-03-02T12:00:00Z',
    '2026-03-02T12:00:00.123+05:30',
    '1999-12-31T23:59:59.999-12:00',
    '2024-02-29T00:00:00Z',
    '2000-02-29T12:00:00+14:00',
    '2400-02-29T12:00:00-12:00',
    '2100-03-01T00:00:00-12:00',
    '1969-12-31T23:59:59.999Z',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '1970-01-01T00:00:00Z',
    '1990-12-31T23:59:59Z',
    '1990-12-31T15:59:59-08:00',
    '1937-01-01T12:00:27.870+00:20',
    '2026-03-01T09:00:00Z',
    '2026-03-02T09:00:00.001Z',
    '2000-02-29T00:00:00+14:00',
  ])('%s is the instant Date.parse reads', (text) => {
    expect(seconds(text)).toBe(fromMillis(Date.parse(text)));
  });
});

describe('what is refused, and why', () => {
  test.each([
    ['2026-03-02', 'syntax'],
    ['2026-03-02T09:00:00', 'syntax'],
    ['2026-03-02T09:00Z', 'syntax'],
    ['2026-03-02T09:00:00.Z', 'syntax'],
    ['2026-03-02T9:00:00Z', 'syntax'],
    ['+2026-03-02T09:00:00Z', 'syntax'],
    ['yesterday', 'syntax'],
    ['', 'syntax'],
    ['2026-13-01T00:00:00Z', 'month'],
    ['2026-00-01T00:00:00Z', 'month'],
    ['2026-02-29T00:00:00Z', 'day'],
    ['2025-02-29T06:00:00Z', 'day'],
    ['2026-02-30T06:00:00Z', 'day'],
    ['2026-03-01T06:00:00', 'syntax'],
    ['1900-02-29T00:00:00Z', 'day'],
    ['2026-04-31T00:00:00Z', 'day'],
    ['2026-03-00T00:00:00Z', 'day'],
    ['2026-03-02T24:00:00Z', 'hour'],
    ['2026-03-02T09:60:00Z', 'minute'],
    ['2026-03-02T09:00:61Z', 'second'],
    ['2026-03-02T09:00:00+24:00', 'offset'],
    ['2026-03-02T09:00:00-05:60', 'offset'],
    ['1990-12-31T23:58:60Z', 'leap-second'],
    ['1990-12-31T23:59:60+01:00', 'leap-second'],
  ])('%s: %s', (text, problem) => {
    const parsed = parseDateTime(text);
    expect(parsed.ok ? null : parsed.problem).toBe(problem);
    expect(parseInstant(text)).toBeNull();
  });

  test('the reasons name the field at fault', () => {
    const reason = (text: string) => {
      const parsed = parseDateTime(text);
      return parsed.ok ? null : parsed.reason;
    };
    expect(reason('2026-13-01T00:00:00Z')).toBe('month 13 is not 01–12');
    expect(reason('2026-02-30T00:00:00Z')).toBe('day 30 does not exist in 2026-02');
    expect(reason('2026-03-02T24:00:00Z')).toBe('hour 24 is not 00–23');
    expect(reason('2026-03-02T09:61:00Z')).toBe('minute 61 is not 00–59');
    expect(reason('2026-03-02T09:00:61Z')).toBe('second 61 is not 00–60');
    expect(reason('2026-03-02T09:00:00+24:00')).toBe('offset +24:00 is not a valid time-numoffset');
    expect(reason('2026-03-02T09:00:60Z')).toBe('second 60 (a leap second) is only valid at 23:59 UTC');
    expect(reason('2026-03-02')).toBe('not an RFC 3339 date-time');
  });

  test('a full-date', () => {
    expect(parseFullDate('2026-04-01')).toEqual({ ok: true, day: Date.UTC(2026, 3, 1) / 86_400_000 });
    expect(parseFullDate('2026-02-30')).toEqual({ ok: false, problem: 'day', reason: 'day 30 does not exist in 2026-02' });
    expect(parseFullDate('2026-13-01')).toEqual({ ok: false, problem: 'month', reason: 'month 13 is not 01–12' });
    expect(parseFullDate('2026-04-01T00:00:00Z').ok).toBe(false);
  });

  test('non-strings are no instants', () => {
    expect(parseInstant(1_700_000_000)).toBeNull();
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant(undefined)).toBeNull();
  });

  test('a date-time carries the calendar day as written, in its own offset', () => {
    const parsed = parseDateTime('2026-04-01T00:30:00+02:00');
    expect(parsed.ok && parsed.day).toBe(Date.UTC(2026, 3, 1) / 86_400_000);
    expect(parsed.ok && parsed.instant).toEqual(parse('2026-03-31T22:30:00Z'));
  });
});
