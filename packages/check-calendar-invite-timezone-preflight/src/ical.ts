/**
 * iCalendar (RFC 5545) DATE / DATE-TIME values as this product receives them, and the zone math
 * on top of luxon (which reads the runtime's IANA data through Intl). No DST arithmetic is done
 * here: offsets always come from luxon's IANAZone.
 */
import { DateTime, IANAZone } from 'luxon';

export type ValueType = 'DATE' | 'DATE-TIME';
export type Form = 'date' | 'utc' | 'zoned' | 'floating';

export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export type Parsed =
  | {
      ok: true;
      type: ValueType;
      form: Form;
      wall: Wall;
      /** The TZID that applies (parameter or the event's tzid), null for date and floating values. */
      tzid: string | null;
      /** True when the value says Z and a TZID parameter was supplied too (RFC 5545 forbids TZID on UTC times); tzid then holds it. */
      tzidOnUtc: boolean;
      /** Declared VALUE parameter or value_type, if any. */
      declared: ValueType | null;
    }
  | { ok: false; reason: string };

const PROPERTY_PREFIX = /^(?:DTSTART|DTEND)(?=[;:])[;:]?/i;
const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

function declaredType(text: string | undefined): ValueType | null | 'invalid' {
  if (text === undefined) return null;
  const upper = text.trim().toUpperCase();
  if (upper === 'DATE' || upper === 'DATE-TIME') return upper;
  return 'invalid';
}

/** Splits `TZID=America/Chicago;VALUE=DATE-TIME:20261108T013000` into parameters and the value. */
function splitParameters(raw: string): { params: Map<string, string>; value: string } {
  const text = raw.trim().replace(PROPERTY_PREFIX, '');
  const params = new Map<string, string>();
  const colon = text.lastIndexOf(':');
  if (colon === -1) return { params, value: text };
  for (const part of text.slice(0, colon).split(';')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim().toUpperCase();
    const value = eq === -1 ? '' : part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    params.set(name, value);
  }
  return { params, value: text.slice(colon + 1).trim() };
}

function validWall(wall: Wall): boolean {
  // A calendar check in a zone without transitions: rejects 20260230 and 25:00:00.
  return DateTime.fromObject(wall, { zone: 'UTC' }).isValid;
}

export function parseValue(raw: string, eventValueType: unknown, eventTzid: unknown): Parsed {
  const { params, value } = splitParameters(raw);
  const fromParam = declaredType(params.get('VALUE'));
  const fromEvent = declaredType(typeof eventValueType === 'string' ? eventValueType : undefined);
  if (fromParam === 'invalid' || fromEvent === 'invalid') return { ok: false, reason: 'unknown VALUE type' };
  const declared = fromParam ?? fromEvent;
  const paramTzid = params.get('TZID');
  const fallbackTzid = typeof eventTzid === 'string' && eventTzid.trim() !== '' ? eventTzid.trim() : null;

  const date = DATE.exec(value);
  if (date) {
    if (declared === 'DATE-TIME') return { ok: false, reason: 'VALUE=DATE-TIME but the value is a DATE' };
    const wall = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), hour: 0, minute: 0, second: 0 };
    if (!validWall(wall)) return { ok: false, reason: 'not a calendar date' };
    return { ok: true, type: 'DATE', form: 'date', wall, tzid: null, tzidOnUtc: false, declared };
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return { ok: false, reason: 'not an iCalendar DATE or DATE-TIME' };
  if (declared === 'DATE') return { ok: false, reason: 'VALUE=DATE but the value is a DATE-TIME' };
  const wall = {
    year: Number(dateTime[1]),
    month: Number(dateTime[2]),
    day: Number(dateTime[3]),
    hour: Number(dateTime[4]),
    minute: Number(dateTime[5]),
    second: Number(dateTime[6]),
  };
  // RFC 5545 allows second 60 (leap second); luxon does not, and no zone math depends on it.
  if (!validWall({ ...wall, second: Math.min(wall.second, 59) })) return { ok: false, reason: 'not a calendar date-time' };
  const utc = dateTime[7] === 'Z';
  const tzid = paramTzid ?? fallbackTzid;
  if (utc) return { ok: true, type: 'DATE-TIME', form: 'utc', wall, tzid: paramTzid ?? null, tzidOnUtc: paramTzid !== undefined, declared };
  if (tzid !== null) return { ok: true, type: 'DATE-TIME', form: 'zoned', wall, tzid, tzidOnUtc: false, declared };
  return { ok: true, type: 'DATE-TIME', form: 'floating', wall, tzid: null, tzidOnUtc: false, declared };
}

