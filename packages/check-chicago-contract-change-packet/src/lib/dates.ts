// Dates of the Contracts dataset as SoQL reads them. start_date, end_date and approval_date are
// Socrata floating timestamps (https://dev.socrata.com/docs/datatypes/floating_timestamp): the API
// returns `2024-04-01T00:00:00.000`, a writer may send `2024-04-01T00:00:00` or `2024-04-01`, and the
// portal's CSV export writes `04/01/2024` or `04/01/2024 12:00:00 AM`. SoQL's `=` is "TRUE when two
// dates are at the same time", so those spellings are one date; other text is compared as text.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const US = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2}) ([AP]M))?$/;

function daysIn(year: number, month: number): number {
  return month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function canonical(year: number, month: number, day: number, hour: number, minute: number, second: number, milli: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.${pad(milli, 3)}`;
}

/** The floating timestamp a date text names, as `YYYY-MM-DDTHH:MM:SS.mmm`; null when it is no such spelling. */
export function floatingTimestamp(value: string): string | null {
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, ms] = iso;
    return canonical(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0')));
  }
  const us = US.exec(text);
  if (us) {
    const [, mo, d, y, h, mi, s, half] = us;
    let hour = Number(h ?? 0);
    if (half !== undefined) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (half === 'PM' ? 12 : 0);
    }
    return canonical(Number(y), Number(mo), Number(d), hour, Number(mi ?? 0), Number(s ?? 0), 0);
  }
  return null;
}

/** How two recorded dates relate: `same` (one floating timestamp, or one text), `later`/`earlier` (both dates), `different` (text). */
export type DateMove = 'same' | 'later' | 'earlier' | 'different';

export function dateMove(from: string, to: string): DateMove {
  const a = floatingTimestamp(from);
  const b = floatingTimestamp(to);
  if (a !== null && b !== null) return a === b ? 'same' : b > a ? 'later' : 'earlier';
  return from === to ? 'same' : 'different';
}
