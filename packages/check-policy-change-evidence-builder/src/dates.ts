import type { Decimal } from './decimal.js';

/**
 * An effective date: an RFC 3339 `full-date` (`2026-04-01`) or `date-time`
 * (`2026-04-01T00:00:00+02:00`; `t`/`z` lower case and a space for `T` allowed, §5.6). Calendar
 * validity per Appendix C. No clock is read: days and seconds are computed from the fields.
 */
const FULL_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?(?:([Zz])|([+-])([0-9]{2}):([0-9]{2}))$/;

export interface EffectiveDate {
  /** Days since 1970-01-01 of the calendar date as written (in its own offset for a date-time). */
  day: number;
  /** Seconds since the epoch, exact, for a date-time; null for a date alone. */
  instant: Decimal | null;
}

export type ParsedDate = { ok: true; value: EffectiveDate } | { ok: false; reason: string };

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

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

function checkDate(y: string, mo: string, d: string): string | null {
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12) return `month ${mo} is not 01–12`;
  if (day < 1 || day > daysInMonth(year, month)) return `day ${d} does not exist in ${y}-${mo}`;
  return null;
}

export function parseEffectiveDate(value: unknown): ParsedDate {
  if (typeof value !== 'string') return { ok: false, reason: 'an effective date is a string such as 2026-04-01' };
  const date = FULL_DATE.exec(value);
  if (date) {
    const [, y, mo, d] = date as unknown as [string, string, string, string];
    const problem = checkDate(y, mo, d);
    if (problem) return { ok: false, reason: problem };
    return { ok: true, value: { day: daysFromCivil(Number(y), Number(mo), Number(d)), instant: null } };
  }
  const match = DATE_TIME.exec(value);
  if (!match) return { ok: false, reason: 'not an RFC 3339 full-date (2026-04-01) or date-time with a UTC offset' };
  const [, y, mo, d, h, mi, s, fraction = '', zulu, sign, oh, om] = match as unknown as string[];
  const problem = checkDate(y!, mo!, d!);
  if (problem) return { ok: false, reason: problem };
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (hour > 23 || minute > 59 || second > 60) return { ok: false, reason: `time ${h}:${mi}:${s} does not exist` };
  if (!zulu && (Number(oh) > 23 || Number(om) > 59)) return { ok: false, reason: `offset ${sign}${oh}:${om} is not a valid time-numoffset` };
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  const day = daysFromCivil(Number(y), Number(mo), Number(d));
  const whole = day * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  return { ok: true, value: { day, instant: { units: BigInt(whole) * 10n ** BigInt(fraction.length) + BigInt(fraction || '0'), scale: fraction.length } } };
}
