import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, valid, type Context, type FieldInfo } from './context.js';
import { utcIso, wallIso } from './ical.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

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
  /** known: null when the TZID was not looked up (TZID_NOT_CHECKED). */
  tzids: { tzid: string; known: boolean | null; events: number }[];
  uids: { distinct: number; updated: number };
  dst: { nonexistent: number; ambiguous: number };
};

function buildReport(ctx: Context): { report: Report; floating: number } {
  const tzids = new Map<string, { known: boolean | null; events: Set<number> }>();
  let nonexistent = 0;
  let ambiguous = 0;
  let floating = 0;
  const events = ctx.events.map(({ index, uid, event, start, end }): EventReport => {
    for (const info of [start, end]) {
      if (info.zone) {
        const entry = tzids.get(info.zone.tzid) ?? { known: info.zone.known, events: new Set<number>() };
        entry.events.add(index);
        tzids.set(info.zone.tzid, entry);
      }
      if (info.status?.kind === 'nonexistent') nonexistent++;
      if (info.status?.kind === 'ambiguous') ambiguous++;
      if (valid(info)?.form === 'floating') floating++;
    }
    const from = valid(start);
    const to = valid(end);
    const zoneOf = (info: FieldInfo) => (valid(info)?.form === 'zoned' ? (info.zone?.tzid ?? null) : null);
    return {
      uid,
      value_type: !from || !to ? ((from ?? to)?.type ?? null) : from.type === to.type ? from.type : 'mixed',
      start: from ? wallIso(from.wall) : null,
      end: to ? wallIso(to.wall) : null,
      start_utc: start.instant !== null ? utcIso(start.instant) : null,
      end_utc: end.instant !== null ? utcIso(end.instant) : null,
      tzid: zoneOf(start) ?? zoneOf(end),
      floating: from?.form === 'floating' || to?.form === 'floating',
      recurring: event.rrule !== undefined && event.rrule !== null,
    };
  });
  const updated = [...ctx.versions.values()].filter((indices) => indices.length > 1).length;
  return {
    report: {
      events,
      tzids: [...tzids].map(([tzid, { known, events: used }]) => ({ tzid, known, events: used.size })),
      uids: { distinct: ctx.versions.size, updated },
      dst: { nonexistent, ambiguous },
    },
    floating,
  };
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
    'At most 32 distinct TZIDs that are not canonical names of the runtime\'s time zone data (aliases such as US/Pacific or Asia/Kolkata, UTC offsets, unknown names) are looked up per request; later ones are reported as TZID_NOT_CHECKED and their local times are not checked.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const { report, floating } = buildReport(ctx);
    return {
      report,
      counters: {
        events: input.events.length,
        floating,
        unknown_tzids: report.tzids.filter((t) => t.known === false).length,
        dst_hazards: report.dst.nonexistent + report.dst.ambiguous,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
