import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { utcIso, wallIso, wallMillis } from '../lib/ical.js';
import { valid, type Context } from '../context.js';

/** DTEND has DTSTART's value type and lies after it (instants when both have one, else clock readings). */
export const boundaryRule = defineRule<Context>()({
  name: 'event-boundary',
  codes: {
    VALUE_TYPE_MISMATCH: {
      severity: 'error',
      message: 'Event {{uid}} starts with a {{startType}} but ends with a {{endType}}.',
      description: 'RFC 5545 requires DTEND to have the same value type as DTSTART (an all-day start with a timed end, or the reverse).',
      example: '`VALUE=DATE:20261112` → `20261113T170000Z`',
    },
    END_NOT_AFTER_START: {
      severity: 'error',
      message: 'Event {{uid}} ends at {{end}}, not after its start at {{start}}.',
      description: 'After time zone resolution the end is before or equal to the start.',
      example: 'Chicago 10:00 → `20261110T153000Z`',
    },
    ALL_DAY_END_NOT_AFTER_START: {
      severity: 'error',
      message: 'All-day event {{uid}} ends on {{end}}, not after its start on {{start}} (DTEND is exclusive).',
      description: 'For DATE values DTEND is the day after the last day; an end on or before the start day gives a zero or negative length event.',
      example: '`20261126` → `20261126`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, uid, start, end } of ctx.events) {
      const from = valid(start);
      const to = valid(end);
      if (!from || !to) continue;
      const pointer = jsonPointer('events', index, 'dtend');
      if (from.type !== to.type) {
        findings.add('VALUE_TYPE_MISMATCH', { subject: uid, pointer, details: { uid, startType: from.type, endType: to.type } });
        continue;
      }
      if (from.type === 'DATE') {
        if (wallMillis(to.wall) <= wallMillis(from.wall)) {
          findings.add('ALL_DAY_END_NOT_AFTER_START', {
            subject: uid,
            pointer,
            details: { uid, start: wallIso(from.wall).slice(0, 10), end: wallIso(to.wall).slice(0, 10) },
          });
        }
        continue;
      }
      // Both instants known: compare instants. Otherwise (floating, unknown zone) compare clock readings.
      const instants = start.instant !== null && end.instant !== null ? { start: start.instant, end: end.instant } : null;
      const a = instants ? instants.start : wallMillis(from.wall);
      const b = instants ? instants.end : wallMillis(to.wall);
      if (b > a) continue;
      findings.add('END_NOT_AFTER_START', {
        subject: uid,
        pointer,
        details: {
          uid,
          start: instants ? utcIso(a) : wallIso(from.wall),
          end: instants ? utcIso(b) : wallIso(to.wall),
          compared: instants ? 'instants' : 'local times',
        },
      });
    }
  },
});
