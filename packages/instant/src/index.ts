/**
 * Exact RFC 3339 date-times without a clock, a time zone database or `Date`: an instant is whole
 * seconds since 1970-01-01T00:00:00Z plus the fraction of the second as the caller's own decimal
 * digits, so neither an offset nor a fractional digit is ever rounded away. "Now" is always a
 * timestamp the caller supplies.
 */

export interface Instant {
  /** Whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970); exact for years 0000–9999. */
  readonly seconds: number;
  /** The fraction of the second as written, trailing zeros removed ("" for none). */
  readonly fraction: string;
}

export interface ParseOptions {
  /**
   * Also read what JSON Schema `format: "date-time"` validators accept beyond RFC 3339 (ajv-formats
   * 3, the gateway's validator): a `±hh` or `±hhmm` offset, and any one whitespace character between
   * date and time. For products whose schema declares `format: "date-time"` and whose parser must
   * read every string the schema lets through.
   */
  readonly lenient?: boolean;
}

export type DateTimeProblem = 'syntax' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'offset' | 'leap-second';

export type DateTimeResult =
  | {
      readonly ok: true;
      readonly instant: Instant;
      /** Days since 1970-01-01 of the calendar date as written (in the text's own offset). */
      readonly day: number;
    }
  | { readonly ok: false; readonly problem: DateTimeProblem; readonly reason: string };

export type FullDateResult =
  | { readonly ok: true; /** Days since 1970-01-01. */ readonly day: number }
  | { readonly ok: false; readonly problem: 'syntax' | 'month' | 'day'; readonly reason: string };

/**
 * RFC 3339 §5.6 `date-time`: `full-date "T" full-time`, `time-offset` = `Z` / `±hh:mm`, any number
 * of `time-secfrac` digits. §5.6 NOTEs: `t` and `z` may be lower case, and a space may separate
 * date and time.
 */
const DATE_TIME = /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt ]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?([Zz]|([+-])([0-9]{2}):([0-9]{2}))$/;
/** The same, plus what ajv-formats 3 `date-time` accepts: `±hh`, `±hhmm`, any whitespace separator. */
const LENIENT_DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt\s]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]+))?([Zz]|([+-])([0-9]{2})(?::?([0-9]{2}))?)$/;
/** RFC 3339 §5.6 `full-date`. */
const FULL_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

const SECONDS_PER_DAY = 86400;
const SYNTAX = 'not an RFC 3339 date-time';

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** RFC 3339 Appendix C. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of daysFromCivil. */
function civilFromDays(days: number): { year: number; month: number; day: number } {
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

function dateProblem(y: string, mo: string, d: string): { problem: 'month' | 'day'; reason: string } | null {
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12) return { problem: 'month', reason: `month ${mo} is not 01–12` };
  if (day < 1 || day > daysInMonth(year, month)) return { problem: 'day', reason: `day ${d} does not exist in ${y}-${mo}` };
  return null;
}

function failure(problem: DateTimeProblem, reason: string): DateTimeResult {
  return { ok: false, problem, reason };
}

function trimZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 0x30) end--;
  return digits.slice(0, end);
}

/**
 * Reads an RFC 3339 §5.6 `date-time`. The offset is applied; every fractional digit is kept;
 * month and day are checked against the calendar (Appendix C); hour 00–23, minute 00–59, second
 * 00–60 with 60 (a leap second) only at 23:59:60 UTC (§5.7), counted as the next minute's :00 as
 * in POSIX time. A failure names the first field at fault with a short English reason.
 */
export function parseDateTime(text: string, options: ParseOptions = {}): DateTimeResult {
  const match = (options.lenient ? LENIENT_DATE_TIME : DATE_TIME).exec(text);
  if (!match) return failure('syntax', SYNTAX);
  const [, y = '', mo = '', d = '', h = '', mi = '', s = '', digits = '', offset = '', sign, oh = '0', om = '0'] = match;
  const invalidDate = dateProblem(y, mo, d);
  if (invalidDate) return failure(invalidDate.problem, invalidDate.reason);
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (hour > 23) return failure('hour', `hour ${h} is not 00–23`);
  if (minute > 59) return failure('minute', `minute ${mi} is not 00–59`);
  if (second > 60) return failure('second', `second ${s} is not 00–60`);
  if (sign !== undefined && (Number(oh) > 23 || Number(om) > 59)) return failure('offset', `offset ${offset} is not a valid time-numoffset`);
  const offsetMinutes = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (second === 60 && ((((hour * 60 + minute - offsetMinutes) % 1440) + 1440) % 1440) !== 1439) {
    return failure('leap-second', 'second 60 (a leap second) is only valid at 23:59 UTC');
  }
  const day = daysFromCivil(Number(y), Number(mo), Number(d));
  const seconds = day * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  return { ok: true, instant: { seconds, fraction: trimZeros(digits) }, day };
}

