import { addDays, compareInstants, parseInstant, wholeDaysBetween } from '../src/time.js';

// Oracle: the JavaScript Date parser (ECMA-262 date-time string format) for every form it reads.
const epochMillis = (text: string) => {
  const instant = parseInstant(text);
  if (!instant) throw new Error(`unreadable ${text}`);
  return instant.seconds * 1000 + Number(instant.fraction.padEnd(3, '0').slice(0, 3));
};

describe('RFC 3339 instants', () => {
  test.each([
    '1985-04-12T23:20:50.52Z', // RFC 3339 §5.8
    '1996-12-19T16:39:57-08:00', // RFC 3339 §5.8
    '1937-01-01T12:00:27.870+00:20', // RFC 3339 §5.8 (Netherlands time, 1937)
    '1970-01-01T00:00:00Z',
    '1969-12-31T23:59:59.999Z',
    '2000-02-29T12:00:00+14:00',
    '2026-03-02T09:00:00.001Z',
    '2100-03-01T00:00:00-12:00',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
  ])('%s matches Date.parse', (text) => {
    expect(epochMillis(text)).toBe(Date.parse(text));
  });

  test('the other forms the schema accepts: lower-case t and z, a space, ±hh and ±hhmm offsets', () => {
    expect(epochMillis('2026-03-02t09:00:00z')).toBe(Date.parse('2026-03-02T09:00:00Z'));
    expect(epochMillis('2026-03-02 09:00:00Z')).toBe(Date.parse('2026-03-02T09:00:00Z'));
    expect(epochMillis('2026-03-02T10:00:00+01')).toBe(Date.parse('2026-03-02T09:00:00Z'));
    expect(epochMillis('2026-03-02T03:30:00-0530')).toBe(Date.parse('2026-03-02T09:00:00Z'));
  });

  test('a leap second counts as the next minute (RFC 3339 §5.8 examples)', () => {
    expect(epochMillis('1990-12-31T23:59:60Z')).toBe(Date.parse('1991-01-01T00:00:00Z'));
    expect(epochMillis('1990-12-31T15:59:60-08:00')).toBe(Date.parse('1991-01-01T00:00:00Z'));
  });

  test('fractions compare exactly beyond milliseconds', () => {
    const a = parseInstant('2026-03-02T09:00:00.0000000001Z')!;
    const b = parseInstant('2026-03-02T09:00:00Z')!;
    const c = parseInstant('2026-03-02T09:00:00.000000000100Z')!;
    expect(compareInstants(a, b)).toBe(1);
    expect(compareInstants(b, a)).toBe(-1);
    expect(compareInstants(a, c)).toBe(0);
  });

  test('whole days round down and add exactly', () => {
    const observed = parseInstant('2026-03-02T09:00:00Z')!;
    expect(wholeDaysBetween(parseInstant('2026-01-31T09:00:00Z')!, observed)).toBe(30);
    expect(wholeDaysBetween(parseInstant('2026-01-31T09:00:00.5Z')!, observed)).toBe(29);
    expect(wholeDaysBetween(parseInstant('2026-03-02T09:00:00.5Z')!, observed)).toBe(-1);
    expect(compareInstants(addDays(parseInstant('2026-01-31T09:00:00Z')!, 30), observed)).toBe(0);
  });

  test('text that is no RFC 3339 date-time is refused', () => {
    for (const text of ['2026-03-02', '2026-03-02T09:00:00', '2026-03-02T09:00Z', 'yesterday']) expect(parseInstant(text)).toBeNull();
  });
});
