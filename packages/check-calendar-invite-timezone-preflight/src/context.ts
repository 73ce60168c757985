/**
 * What every rule reads, prepared once: each dtstart and dtend parsed (RFC 5545 DATE / DATE-TIME)
 * and, when zoned in a known zone, classified (normal, nonexistent, ambiguous) and resolved to an
 * instant; each sequence read; and the versions of each uid in input order.
 */
import { jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { classifyLocalTime, isKnownZone, parseValue, wallIso, wallMillis, type LocalTimeStatus, type Parsed } from './ical.js';
import type { Input } from './generated/schema.js';

export type Event = Input['events'][number];
export type Field = 'dtstart' | 'dtend';
export type ParsedValue = Extract<Parsed, { ok: true }>;

export interface FieldInfo {
  field: Field;
  value: string;
  pointer: string;
  parsed: Parsed;
  /** Zoned values: whether the runtime knows the zone, and where an unknown one is reported. */
  zone: { tzid: string; known: boolean; reportAt: string } | null;
  /** Zoned values in a known zone. */
  status: LocalTimeStatus | null;
  /** The instant in ms when the value names one (UTC, or a known zone; the first of two in an overlap). */
  instant: number | null;
}

export type SequenceValue = { kind: 'absent' } | { kind: 'invalid'; raw: JsonValue } | { kind: 'valid'; value: number };

export interface EventInfo {
  index: number;
  uid: string;
  event: Event;
  start: FieldInfo;
  end: FieldInfo;
  sequence: SequenceValue;
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

/** The input is JSON, so any value of it is one; this narrows without a cast. */
function isJson(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === 'object' && Object.values(value).every(isJson);
}

function readSequence(event: Event): SequenceValue {
  if (!Object.prototype.hasOwnProperty.call(event, 'sequence') || event.sequence === undefined) return { kind: 'absent' };
  const raw = event.sequence;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return { kind: 'valid', value: raw };
  if (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw)) return { kind: 'valid', value: Number(raw) };
  return { kind: 'invalid', raw: isJson(raw) ? raw : null };
}

function fieldInfo(event: Event, index: number, field: Field): FieldInfo {
  const value = event[field];
  const pointer = jsonPointer('events', index, field);
  const parsed = parseValue(value, event.value_type, event.tzid);
  const info: FieldInfo = { field, value, pointer, parsed, zone: null, status: null, instant: null };
  if (!parsed.ok) return info;
  if (parsed.form === 'utc') info.instant = wallMillis(parsed.wall);
  if (parsed.form !== 'zoned' || parsed.tzid === null) return info;
  const tzid = parsed.tzid;
  const known = isKnownZone(tzid);
  // A zone named by the value's TZID parameter is reported at the value, else at the event's tzid key.
  info.zone = { tzid, known, reportAt: /TZID=/i.test(value) ? pointer : jsonPointer('events', index, 'tzid') };
  if (!known) return info;
  const status = classifyLocalTime(parsed.wall, tzid);
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
  const events = input.events.map((event, index): EventInfo => {
    const start = fieldInfo(event, index, 'dtstart');
    const end = fieldInfo(event, index, 'dtend');
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