/** The instant an RFC 3339 date-time names, or null when `text` is not one (or not a string). */
export function parseInstant(text: unknown, options: ParseOptions = {}): Instant | null {
  if (typeof text !== 'string') return null;
  const parsed = parseDateTime(text, options);
  return parsed.ok ? parsed.instant : null;
}

/** Reads an RFC 3339 §5.6 `full-date` (`2026-04-01`), checked against the calendar (Appendix C). */
export function parseFullDate(text: string): FullDateResult {
  const match = FULL_DATE.exec(text);
  if (!match) return { ok: false, problem: 'syntax', reason: 'not an RFC 3339 full-date' };
  const [, y = '', mo = '', d = ''] = match;
  const invalid = dateProblem(y, mo, d);
  if (invalid) return { ok: false, ...invalid };
  return { ok: true, day: daysFromCivil(Number(y), Number(mo), Number(d)) };
}

/**
 * Compares two fractions as if both were padded with zeros to the same width, without padding:
 * the work is the common prefix, not the longer fraction (a fraction read by parseDateTime ends in
 * a non-zero digit, so the tail of the longer one is decided by its last digit).
 */
function compareFractions(a: string, b: string): number {
  if (a === b) return 0;
  const aShorter = a.length <= b.length;
  const shorter = aShorter ? a : b;
  const longer = aShorter ? b : a;
  // The first difference lies within the shorter one: it decides, as it would after padding.
  if (!longer.startsWith(shorter)) return a < b ? -1 : 1;
  // The longer one is the shorter one plus a tail: greater unless the tail is all zeros.
  for (let i = longer.length - 1; i >= shorter.length; i--) {
    if (longer.charCodeAt(i) !== 0x30) return aShorter ? -1 : 1;
  }
  return 0;
}

/** -1, 0 or 1 as `a` is before, at or after `b`, exact to the last fractional digit. */
export function compareInstants(a: Instant, b: Instant): -1 | 0 | 1 {
  if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
  return compareFractions(a.fraction, b.fraction) as -1 | 0 | 1;
}

