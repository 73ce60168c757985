import { compareInstants, parseDateTime, parseFullDate, type Instant } from '@evidence-check/instant';

/**
 * An effective date: an RFC 3339 `full-date` (`2026-04-01`) or `date-time`
 * (`2026-04-01T00:00:00+02:00`; `t`/`z` lower case and a space for `T` allowed, §5.6). Calendar
 * validity per Appendix C. No clock is read: days and seconds are computed from the fields.
 */
export interface EffectiveDate {
  /** Days since 1970-01-01 of the calendar date as written (in its own offset for a date-time). */
  day: number;
  /** The exact instant of a date-time; null for a date alone. */
  instant: Instant | null;
}

export type ParsedDate = { ok: true; value: EffectiveDate } | { ok: false; reason: string };

const UNREADABLE = 'not an RFC 3339 full-date (2026-04-01) or date-time with a UTC offset';

export function parseEffectiveDate(value: unknown): ParsedDate {
  if (typeof value !== 'string') return { ok: false, reason: 'an effective date is a string such as 2026-04-01' };
  const date = parseFullDate(value);
  if (date.ok) return { ok: true, value: { day: date.day, instant: null } };
  if (date.problem !== 'syntax') return { ok: false, reason: date.reason };
  const parsed = parseDateTime(value);
  if (parsed.ok) return { ok: true, value: { day: parsed.day, instant: parsed.instant } };
  switch (parsed.problem) {
    case 'syntax':
      return { ok: false, reason: UNREADABLE };
    case 'hour':
    case 'minute':
    case 'second':
    case 'leap-second':
      // The fields of a date-time that matched the syntax sit at fixed places: hh:mm:ss at 11–19.
      return { ok: false, reason: `time ${value.slice(11, 19)} does not exist` };
    default:
      return { ok: false, reason: parsed.reason };
  }
}

/** Earlier: by instant when both are date-times, else by the calendar dates as written. */
export function isEarlier(current: EffectiveDate, baseline: EffectiveDate): boolean {
  if (current.instant && baseline.instant) return compareInstants(current.instant, baseline.instant) < 0;
  return current.day < baseline.day;
}
