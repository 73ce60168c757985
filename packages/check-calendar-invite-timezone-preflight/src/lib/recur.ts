/**
 * The RECUR value of an RRULE (RFC 5545 §3.3.10, with RFC 7529's RSCALE and SKIP), read part by
 * part with hand-written matchers (no pattern of caller text): what the grammar rejects, and which
 * rule parts the RFC forbids for the rule's FREQ or for a DATE DTSTART. Linear in the rule's length.
 */

export const FREQUENCIES = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const WEEKDAYS = new Set(['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']);
const SKIP_VALUES = new Set(['OMIT', 'BACKWARD', 'FORWARD']);

export interface RecurReading {
  /** The parts in the rule's order (a repeated part is kept once, at its first place). */
  parts: Map<string, string>;
  freq: Frequency | null;
  /** Grammar faults, each said once, in the order met: RRULE_INVALID. */
  invalid: string[];
  /** Parts RFC 5545 forbids with this FREQ (or without another BYxxx part): RRULE_PART_NOT_ALLOWED. */
  notAllowed: { part: string; reason: string }[];
  /** BYSECOND, BYMINUTE, BYHOUR present (forbidden with a DATE DTSTART, which the caller knows). */
  timeParts: string[];
}

const isDigits = (text: string, min: number, max: number): boolean => {
  if (text.length < min || text.length > max) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};

/** `1*width DIGIT` within [low, high]; `signed` allows a leading + or - (plus/minus of the grammar). */
function integerIn(text: string, width: number, low: number, high: number, signed: boolean): boolean {
  const body = signed && (text.startsWith('+') || text.startsWith('-')) ? text.slice(1) : text;
  if (!isDigits(body, 1, width)) return false;
  const value = Number(body);
  return value >= low && value <= high;
}

/** weekdaynum = [[plus / minus] ordwk] weekday; ordwk = 1*2DIGIT (1 to 53). Returns whether it has an ordinal, or null if invalid. */
function weekdayNum(text: string): { ordinal: boolean } | null {
  const day = text.slice(-2).toUpperCase();
  if (text.length < 2 || !WEEKDAYS.has(day)) return null;
  const ord = text.slice(0, -2);
  if (ord === '') return { ordinal: false };
  return integerIn(ord, 2, 1, 53, true) ? { ordinal: true } : null;
}

/** BYMONTH values: 1 to 12; with RSCALE (RFC 7529 §4.2) a leap month is written with an L suffix (5L). */
const monthNum = (text: string, rscale: boolean) =>
  integerIn(text, 2, 1, 12, false) || (rscale && (text.endsWith('L') || text.endsWith('l')) && integerIn(text.slice(0, -1), 2, 1, 12, false));

/** Each BYxxx list item's grammar (RFC 5545 §3.3.10 ABNF). */
const LIST_ITEM: Record<string, (item: string, rscale: boolean) => boolean> = {
  BYSECOND: (v) => integerIn(v, 2, 0, 60, false),
  BYMINUTE: (v) => integerIn(v, 2, 0, 59, false),
  BYHOUR: (v) => integerIn(v, 2, 0, 23, false),
  BYDAY: (v) => weekdayNum(v) !== null,
  BYMONTHDAY: (v) => integerIn(v, 2, 1, 31, true),
  BYYEARDAY: (v) => integerIn(v, 3, 1, 366, true),
  BYWEEKNO: (v) => integerIn(v, 2, 1, 53, true),
  BYMONTH: monthNum,
  BYSETPOS: (v) => integerIn(v, 3, 1, 366, true),
};

const RANGE: Record<string, string> = {
  BYSECOND: '0 to 60',
  BYMINUTE: '0 to 59',
  BYHOUR: '0 to 23',
  BYDAY: '[+/-][1 to 53]SU..SA',
  BYMONTHDAY: '±1 to ±31',
  BYYEARDAY: '±1 to ±366',
  BYWEEKNO: '±1 to ±53',
  BYMONTH: '1 to 12',
  BYSETPOS: '±1 to ±366',
};

const BY_PARTS = ['BYSECOND', 'BYMINUTE', 'BYHOUR', 'BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH'] as const;
const TIME_PARTS = ['BYSECOND', 'BYMINUTE', 'BYHOUR'] as const;

/** An x-name (`X-` then letters, digits, dashes) or an iana-token (letters, digits, dashes). */
const isToken = (text: string, start: number): boolean => {
  if (text.length <= start) return false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45)) return false;
  }
  return true;
};

/**
 * Reads an RRULE value (a leading `RRULE:` accepted). Null when it is not a list of NAME=VALUE
 * parts. Part names and enumerated values are case-insensitive (RFC 5545 §2, §3.1).
 */