function wholeNumber(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, not ${value}`);
  return value;
}

/** `seconds` whole seconds after `instant` (before it when negative). */
export function addSeconds(instant: Instant, seconds: number): Instant {
  return { seconds: instant.seconds + wholeNumber(seconds, 'seconds'), fraction: instant.fraction };
}

/** `days` whole days of 86 400 s after `instant` (UTC has no daylight saving; leap seconds are not counted, as in POSIX time). */
export function addDays(instant: Instant, days: number): Instant {
  return { seconds: instant.seconds + wholeNumber(days, 'days') * SECONDS_PER_DAY, fraction: instant.fraction };
}

/** Whole days elapsed from `from` to `to`, rounded down (negative when `to` is earlier). */
export function wholeDaysBetween(from: Instant, to: Instant): number {
  let whole = to.seconds - from.seconds;
  if (compareFractions(to.fraction, from.fraction) < 0) whole -= 1;
  return Math.floor(whole / SECONDS_PER_DAY);
}

/** True when more than `maxDays` whole days separate `captured` from `now` (exactly `maxDays` is not older). */
export function olderThan(captured: Instant, now: Instant, maxDays: number): boolean {
  return compareInstants(addDays(captured, maxDays), now) < 0;
}

/** Exact decimal text of `units / 10^scale`: no exponent, no trailing fractional zeros, never "-0". */
function decimalText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = trimZeros(digits.slice(digits.length - scale));
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function scaled(instant: Instant, scale: number): bigint {
  return BigInt(instant.seconds) * 10n ** BigInt(scale) + BigInt(instant.fraction.padEnd(scale, '0') || '0');
}

/**
 * Up to this many fractional digits the exact differences go through BigInt; beyond it (only
 * absurdly precise timestamps) through linear digit arithmetic, since BigInt's decimal conversion
 * grows with the square of the digits. Both give the same text (test/arithmetic.test.ts).
 */
const BIGINT_DIGITS = 64;
const DIGITS_ONLY = /^[0-9]*$/;

/** Whole and fractional digits as exact decimal text: no trailing fractional zeros, never "-0". */
function wholeAndFraction(negative: boolean, whole: number, fraction: string): string {
  const digits = trimZeros(fraction);
  return `${negative && (whole !== 0 || digits !== '') ? '-' : ''}${whole}${digits ? `.${digits}` : ''}`;
}

/**
 * `a − b` for two digit strings read as fractions of one (`0.a − 0.b`), padded with zeros to the
 * longer: the digits of the difference modulo 1, and whether it borrowed a whole one (a < b).
 */
function subtractFractions(a: string, b: string): { digits: string; borrow: 0 | 1 } {
  const width = Math.max(a.length, b.length);
  const left = a.padEnd(width, '0');
  const right = b.padEnd(width, '0');
  // 15 digits at a time, from the last: each chunk is exact in a double (below 2^53).
  const chunks: string[] = [];
  let borrow: 0 | 1 = 0;
  for (let end = width; end > 0; end -= 15) {
    const start = Math.max(0, end - 15);
    let chunk: number = Number(left.slice(start, end)) - Number(right.slice(start, end)) - borrow;
    borrow = chunk < 0 ? 1 : 0;
    if (borrow) chunk += 10 ** (end - start);
    chunks.push(String(chunk).padStart(end - start, '0'));
  }
  return { digits: chunks.reverse().join(''), borrow };
}

/** `to − from` by digit arithmetic, for fractions too long for BigInt's quadratic decimal conversion. */
function longDifference(from: Instant, to: Instant): string {
  const order = compareInstants(to, from);
  if (order === 0) return '0';
  const [later, earlier] = order > 0 ? [to, from] : [from, to];
  const { digits, borrow } = subtractFractions(later.fraction, earlier.fraction);
  return wholeAndFraction(order < 0, later.seconds - earlier.seconds - borrow, digits);
}

/** Seconds since 1970-01-01T00:00:00Z as exact decimal text: "482196050.52", "-0.5", "0". */
export function epochSeconds(instant: Instant): string {
  if (instant.fraction.length > BIGINT_DIGITS && DIGITS_ONLY.test(instant.fraction)) {
    if (instant.seconds >= 0) return wholeAndFraction(false, instant.seconds, instant.fraction);
    // −s + 0.f = −((s − 1) + (1 − 0.f)); 1 − 0.f is 0 − 0.f with a borrow, unless f is zero.
    const { digits, borrow } = subtractFractions('', instant.fraction);
    return wholeAndFraction(true, -instant.seconds - borrow, digits);
  }
  return decimalText(scaled(instant, instant.fraction.length), instant.fraction.length);
}

/** `to − from` in seconds as exact decimal text (negative when `to` is earlier): "90", "0.000000001". */
export function secondsBetween(from: Instant, to: Instant): string {
  const scale = Math.max(from.fraction.length, to.fraction.length);
  if (scale > BIGINT_DIGITS && DIGITS_ONLY.test(from.fraction) && DIGITS_ONLY.test(to.fraction)) return longDifference(from, to);
  return decimalText(scaled(to, scale) - scaled(from, scale), scale);
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** RFC 3339 text in UTC (`Z`), every fractional digit kept; null outside years 0000–9999. */
export function formatInstant(instant: Instant): string | null {
  const days = Math.floor(instant.seconds / SECONDS_PER_DAY);
  const secondOfDay = instant.seconds - days * SECONDS_PER_DAY;
  const { year, month, day } = civilFromDays(days);
  if (year < 0 || year > 9999) return null;
  const time = `${pad(Math.floor(secondOfDay / 3600), 2)}:${pad(Math.floor((secondOfDay % 3600) / 60), 2)}:${pad(secondOfDay % 60, 2)}`;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${time}${instant.fraction ? `.${instant.fraction}` : ''}Z`;
}

/** What a schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too): checks read such values so. */
export const SCHEMA_DATE_TIME: ParseOptions = Object.freeze({ lenient: true });

/** The fractional-second digits of a date-time as written (0 without a fraction): a check declines absurd precision by it. */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  if (dot < 0) return 0;
  let end = dot + 1;
  while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
  return end - dot - 1;
}

/** A date-time the product schema has already checked; `where` names it in the error a bug would raise. */
export function requireInstant(text: string, where: string): Instant {
  const instant = parseInstant(text, SCHEMA_DATE_TIME);
  // The schema's date-time format admits exactly what parseInstant reads leniently; reaching this is a bug.
  if (!instant) throw new Error(`${where} is not an RFC 3339 date-time: ${text}`);
  return instant;
}
