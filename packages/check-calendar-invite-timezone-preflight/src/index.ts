import { defineCheck, jsonPointer, type FindingCollector, type JsonObject } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { classifyLocalTime, isKnownZone, parseRrule, parseValue, utcIso, wallIso, wallMillis, type Form, type Parsed } from './rules/ical.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

type Event = Input['events'][number];
type Field = 'dtstart' | 'dtend';

export type EventReport = {
  uid: string;
  value_type: 'DATE' | 'DATE-TIME' | 'mixed' | null;
  start: string | null;
  end: string | null;
  start_utc: string | null;
  end_utc: string | null;
  tzid: string | null;
  floating: boolean;
  recurring: boolean;
};

export type Report = {
  events: EventReport[];
  tzids: { tzid: string; known: boolean; events: number }[];
  uids: { distinct: number; updated: number };
  dst: { nonexistent: number; ambiguous: number };
};

interface Resolved {
  parsed: Extract<Parsed, { ok: true }>;
  /** The instant in ms when the value names one (UTC, or a known zone; the first of two in an overlap). */
  instant: number | null;
}

interface Tally {
  nonexistent: number;
  ambiguous: number;
  floating: number;
  tzids: Map<string, { known: boolean; events: Set<number> }>;
}

function resolveField(event: Event, index: number, field: Field, findings: FindingCollector<typeof codes>, tally: Tally, emitted: Set<string>): Resolved | null {
  const uid = event.uid;
  const value = event[field];
  const pointer = jsonPointer('events', index, field);
  const parsed = parseValue(value, event.value_type, event.tzid);
  if (!parsed.ok) {
    findings.add('INVALID_DATE_VALUE', { subject: uid, pointer, details: { uid, field, value, reason: parsed.reason } });
    return null;
  }
  const local = wallIso(parsed.wall);
  if (parsed.tzidOnUtc) {
    findings.add('TZID_ON_UTC_TIME', { subject: uid, pointer, details: { uid, field, value, tzid: parsed.tzid ?? '' } });
  }
  switch (parsed.form) {
    case 'date':
      return { parsed, instant: null };
    case 'utc':
      return { parsed, instant: wallMillis(parsed.wall) };
    case 'floating':
      tally.floating++;
      findings.add('FLOATING_TIME', { subject: uid, pointer, details: { uid, field, value, local } });
      return { parsed, instant: null };
    case 'zoned': {
      const tzid = parsed.tzid as string;
      const known = isKnownZone(tzid);
      const entry = tally.tzids.get(tzid) ?? { known, events: new Set<number>() };
      entry.events.add(index);
      tally.tzids.set(tzid, entry);
      if (!known) {
        const fromParameter = /TZID=/i.test(value);
        const at = fromParameter ? pointer : jsonPointer('events', index, 'tzid');
        if (!emitted.has(at)) {
          emitted.add(at);
          findings.add('UNKNOWN_TZID', { subject: uid, pointer: at, details: { uid, field, tzid } });
        }
        return { parsed, instant: null };
      }
      const status = classifyLocalTime(parsed.wall, tzid);
      if (status.kind === 'nonexistent') {
        tally.nonexistent++;
        findings.add('NONEXISTENT_LOCAL_TIME', {
          subject: uid,
          pointer,
          details: {
            uid, field, tzid, local, shifted_to: wallIso(status.shiftedTo),
            offset_before_minutes: status.offsetBefore, offset_after_minutes: status.offsetAfter,
          },
        });
        return { parsed, instant: status.instant };
      }
      if (status.kind === 'ambiguous') {
        tally.ambiguous++;
        findings.add('AMBIGUOUS_LOCAL_TIME', {
          subject: uid,
          pointer,
          details: {
            uid, field, tzid, local, earlier: utcIso(status.earlier), later: utcIso(status.later),
            offset_before_minutes: status.offsetBefore, offset_after_minutes: status.offsetAfter,
          },
        });
        return { parsed, instant: status.earlier };
      }
      return { parsed, instant: status.instant };
    }
  }
}

function timesKey(start: Resolved | null, end: Resolved | null, event: Event): string {
  const part = (r: Resolved | null, raw: string) =>
    r ? `${r.parsed.type}|${r.parsed.form}|${r.parsed.tzid ?? ''}|${wallIso(r.parsed.wall)}` : `raw|${raw.trim()}`;
  return `${part(start, event.dtstart)}#${part(end, event.dtend)}`;
}

