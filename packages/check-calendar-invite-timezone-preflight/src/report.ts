import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import { valid, type Context, type FieldInfo } from './context.js';
import { utcIso, wallIso } from './lib/ical.js';

export type EventReport = {
  uid: string;
  valueType: 'DATE' | 'DATE-TIME' | 'mixed' | null;
  start: string | null;
  end: string | null;
  startUtc: string | null;
  endUtc: string | null;
  tzid: string | null;
  floating: boolean;
  recurring: boolean;
};

export type Report = {
  events: EventReport[];
  /**
   * known: null when the TZID was not looked up (TZID_NOT_CHECKED); source: how a known one was read
   * (an IANA name, a Windows name, a "/"-prefixed global TZID); resolvedAs: the IANA zone its times use.
   */
  tzids: { tzid: string; known: boolean | null; source: 'iana' | 'windows' | 'global' | null; resolvedAs: string | null; events: number }[];
  uids: { distinct: number; updated: number };
  dst: { nonexistent: number; ambiguous: number };
};

/** The zone a valid zoned value names, else null. */
const zoneOf = (info: FieldInfo) => (valid(info)?.form === 'zoned' ? (info.zone?.tzid ?? null) : null);

/** Each event's values as read and resolved, the TZIDs in order of first use, uid updates and DST hazards. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const tzids = new Map<string, { known: boolean | null; source: 'iana' | 'windows' | 'global' | null; resolvedAs: string | null; events: Set<number> }>();
  let nonexistent = 0;
  let ambiguous = 0;
  let floating = 0;
  const events = ctx.events.map(({ index, uid, event, start, end }): EventReport => {
    for (const info of [start, end]) {
      if (info.zone) {
        const entry = tzids.get(info.zone.tzid) ?? { known: info.zone.known, source: info.zone.source, resolvedAs: info.zone.iana, events: new Set<number>() };
        entry.events.add(index);
        tzids.set(info.zone.tzid, entry);
      }
      if (info.status?.kind === 'nonexistent') nonexistent++;
      if (info.status?.kind === 'ambiguous') ambiguous++;
      if (valid(info)?.form === 'floating') floating++;
    }
    const from = valid(start);
    const to = valid(end);
    return {
      uid,
      valueType: !from || !to ? ((from ?? to)?.type ?? null) : from.type === to.type ? from.type : 'mixed',
      start: from ? wallIso(from.wall) : null,
      end: to ? wallIso(to.wall) : null,
      startUtc: start.instant !== null ? utcIso(start.instant) : null,
      endUtc: end.instant !== null ? utcIso(end.instant) : null,
      tzid: zoneOf(start) ?? zoneOf(end),
      floating: from?.form === 'floating' || to?.form === 'floating',
      recurring: event.rrule !== undefined && event.rrule !== null,
    };
  });
  const updated = [...ctx.versions.values()].filter((indices) => indices.length > 1).length;
  const report: Report = {
    events,
    tzids: [...tzids].map(([tzid, { known, source, resolvedAs, events: used }]) => ({ tzid, known, source, resolvedAs, events: used.size })),
    uids: { distinct: ctx.versions.size, updated },
    dst: { nonexistent, ambiguous },
  };
  return {
    report,
    counters: {
      events: ctx.events.length,
      floating,
      unknownTzids: report.tzids.filter((t) => t.known === false).length,
      dstHazards: report.dst.nonexistent + report.dst.ambiguous,
      missingVtimezones: findings.filter((finding) => finding.code === 'MISSING_VTIMEZONE').length,
    },
  };
}
