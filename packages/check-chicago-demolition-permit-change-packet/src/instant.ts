import Big from 'big.js';

/**
 * RFC 3339 §5.6 `date-time` (`2026-03-01T06:00:00Z`, `2026-03-01T00:00:00.5-06:00`; `t`/`z` may be
 * lower case and a space may stand for the `T`) as exact seconds since 1970-01-01T00:00:00Z,
 * computed from the calendar fields: no clock, no time zone database, no `Date`.
 * Anything else (a SODA floating timestamp without an offset included) gives null.
 */
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,20}))?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function instantOf(text: unknown): Big | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, sign, oh, om] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 60) return null;
  if (sign !== undefined && (Number(oh) > 23 || Number(om) > 59)) return null;
  const offsetMinutes = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const whole = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  const seconds = new Big(whole);
  return fraction === undefined ? seconds : seconds.plus(new Big(`0.${fraction}`));
}

/** True when `later` is strictly after `earlier`; null when either is not an RFC 3339 date-time. */
export function isAfter(later: unknown, earlier: unknown): boolean | null {
  const a = instantOf(later);
  const b = instantOf(earlier);
  if (a === null || b === null) return null;
  return a.gt(b);
}