export function readRecur(raw: string): RecurReading | null {
  const text = raw.trim().replace(/^RRULE:/i, '');
  if (text === '') return null;
  const parts = new Map<string, string>();
  const invalid = new Set<string>();
  for (const part of text.split(';')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const name = part.slice(0, eq).trim().toUpperCase();
    const value = part.slice(eq + 1).trim();
    // RFC 5545 §3.3.10: "rule parts ... MUST NOT occur more than once".
    if (parts.has(name)) invalid.add(`${name} appears more than once`);
    else parts.set(name, value);
  }
  const rscale = parts.has('RSCALE');
  let freq: Frequency | null = null;
  for (const [name, value] of parts) {
    if (name === 'FREQ') {
      const upper = value.toUpperCase();
      freq = (FREQUENCIES as readonly string[]).includes(upper) ? (upper as Frequency) : null;
      if (freq === null) invalid.add(`FREQ ${value} is not one of ${FREQUENCIES.join(', ')}`);
    } else if (name === 'INTERVAL') {
      if (!isDigits(value, 1, 15) || Number(value) < 1) invalid.add(`INTERVAL ${value} is not a positive integer`);
    } else if (name === 'COUNT') {
      // The grammar says 1*DIGIT, but DTSTART "always counts as the first occurrence": libical rejects COUNT < 1.
      if (!isDigits(value, 1, 15) || Number(value) < 1) invalid.add(`COUNT ${value} is not a positive integer`);
    } else if (name === 'WKST') {
      if (!WEEKDAYS.has(value.toUpperCase())) invalid.add(`WKST ${value} is not a weekday (SU to SA)`);
    } else if (name === 'RSCALE') {
      if (!isToken(value, 0)) invalid.add(`RSCALE ${value} is not a calendar scale name`);
    } else if (name === 'SKIP') {
      if (!SKIP_VALUES.has(value.toUpperCase())) invalid.add(`SKIP ${value} is not OMIT, BACKWARD or FORWARD`);
      // RFC 7529 §4: SKIP only together with RSCALE.
      if (!rscale) invalid.add('SKIP without RSCALE');
    } else if (name === 'UNTIL') {
      // Read by the caller (its value type depends on DTSTART).
    } else if (Object.hasOwn(LIST_ITEM, name)) {
      const item = LIST_ITEM[name] as (v: string, r: boolean) => boolean;
      const bad = value.split(',').find((v) => !item(v.trim(), rscale));
      if (bad !== undefined) invalid.add(`${name} value ${bad === '' ? '(empty)' : bad} is not ${RANGE[name]}`);
    } else if (!(name.startsWith('X-') && isToken(name, 2))) {
      invalid.add(`${name} is not a rule part`);
    }
  }
  if (!parts.has('FREQ')) invalid.add('FREQ is missing');
  if (parts.has('COUNT') && parts.has('UNTIL')) invalid.add('COUNT and UNTIL together');

  const notAllowed: { part: string; reason: string }[] = [];
  if (freq !== null) {
    const byday = parts.get('BYDAY');
    const numericByday = byday !== undefined && byday.split(',').some((v) => weekdayNum(v.trim())?.ordinal === true);
    if (numericByday && freq !== 'MONTHLY' && freq !== 'YEARLY') notAllowed.push({ part: 'BYDAY', reason: `BYDAY with an ordinal (e.g. 1MO) needs FREQ=MONTHLY or YEARLY, not ${freq}` });
    if (numericByday && freq === 'YEARLY' && parts.has('BYWEEKNO')) notAllowed.push({ part: 'BYDAY', reason: 'BYDAY with an ordinal together with BYWEEKNO' });
    if (parts.has('BYMONTHDAY') && freq === 'WEEKLY') notAllowed.push({ part: 'BYMONTHDAY', reason: 'BYMONTHDAY with FREQ=WEEKLY' });
    if (parts.has('BYYEARDAY') && (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY')) notAllowed.push({ part: 'BYYEARDAY', reason: `BYYEARDAY with FREQ=${freq}` });
    if (parts.has('BYWEEKNO') && freq !== 'YEARLY') notAllowed.push({ part: 'BYWEEKNO', reason: `BYWEEKNO with FREQ=${freq} (only YEARLY)` });
  }
  if (parts.has('BYSETPOS') && !BY_PARTS.some((name) => parts.has(name))) notAllowed.push({ part: 'BYSETPOS', reason: 'BYSETPOS without another BYxxx part' });

  return { parts, freq, invalid: [...invalid], notAllowed, timeParts: TIME_PARTS.filter((name) => parts.has(name)) };
}
