/**
 * What every rule reads, prepared once: each dtstart and dtend parsed (RFC 5545 DATE / DATE-TIME)
 * and, when zoned in a known zone, classified (normal, nonexistent, ambiguous) and resolved to an
 * instant; each sequence read; and the versions of each uid in input order.
 */
import { jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { parseValue, wallIso, wallMillis, Zones, type LocalTimeStatus, type Parsed, type ZoneSource } from './lib/ical.js';
import { readRecur, type RecurReading } from './lib/recur.js';
import type { Input } from './generated/schema.js';

export type Event = Input['events'][number];
export type Field = 'dtstart' | 'dtend';
export type ParsedValue = Extract<Parsed, { ok: true }>;

export interface FieldInfo {
  field: Field;
  value: string;
  pointer: string;
  parsed: Parsed;
  /**
   * Zoned values: whether the runtime knows the zone (null: not looked up, past TZID_LOOKUP_LIMIT),
   * and where an unknown or unchecked one is reported.
   */
  zone: {
    tzid: string;
    known: boolean | null;
    reportAt: string;
    /** How a known zone was read: an IANA name, a Windows name as the IANA zone CLDR maps it to, a "/"-prefixed TZID by its IANA suffix. */
    source: ZoneSource | null;
    /** The IANA zone its times are resolved in (null when unknown or not looked up). */
    iana: string | null;
    /** Whether the event's `vtimezones` lists it (RFC 5545 §3.6.5); null when the event does not say. */
    defined: boolean | null;
  } | null;
  /** Zoned values in a known zone. */
  status: LocalTimeStatus | null;
  /** The instant in ms when the value names one (UTC, or a known zone; the first of two in an overlap). */
  instant: number | null;
}

/** The event's `vtimezones` key: the TZIDs its iCalendar object defines by VTIMEZONE components. */
export type VtimezonesValue = { kind: 'absent' } | { kind: 'invalid'; raw: JsonValue } | { kind: 'valid'; tzids: ReadonlySet<string> };

/** The event's `rrule` key: absent, not a list of NAME=VALUE parts, or read. */
export type RecurValue = { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'read'; reading: RecurReading };

export type SequenceValue = { kind: 'absent' } | { kind: 'invalid'; raw: JsonValue } | { kind: 'valid'; value: number };

export interface EventInfo {
  index: number;
  uid: string;
  event: Event;
  start: FieldInfo;
  end: FieldInfo;
  sequence: SequenceValue;
  vtimezones: VtimezonesValue;
  recur: RecurValue;
  /** The sequence a version counts with: its value, 0 when absent, null when invalid. */
  effectiveSequence: number | null;
  /** What two versions with one sequence must agree on: value types, forms, zones and clock readings. */
  timesKey: string;
}

export interface Context {
  events: EventInfo[];
  /** Indices of the events of each uid, in input order. */
  versions: Map<string, number[]>;
}

/** The input is JSON, so any value of it is one; this narrows without a cast (iteratively: nesting may be deep). */
function isJson(value: unknown): value is JsonValue {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item === 'string' || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false;
    } else if (typeof item === 'object') {
      for (const member of Array.isArray(item) ? (item as unknown[]) : Object.values(item)) pending.push(member);
    } else return false;
  }
  return true;
}

function readSequence(event: Event): SequenceValue {
  if (!Object.prototype.hasOwnProperty.call(event, 'sequence') || event.sequence === undefined) return { kind: 'absent' };
  const raw = event.sequence;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return { kind: 'valid', value: raw };
  if (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw)) return { kind: 'valid', value: Number(raw) };
  return { kind: 'invalid', raw: isJson(raw) ? raw : null };
}

function readVtimezones(event: Event): VtimezonesValue {
  if (!Object.prototype.hasOwnProperty.call(event, 'vtimezones') || event.vtimezones === undefined || event.vtimezones === null) return { kind: 'absent' };
  const raw: unknown = event.vtimezones;
  if (Array.isArray(raw) && raw.every((tzid): tzid is string => typeof tzid === 'string')) return { kind: 'valid', tzids: new Set(raw.map((tzid) => tzid.trim())) };
  return { kind: 'invalid', raw: isJson(raw) ? raw : null };
}

function readRecurKey(event: Event): RecurValue {
  const rrule = event.rrule;
  if (rrule === undefined || rrule === null) return { kind: 'absent' };
  const reading = typeof rrule === 'string' ? readRecur(rrule) : null;
  return reading ? { kind: 'read', reading } : { kind: 'unreadable' };
}

function fieldInfo(event: Event, index: number, field: Field, zones: Zones, vtimezones: VtimezonesValue): FieldInfo {
  const value = event[field];
  const pointer = jsonPointer('events', index, field);
  const parsed = parseValue(value, event.value_type, event.tzid);
  const info: FieldInfo = { field, value, pointer, parsed, zone: null, status: null, instant: null };
  if (!parsed.ok) return info;
  if (parsed.form === 'utc') info.instant = wallMillis(parsed.wall);
  if (parsed.form !== 'zoned' || parsed.tzid === null) return info;
  const tzid = parsed.tzid;
  const lookup = zones.lookup(tzid);
  // A zone named by the value's TZID parameter is reported at the value, else at the event's tzid key.
  info.zone = {
    tzid,
    known: lookup.known,
    reportAt: /TZID=/i.test(value) ? pointer : jsonPointer('events', index, 'tzid'),
    source: lookup.known ? lookup.source : null,
    iana: lookup.known ? lookup.iana : null,
    // TZID parameter values match a VTIMEZONE's TZID property exactly (RFC 5545 §3.2.19 names no case folding).
    defined: vtimezones.kind === 'valid' ? vtimezones.tzids.has(tzid) : null,
  };
  if (!lookup.known) return info;
  const status = zones.classify(parsed.wall, lookup.zone);
  info.status = status;
  info.instant = status.kind === 'ambiguous' ? status.earlier : status.instant;
  return info;
}

function timesKey(start: FieldInfo, end: FieldInfo): string {
  const part = (info: FieldInfo) =>
    info.parsed.ok ? `${info.parsed.type}|${info.parsed.form}|${info.parsed.tzid ?? ''}|${wallIso(info.parsed.wall)}` : `raw|${info.value.trim()}`;
  return `${part(start)}#${part(end)}`;
}

export function prepare(input: Input): Context {
  const versions = new Map<string, number[]>();
  // Zones are looked up in input order (events, then dtstart before dtend): TZID_LOOKUP_LIMIT counts in it.
  const zones = new Zones();
  const events = input.events.map((event, index): EventInfo => {
    const vtimezones = readVtimezones(event);
    const start = fieldInfo(event, index, 'dtstart', zones, vtimezones);
    const end = fieldInfo(event, index, 'dtend', zones, vtimezones);
    const sequence = readSequence(event);
    const ofUid = versions.get(event.uid);
    if (ofUid) ofUid.push(index);
    else versions.set(event.uid, [index]);
    return {
      index,
      uid: event.uid,
      event,
      start,
      end,
      sequence,
      vtimezones,
      recur: readRecurKey(event),
      effectiveSequence: sequence.kind === 'valid' ? sequence.value : sequence.kind === 'absent' ? 0 : null,
      timesKey: timesKey(start, end),
    };
  });
  return { events, versions };
}

/** The parsed value when it is valid. */
export function valid(info: FieldInfo): ParsedValue | null {
  return info.parsed.ok ? info.parsed : null;
}
