/**
 * RFC 3339 date-times as exact instants, without the clock or the host's time zone: the caller's
 * own timestamps are compared. Accepts what the request schema accepts (ajv-formats `date-time`:
 * `T`, `t` or a space between date and time, `Z`/`z` or an offset `±hh`, `±hhmm`, `±hh:mm`, any
 * number of fraction digits, a leap second `:60`). Fractions are compared as digit strings, so
 * no precision is lost.
 */
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt\s](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

export interface Instant {
  /** Whole seconds since 1970-01-01T00:00:00Z (leap seconds counted as :60 of their minute). */
  seconds: number;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function parseInstant(text: string): Instant | null {
  const match = RFC3339.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] = match;
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60);
  const seconds =
    daysFromCivil(Number(year), Number(month), Number(day)) * 86400 + Number(hour) * 3600 + Number(minute) * 60 + Number(second) - offset;
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 0x30) end--;
  return { seconds, fraction: fraction.slice(0, end) };
}

/** Negative when `a` is earlier, 0 when equal, positive when later. */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.seconds !== b.seconds) return a.seconds - b.seconds;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(width, '0');
  const fb = b.fraction.padEnd(width, '0');
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}