function checkBoundary(event: Event, index: number, start: Resolved, end: Resolved, findings: FindingCollector<typeof codes>): void {
  const uid = event.uid;
  const pointer = jsonPointer('events', index, 'dtend');
  if (start.parsed.type !== end.parsed.type) {
    findings.add('VALUE_TYPE_MISMATCH', { subject: uid, pointer, details: { uid, start_type: start.parsed.type, end_type: end.parsed.type } });
    return;
  }
  if (start.parsed.type === 'DATE') {
    if (wallMillis(end.parsed.wall) <= wallMillis(start.parsed.wall)) {
      findings.add('ALL_DAY_END_NOT_AFTER_START', {
        subject: uid,
        pointer,
        details: { uid, start: wallIso(start.parsed.wall).slice(0, 10), end: wallIso(end.parsed.wall).slice(0, 10) },
      });
    }
    return;
  }
  // Both instants known: compare instants. Otherwise (floating, unknown zone, gap) compare clock readings.
  const both = start.instant !== null && end.instant !== null;
  const from = both ? (start.instant as number) : wallMillis(start.parsed.wall);
  const to = both ? (end.instant as number) : wallMillis(end.parsed.wall);
  if (to <= from) {
    findings.add('END_NOT_AFTER_START', {
      subject: uid,
      pointer,
      details: {
        uid,
        start: both ? utcIso(from) : wallIso(start.parsed.wall),
        end: both ? utcIso(to) : wallIso(end.parsed.wall),
        compared: both ? 'instants' : 'local times',
      },
    });
  }
}

const FORM_NAMES: Record<Form, string> = { date: 'DATE', utc: 'UTC date-time', zoned: 'zoned date-time', floating: 'floating date-time' };

function checkRrule(event: Event, index: number, start: Resolved | null, findings: FindingCollector<typeof codes>): boolean {
  const rrule = event.rrule;
  if (rrule === undefined || rrule === null) return false;
  const uid = event.uid;
  const pointer = jsonPointer('events', index, 'rrule');
  const text = typeof rrule === 'string' ? rrule : JSON.stringify(rrule);
  const invalid = (reason: string) => findings.add('RRULE_INVALID', { subject: uid, pointer, details: { uid, rrule: text, reason } });
  const parts = typeof rrule === 'string' ? parseRrule(rrule) : null;
  if (!parts) {
    invalid('not a list of NAME=VALUE parts');
    return true;
  }
  if (!parts.has('FREQ')) invalid('FREQ is missing');
  else if (parts.has('COUNT') && parts.has('UNTIL')) invalid('COUNT and UNTIL together');
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const parsed = parseValue(until, undefined, undefined);
    if (!parsed.ok) invalid(`UNTIL ${parsed.reason}`);
    else if (start) {
      const expected: Form = start.parsed.form === 'date' ? 'date' : start.parsed.form === 'floating' ? 'floating' : 'utc';
      if (parsed.form !== expected) {
        findings.add('RRULE_UNTIL_MISMATCH', {
          subject: uid,
          pointer,
          details: { uid, until, until_form: FORM_NAMES[parsed.form], expected_form: FORM_NAMES[expected], dtstart_form: FORM_NAMES[start.parsed.form] },
        });
      }
    }
  }
  findings.add('RECURRENCE_NOT_EXPANDED', { subject: uid, pointer, details: { uid, rrule: text } });
  return true;
}

type SequenceValue = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'valid'; value: number };

function readSequence(event: Event): SequenceValue {
  if (!Object.prototype.hasOwnProperty.call(event, 'sequence') || event.sequence === undefined) return { kind: 'absent' };
  const raw = event.sequence;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return { kind: 'valid', value: raw };
  if (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw)) return { kind: 'valid', value: Number(raw) };
  return { kind: 'invalid' };
}

