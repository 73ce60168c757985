/**
 * RFC 3339 §5.6 `date-time` read without any clock: every string the input schema accepts
 * (`T`, `t` or a space between date and time; `Z`, `z`, `±hh`, `±hhmm` or `±hh:mm` as offset; any
 * number of fractional digits; a leap second `:60`, counted as the next minute's `:00` as in
 * POSIX time) becomes an exact instant: whole seconds since 1970-01-01T00:00:00Z plus the
 * fractional digits as text, so that no digit is ever rounded away.
 */
const DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt\s]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:([Zz])|([+-])([0-9]{2})(?::?([0-9]{2}))?)$/;

export interface Instant {
  /** Whole seconds since the Unix epoch (an exact integer for years 0000–9999). */
  readonly seconds: number;
  /** Fractional digits of the second, trailing zeros removed ("" for none). */
  readonly fraction: string;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The instant of an RFC 3339 date-time, or null for text that is not one (the schema rejects it first). */
export function parseInstant(text: string): Instant | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction = '', zulu, sign, oh = '0', om = '0'] = match;
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const seconds =
    daysFromCivil(Number(y), Number(mo), Number(d)) * 86400 + Number(h) * 3600 + Number(mi) * 60 + Number(s) - offsetMinutes * 60;
  return { seconds, fraction: fraction.replace(/0+$/, '') };
}

/** Negative, zero or positive as `a` is before, at or after `b`; exact to the last fractional digit. */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const x = a.fraction.padEnd(width, '0');
  const y = b.fraction.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The instant `days` whole days after `instant`. */
export function addDays(instant: Instant, days: number): Instant {
  return { seconds: instant.seconds + days * 86400, fraction: instant.fraction };
}

/** Whole days from `earlier` to `later`, rounded down (negative when `later` is earlier). */
export function wholeDaysBetween(earlier: Instant, later: Instant): number {
  let seconds = later.seconds - earlier.seconds;
  if (compareInstants({ seconds: 0, fraction: later.fraction }, { seconds: 0, fraction: earlier.fraction }) < 0) seconds -= 1;
  return Math.floor(seconds / 86400);
}