/** Whether the runtime's IANA data (via Intl) knows the zone. */
export function isKnownZone(tzid: string): boolean {
  return IANAZone.isValidZone(tzid);
}

export type LocalTimeStatus =
  | { kind: 'normal'; instant: number }
  | { kind: 'nonexistent'; shiftedTo: Wall; instant: number; offsetBefore: number; offsetAfter: number }
  | { kind: 'ambiguous'; earlier: number; later: number; offsetBefore: number; offsetAfter: number };

const DAY_MS = 86_400_000;

function wallAsUtcMillis(wall: Wall): number {
  return DateTime.fromObject({ ...wall, second: Math.min(wall.second, 59) }, { zone: 'UTC' }).toMillis();
}

function wallOf(dt: DateTime): Wall {
  return { year: dt.year, month: dt.month, day: dt.day, hour: dt.hour, minute: dt.minute, second: dt.second };
}

function sameWall(a: Wall, b: Wall): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;
}

/**
 * Classifies a local wall time in a known zone. Nonexistent: converting it into the zone and back
 * does not reproduce it (luxon moves times in a spring-forward gap). Ambiguous: the offsets in
 * force a day before and a day after both map it to an instant that reads back as the same wall
 * time, and the two instants differ (fall-back overlap).
 */
export function classifyLocalTime(wall: Wall, tzid: string): LocalTimeStatus {
  const zone = IANAZone.create(tzid);
  const clamped = { ...wall, second: Math.min(wall.second, 59) };
  const local = wallAsUtcMillis(clamped);
  const offsetBefore = zone.offset(local - DAY_MS);
  const offsetAfter = zone.offset(local + DAY_MS);
  const resolved = DateTime.fromObject(clamped, { zone });
  if (!sameWall(wallOf(resolved), clamped)) {
    return { kind: 'nonexistent', shiftedTo: wallOf(resolved), instant: resolved.toMillis(), offsetBefore, offsetAfter };
  }
  const instants = new Set<number>();
  for (const offset of [offsetBefore, offsetAfter]) {
    const instant = local - offset * 60_000;
    if (zone.offset(instant) === offset) instants.add(instant);
  }
  if (instants.size === 2) {
    const [a, b] = [...instants] as [number, number];
    return { kind: 'ambiguous', earlier: Math.min(a, b), later: Math.max(a, b), offsetBefore, offsetAfter };
  }
  return { kind: 'normal', instant: resolved.toMillis() };
}

export function utcIso(millis: number): string {
  return DateTime.fromMillis(millis, { zone: 'UTC' }).toISO({ suppressMilliseconds: true }) as string;
}

export function wallIso(wall: Wall): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(wall.year, 4)}-${p(wall.month)}-${p(wall.day)}T${p(wall.hour)}:${p(wall.minute)}:${p(wall.second)}`;
}

export function wallMillis(wall: Wall): number {
  return wallAsUtcMillis(wall);
}

/** RRULE parts (names upper-cased); a leading "RRULE:" is accepted. */
export function parseRrule(raw: string): Map<string, string> | null {
  const text = raw.trim().replace(/^RRULE:/i, '');
  if (text === '') return null;
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    parts.set(part.slice(0, eq).trim().toUpperCase(), part.slice(eq + 1).trim());
  }
  return parts;
}