interface UidState {
  count: number;
  maxSequence: number;
  maxPosition: number;
  versions: Map<number, { key: string; position: number }>;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'calendar-invite-timezone-preflight',
  title: 'Calendar Invite Timezone Preflight',
  category: 'Productivity',
  summary: 'Checks calendar events for floating times, unknown or DST-gap and overlap local times, DATE mismatches, bad boundaries, sequence conflicts and recurrence hazards.',
  limitations: [
    'Does not expand recurrence rules: only the first occurrence of a recurring event is checked.',
    'Time zone checks depend on the runtime IANA time zone data (Intl); results can change when that data is updated.',
    'Examines the supplied event values only; no calendar server, mailbox or VTIMEZONE definition is consulted.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const tally: Tally = { nonexistent: 0, ambiguous: 0, floating: 0, tzids: new Map() };
    const uids = new Map<string, UidState>();
    const events: EventReport[] = [];

    input.events.forEach((event, index) => {
      const uid = event.uid;
      const emitted = new Set<string>();
      const start = resolveField(event, index, 'dtstart', findings, tally, emitted);
      const end = resolveField(event, index, 'dtend', findings, tally, emitted);
      if (start && end) checkBoundary(event, index, start, end, findings);
      const recurring = checkRrule(event, index, start, findings);

      const sequence = readSequence(event);
      if (sequence.kind === 'invalid') {
        findings.add('SEQUENCE_INVALID', {
          subject: uid,
          pointer: jsonPointer('events', index, 'sequence'),
          details: { uid, sequence: (event.sequence ?? null) as JsonObject[string] },
        });
      }
      const key = timesKey(start, end, event);
      const state = uids.get(uid);
      const effective = sequence.kind === 'valid' ? sequence.value : sequence.kind === 'absent' ? 0 : null;
      if (!state) {
        const versions = new Map<number, { key: string; position: number }>();
        if (effective !== null) versions.set(effective, { key, position: index + 1 });
        uids.set(uid, { count: 1, maxSequence: effective ?? -1, maxPosition: index + 1, versions });
      } else {
        state.count++;
        const pointer = jsonPointer('events', index);
        if (sequence.kind === 'absent') {
          findings.add('SEQUENCE_MISSING', { subject: uid, pointer, details: { uid, occurrence: state.count } });
        }
        if (effective !== null) {
          if (effective < state.maxSequence) {
            findings.add('SEQUENCE_NOT_INCREASING', {
              subject: uid,
              pointer: sequence.kind === 'valid' ? jsonPointer('events', index, 'sequence') : pointer,
              details: { uid, sequence: effective, previous_sequence: state.maxSequence, previous_position: state.maxPosition },
            });
          } else if (effective === state.maxSequence) {
            const same = state.versions.get(effective) as { key: string; position: number };
            if (same.key !== key) {
              findings.add('UID_CONFLICT', {
                subject: uid,
                pointer,
                details: { uid, sequence: effective, previous_position: same.position, position: index + 1 },
              });
            }
          }
          if (effective > state.maxSequence) {
            state.maxSequence = effective;
            state.maxPosition = index + 1;
          }
          if (!state.versions.has(effective)) state.versions.set(effective, { key, position: index + 1 });
        }
      }

      const types = [start?.parsed.type, end?.parsed.type];
      const zoneOf = (r: Resolved | null) => (r?.parsed.form === 'zoned' ? r.parsed.tzid : null);
      const zone = zoneOf(start) ?? zoneOf(end);
      events.push({
        uid,
        value_type: !start || !end ? (start ?? end)?.parsed.type ?? null : types[0] === types[1] ? start.parsed.type : 'mixed',
        start: start ? wallIso(start.parsed.wall) : null,
        end: end ? wallIso(end.parsed.wall) : null,
        start_utc: start?.instant != null ? utcIso(start.instant) : null,
        end_utc: end?.instant != null ? utcIso(end.instant) : null,
        tzid: zone,
        floating: start?.parsed.form === 'floating' || end?.parsed.form === 'floating',
        recurring,
      });
    });

    const tzids = [...tally.tzids].map(([tzid, { known, events: used }]) => ({ tzid, known, events: used.size }));
    const updated = [...uids.values()].filter((s) => s.count > 1).length;
    const report: Report = {
      events,
      tzids,
      uids: { distinct: uids.size, updated },
      dst: { nonexistent: tally.nonexistent, ambiguous: tally.ambiguous },
    };
    return {
      report,
      counters: {
        events: input.events.length,
        floating: tally.floating,
        unknown_tzids: tzids.filter((t) => !t.known).length,
        dst_hazards: tally.nonexistent + tally.ambiguous,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
