/**
 * iCalendar (RFC 5545) DATE / DATE-TIME values as this product receives them, and the zone math
 * on top of luxon (which reads the runtime's IANA data through Intl). No DST arithmetic is done
 * here: offsets always come from the runtime's IANA data, equal to what luxon's IANAZone reads. The
 * calendar arithmetic luxon would do (validity, wall time to ms and back, ISO text, resolving a
 * local time) is luxon's own, inlined, so a run builds no DateTime per value.
 */
import { DateTime, IANAZone } from 'luxon';
import { WINDOWS_ZONES } from './windows-zones.js';

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

/** luxon's isLeapYear and daysInMonth (proleptic Gregorian). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

const between = (value: number, low: number, high: number) => Number.isInteger(value) && value >= low && value <= high;

/**
 * Exactly luxon's validity of `DateTime.fromObject(wall, { zone: 'UTC' })` (a calendar check in a
 * zone without transitions, which rejects 20260230 and 25:00:00 and accepts 24:00:00), without
 * building a DateTime.
 */
function validWall(wall: Wall): boolean {
  const { year, month, day, hour, minute, second } = wall;
  if (!Number.isInteger(year) || !between(month, 1, 12) || !between(day, 1, daysInMonth(year, month))) return false;
  const validHour = between(hour, 0, 23) || (hour === 24 && minute === 0 && second === 0);
  return validHour && between(minute, 0, 59) && between(second, 0, 59);
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

/**
 * Distinct TZIDs (ignoring ASCII case, as zone names do) outside the runtime's canonical list that
 * one request may have looked up: aliases such as US/Pacific or Asia/Kolkata (ICU's canonical name
 * is Asia/Calcutta), UTC offsets, unknown names. Each lookup builds an Intl.DateTimeFormat.
 */
export const TZID_LOOKUP_LIMIT = 32;

const asciiLower = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

let canonical: Map<string, string> | null = null;

/** The runtime's canonical zone names by their ASCII-lowercased spelling (zone names ignore ASCII case). */
function canonicalZones(): Map<string, string> {
  canonical ??= new Map(Intl.supportedValuesOf('timeZone').map((name) => [asciiLower(name), name]));
  return canonical;
}

/**
 * A known zone's offsets, from the runtime's IANA data through Intl. They are read as the
 * `longOffset` time zone name (`GMT-05:50:36`), which costs less than half of luxon's way (format
 * the wall time, subtract the instant) and gives the same minutes; test/zones.test.ts holds the two
 * equal over every canonical zone. Text that does not read as an offset falls back to luxon's way.
 */
export class Zone {
  private readonly offsetFormat: Intl.DateTimeFormat;
  private wallFormat: Intl.DateTimeFormat | null = null;

  constructor(readonly name: string) {
    this.offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: name, hour: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset' });
  }

  /** The offset in minutes at an instant (luxon's IANAZone.offset). */
  offset(instant: number): number {
    const date = new Date(instant);
    const time = date.getTime();
    if (Number.isNaN(time)) return NaN;
    const named = LONG_OFFSET.exec(this.offsetFormat.format(date));
    if (named) {
      if (named[1] === undefined) return 0;
      const seconds = Number(named[2]) * 3600 + Number(named[3]) * 60 + Number(named[4] ?? 0);
      return ((named[1] === '-' ? -seconds : seconds) * 1000) / (60 * 1000);
    }
    return this.wallOffset(date, time);
  }

  /** luxon's IANAZone.offset itself: the wall time in the zone read as UTC, minus the instant. */
  private wallOffset(date: Date, time: number): number {
    this.wallFormat ??= new Intl.DateTimeFormat('en-US', {
      hour12: false, timeZone: this.name, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', era: 'short',
    });
    const read = FORMATTED.exec(this.wallFormat.format(date).replace(/\u200E/g, ''));
    if (!read) return IANAZone.create(this.name).offset(time);
    const [, month, day, year, era, hour, minute, second] = read.map((part) => (part === 'AD' || part === 'BC' ? part : parseInt(part, 10)));
    const asUtc = localMillis(era === 'BC' ? -Math.abs(year as number) + 1 : (year as number), month as number, day as number, hour === 24 ? 0 : (hour as number), minute as number, second as number);
    const over = time % 1000;
    return (asUtc - (time - (over >= 0 ? over : 1000 + over))) / (60 * 1000);
  }
}

/** `GMT`, `GMT+05:30`, `GMT-05:50:36` at the end of the formatted hour. */
const LONG_OFFSET = /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?$/;

/** en-US with era: `11/08/2026 AD, 01:30:00` (luxon's hackyOffset pattern). */
const FORMATTED = /(\d+)\/(\d+)\/(\d+) (AD|BC),? (\d+):(\d+):(\d+)/;

/** Zones by the name their format is built with (canonical, or an alias in lower case): formats are costly and immutable. */
const zoneCache = new Map<string, Zone>();

function zoneNamed(name: string): Zone {
  let zone = zoneCache.get(name);
  if (!zone) zoneCache.set(name, (zone = new Zone(name)));
  return zone;
}

/**
 * A TZID as the runtime knows it: known (with its zone; an IANA name, or a Windows name read as the
 * IANA zone CLDR maps it to), unknown, or not looked up (past TZID_LOOKUP_LIMIT).
 */
export type ZoneLookup = { known: true; zone: Zone; source: ZoneSource; iana: string } | { known: false } | { known: null };

/** How a TZID was read: an IANA name, a Windows name (CLDR windowsZones), or a globally unique TZID by its IANA suffix. */
export type ZoneSource = 'iana' | 'windows' | 'global';

/**
 * RFC 5545 §3.2.19: a TZID that starts with "/" is a globally unique ID (`/freeassociation.sourceforge.net/Europe/Berlin`,
 * as libical, Evolution and Lightning write them). Like python icalendar, its trailing IANA name is
 * guessed, the longest suffix first. IANA names have at most three parts, so at most three suffixes
 * are tried.
 */
function globalSuffixes(tzid: string): string[] {
  if (!tzid.startsWith('/')) return [];
  const parts = tzid.split('/').filter((part) => part !== '');
  const suffixes: string[] = [];
  for (let take = Math.min(3, parts.length); take >= 1; take--) suffixes.push(parts.slice(parts.length - take).join('/'));
  return suffixes;
}

let windowsByLower: Map<string, string> | null = null;

/** The IANA zone CLDR maps a Windows zone name to (names ignore ASCII case), or undefined. */
export function windowsZone(tzid: string): string | undefined {
  windowsByLower ??= new Map([...WINDOWS_ZONES].map(([windows, iana]) => [asciiLower(windows), iana]));
  return windowsByLower.get(asciiLower(tzid.trim()));
}

export type LocalTimeStatus =
  | { kind: 'normal'; instant: number }
  | { kind: 'nonexistent'; shiftedTo: Wall; instant: number; offsetBefore: number; offsetAfter: number }
  | { kind: 'ambiguous'; earlier: number; later: number; offsetBefore: number; offsetAfter: number };

const DAY_MS = 86_400_000;

/** luxon's objToLocalTS: a clock reading as if in UTC (years 0-99 kept, not moved to 19xx). */
function localMillis(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, 0);
  if (year >= 100 || year < 0) return utc;
  const date = new Date(utc);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The wall read as UTC, second 60 read as 59 (luxon's fromObject in UTC, then toMillis). */
function wallAsUtcMillis(wall: Wall): number {
  return localMillis(wall.year, wall.month, wall.day, wall.hour, wall.minute, Math.min(wall.second, 59));
}

/** luxon's tsToObj: the clock reading of an instant at an offset in minutes. */
function wallAt(instant: number, offset: number): Wall & { millisecond: number } {
  const date = new Date(instant + offset * 60 * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

function sameWall(a: Wall, b: Wall): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;
}

/**
 * The zone lookups of one run: each TZID is looked up once (up to ASCII case), canonical names
 * without building an Intl.DateTimeFormat, other names up to TZID_LOOKUP_LIMIT; each offset and
 * each local time of a zone is computed once.
 */
export class Zones {
  private readonly lookups = new Map<string, ZoneLookup>();
  private looked = 0;
  private readonly offsets = new Map<Zone, Map<number, number>>();
  private readonly statuses = new Map<Zone, Map<number, LocalTimeStatus>>();

  lookup(tzid: string): ZoneLookup {
    const key = asciiLower(tzid);
    let found = this.lookups.get(key);
    if (found) return found;
    const name = canonicalZones().get(key);
    const windows = name === undefined ? windowsZone(tzid) : undefined;
    if (name !== undefined) found = { known: true, zone: zoneNamed(name), source: 'iana', iana: name };
    else if (windows !== undefined) {
      // CLDR's targets are zones of the runtime's data (test/windows-zones.test.ts); an alias costs one lookup, uncounted (the table is fixed).
      const zone = canonicalZones().get(asciiLower(windows)) ?? asciiLower(windows);
      found = { known: true, zone: zoneNamed(zone), source: 'windows', iana: windows };
    } else if (tzid.startsWith('/')) found = this.lookupGlobal(tzid);
    else if (this.looked >= TZID_LOOKUP_LIMIT) found = { known: null };
    else {
      this.looked++;
      found = isKnownZone(tzid) ? { known: true, zone: zoneNamed(key), source: 'iana', iana: tzid } : { known: false };
    }
    this.lookups.set(key, found);
    return found;
  }

  /** A "/"-prefixed TZID by its suffixes: canonical names first (no lookup), then aliases, each alias lookup counted. */
  private lookupGlobal(tzid: string): ZoneLookup {
    const suffixes = globalSuffixes(tzid);
    for (const suffix of suffixes) {
      const name = canonicalZones().get(asciiLower(suffix));
      if (name !== undefined) return { known: true, zone: zoneNamed(name), source: 'global', iana: name };
    }
    for (const suffix of suffixes) {
      if (this.looked >= TZID_LOOKUP_LIMIT) return { known: null };
      this.looked++;
      if (isKnownZone(suffix)) return { known: true, zone: zoneNamed(asciiLower(suffix)), source: 'global', iana: suffix };
    }
    return { known: false };
  }

  /** The zone's offset in minutes at an instant. */
  offset(zone: Zone, instant: number): number {
    let ofZone = this.offsets.get(zone);
    if (!ofZone) this.offsets.set(zone, (ofZone = new Map()));
    let offset = ofZone.get(instant);
    if (offset === undefined) ofZone.set(instant, (offset = zone.offset(instant)));
    return offset;
  }

  /**
   * Classifies a local wall time in a known zone. Nonexistent: resolving it into the zone (luxon's
   * fromObject) does not read back as it (luxon moves times in a spring-forward gap). Ambiguous: the
   * offsets in force a day before and a day after both map it to an instant that reads back as the
   * same wall time, and the two instants differ (fall-back overlap).
   */
  classify(wall: Wall, zone: Zone): LocalTimeStatus {
    const clamped = { ...wall, second: Math.min(wall.second, 59) };
    const local = wallAsUtcMillis(clamped);
    let ofZone = this.statuses.get(zone);
    if (!ofZone) this.statuses.set(zone, (ofZone = new Map()));
    // Two walls with one reading as UTC are 24:00 and 00:00 of the next day, and only 00:00 can read
    // back; readings are whole seconds, so half a millisecond keeps 24:00 apart.
    const key = clamped.hour === 24 ? local + 0.5 : local;
    let status = ofZone.get(key);
    if (!status) ofZone.set(key, (status = this.classifyOnce(clamped, local, zone)));
    return status;
  }

  private classifyOnce(clamped: Wall, local: number, zone: Zone): LocalTimeStatus {
    const offsetBefore = this.offset(zone, local - DAY_MS);
    const offsetAfter = this.offset(zone, local + DAY_MS);
    const [instant, offset] = this.resolve(local, offsetBefore, zone);
    const shown = wallAt(instant, offset);
    if (!sameWall(shown, clamped)) {
      const { millisecond: _, ...shiftedTo } = shown;
      return { kind: 'nonexistent', shiftedTo, instant, offsetBefore, offsetAfter };
    }
    const instants = new Set<number>();
    for (const offset of [offsetBefore, offsetAfter]) {
      const candidate = local - offset * 60_000;
      if (this.offset(zone, candidate) === offset) instants.add(candidate);
    }
    if (instants.size === 2) {
      const [a, b] = [...instants] as [number, number];
      return { kind: 'ambiguous', earlier: Math.min(a, b), later: Math.max(a, b), offsetBefore, offsetAfter };
    }
    return { kind: 'normal', instant };
  }

  /**
   * luxon's fixOffset, as DateTime.fromObject resolves a local time: guess an offset, correct it
   * once, and in a gap take the earlier offset's instant shown at the later offset. The first guess
   * is the offset a day before (luxon guesses the offset in force now, a clock read).
   */
  private resolve(local: number, guess: number, zone: Zone): [number, number] {
    let utc = local - guess * 60 * 1000;
    const o2 = this.offset(zone, utc);
    if (guess === o2) return [utc, guess];
    utc -= (o2 - guess) * 60 * 1000;
    const o3 = this.offset(zone, utc);
    if (o2 === o3) return [utc, o2];
    return [local - Math.min(o2, o3) * 60 * 1000, Math.max(o2, o3)];
  }
}

/** Classifies a local wall time in a known zone (see Zones.classify). */
export function classifyLocalTime(wall: Wall, tzid: string, zones: Zones = new Zones()): LocalTimeStatus {
  const lookup = zones.lookup(tzid);
  if (!lookup.known) throw new RangeError(`not a known time zone: ${tzid}`);
  return zones.classify(wall, lookup.zone);
}

const pad = (n: number, width = 2): string => (n < 0 ? `-${String(-n).padStart(width, '0')}` : String(n).padStart(width, '0'));

/** luxon's `DateTime.fromMillis(millis, { zone: 'UTC' }).toISO({ suppressMilliseconds: true })`, without building a DateTime. */
export function utcIso(millis: number): string {
  if (!(Math.abs(millis) <= 8.64e15)) return DateTime.fromMillis(millis, { zone: 'UTC' }).toISO({ suppressMilliseconds: true }) as string;
  const c = wallAt(millis, 0);
  const long = c.year > 9999 || c.year < 0;
  const year = `${long && c.year >= 0 ? '+' : ''}${pad(c.year, long ? 6 : 4)}`;
  const ms = c.millisecond === 0 ? '' : `.${pad(c.millisecond, 3)}`;
  return `${year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${ms}Z`;
}

export function wallIso(wall: Wall): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(wall.year, 4)}-${p(wall.month)}-${p(wall.day)}T${p(wall.hour)}:${p(wall.minute)}:${p(wall.second)}`;
}

/** The wall time read as UTC, in ms (second 60 read as 59). */
export function wallMillis(wall: Wall): number {
  return wallAsUtcMillis(wall);
}
