import { fractionDigits, parseInstant, requireInstant, SCHEMA_DATE_TIME } from '../src/index.js';

describe('date-times a product schema has checked', () => {
  test('fractionDigits counts the digits as written, after the first dot only', () => {
    expect(fractionDigits('2026-11-01T00:00:00Z')).toBe(0);
    expect(fractionDigits('2026-11-01T00:00:00.5Z')).toBe(1);
    expect(fractionDigits(`2026-11-01T00:00:00.${'0'.repeat(40)}1+01:00`)).toBe(41);
    expect(fractionDigits('2026-11-01T00:00:00.Z')).toBe(0);
  });

  test('requireInstant reads what the schema lets through (offsets ±hh and ±hhmm too) and names a bug', () => {
    expect(requireInstant('2026-11-01T01:00:00+0100', '/observed_at')).toEqual(parseInstant('2026-11-01T00:00:00Z'));
    expect(parseInstant('2026-11-01T01:00:00+01', SCHEMA_DATE_TIME)).toEqual(parseInstant('2026-11-01T00:00:00Z'));
    expect(() => requireInstant('yesterday', '/events/3/occurred_at')).toThrow('/events/3/occurred_at is not an RFC 3339 date-time: yesterday');
  });
});
