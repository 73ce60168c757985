/**
 * Exact, clock-free instants from RFC 3339 `date-time` text (§5.6). An instant is whole seconds
 * since 1970-01-01T00:00:00Z plus the fraction of a second as the caller's own decimal digits, so
 * neither offsets nor fractional seconds are ever rounded. "Now" is always a caller timestamp.
 *
 * Accepted exactly as the gateway's schema validator (ajv-formats `date-time`) accepts them: `T`,
 * `t` or whitespace between date and time; `Z`, `z`, `±hh:mm`, `±hhmm` or `±hh` as the offset; any
 * number of fraction digits; a leap second `:60` only at 23:59 UTC, counted as the next minute's
 * `:00` (POSIX time).
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt\s](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$/;

export const SECONDS_PER_DAY = 86400;

export interface Instant {
  /** Whole seconds since the Unix epoch (UTC); negative before 1970. */
  readonly seconds: number;
  /** Fraction of a second, decimal digits without trailing zeros ("" for none). */
  readonly fraction: string;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
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

/** The inverse of daysFromCivil. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The instant an RFC 3339 date-time names, or null when the text is not one. */
export function parseInstant(text: unknown): Instant | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, digits = '', zulu, sign, oh = '00', om = '00'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 60) return null;
  if (!zulu && (Number(oh) > 23 || Number(om) > 59)) return null;
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (second === 60) {
    const utcMinuteOfDay = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
    if (utcMinuteOfDay !== 1439) return null;
  }
  const seconds = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  return { seconds, fraction: digits.replace(/0+$/, '') };
}

function compareFraction(a: string, b: string): number {
  const width = Math.max(a.length, b.length);
  const left = a.padEnd(width, '0');
  const right = b.padEnd(width, '0');
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
  return compareFraction(a.fraction, b.fraction);
}

/** `days` whole days (86 400 s each: UTC has no daylight saving) after `instant`. */
export function addDays(instant: Instant, days: number): Instant {
  return { seconds: instant.seconds + days * SECONDS_PER_DAY, fraction: instant.fraction };
}

/** Whole days elapsed from `from` to `to`, rounded down (negative when `to` is earlier). */
export function wholeDaysBetween(from: Instant, to: Instant): number {
  let whole = to.seconds - from.seconds;
  if (compareFraction(to.fraction, from.fraction) < 0) whole -= 1;
  return Math.floor(whole / SECONDS_PER_DAY);
}

/** True when more than `maxDays` days separate `captured` from `now` (exactly `maxDays` is still fresh). */
export function olderThan(captured: Instant, now: Instant, maxDays: number): boolean {
  return compareInstants(addDays(captured, maxDays), now) < 0;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** RFC 3339 text in UTC (`Z`), fraction kept digit for digit; null outside years 0000–9999. */
export function formatInstant(instant: Instant): string | null {
  const days = Math.floor(instant.seconds / SECONDS_PER_DAY);
  const secondOfDay = instant.seconds - days * SECONDS_PER_DAY;
  const { year, month, day } = civilFromDays(days);
  if (year < 0 || year > 9999) return null;
  const time = `${pad(Math.floor(secondOfDay / 3600), 2)}:${pad(Math.floor((secondOfDay % 3600) / 60), 2)}:${pad(secondOfDay % 60, 2)}`;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${time}${instant.fraction ? `.${instant.fraction}` : ''}Z`;
}
