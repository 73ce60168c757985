import { fromNumber, type Decimal } from './decimal.js';

/**
 * RFC 3339 §5.6 `date-time`, exactly: `2026-03-02T12:00:00Z`, `1996-12-19T16:39:57-08:00`,
 * `1985-04-12T23:20:50.52Z`, with any number of fractional digits. As §5.6 permits, `t` and `z` may
 * be lower case and a single space may stand for the `T`. No clock is read: the result is the
 * exact number of seconds since 1970-01-01T00:00:00Z, computed from the calendar fields.
 */
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:([Zz])|([+-])([0-9]{2}):([0-9]{2}))$/;

/** Seconds in year 10000: a larger Unix time is no RFC 3339 date (likely milliseconds). */
const YEAR_10000 = 253402300800;

export type Parsed = { ok: true; seconds: Decimal } | { ok: false; reason: string };

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** RFC 3339 Appendix C. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
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

export function parseRfc3339(text: string): Parsed {
  const match = DATE_TIME.exec(text);
  if (!match) return { ok: false, reason: 'not an RFC 3339 date-time with a UTC offset, e.g. 2026-03-02T12:00:00Z' };
  const [, y, mo, d, h, mi, s, fraction = '', zulu, sign, oh, om] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12) return { ok: false, reason: `month ${mo} is not 01–12` };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, reason: `day ${d} does not exist in ${y}-${mo}` };
  if (hour > 23) return { ok: false, reason: `hour ${h} is not 00–23` };
  if (minute > 59) return { ok: false, reason: `minute ${mi} is not 00–59` };
  if (second > 60) return { ok: false, reason: `second ${s} is not 00–60` };
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (!zulu && (Number(oh) > 23 || Number(om) > 59)) return { ok: false, reason: `offset ${sign}${oh}:${om} is not a valid time-numoffset` };
  const utcMinuteOfDay = (((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440;
  // RFC 3339 §5.7: a leap second is 23:59:60 UTC; it is counted as the next minute's :00 (POSIX time).
  if (second === 60 && utcMinuteOfDay !== 1439) return { ok: false, reason: 'second 60 (a leap second) is only valid at 23:59 UTC' };
  const whole = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  return { ok: true, seconds: { units: BigInt(whole) * 10n ** BigInt(fraction.length) + BigInt(fraction || '0'), scale: fraction.length } };
}

/** An event time: an RFC 3339 string, or a JSON number of seconds since the Unix epoch. */
export function parseInstant(value: unknown): Parsed {
  if (typeof value === 'string') return parseRfc3339(value);
  if (typeof value === 'number') {
    if (Math.abs(value) >= YEAR_10000) return { ok: false, reason: 'Unix seconds beyond year 9999 (milliseconds?)' };
    return { ok: true, seconds: fromNumber(value) };
  }
  return { ok: false, reason: 'expected an RFC 3339 date-time string or Unix seconds' };
}
