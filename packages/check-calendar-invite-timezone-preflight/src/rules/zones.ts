import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { TZID_LOOKUP_LIMIT, utcIso, wallIso } from '../lib/ical.js';
import type { Context } from '../context.js';

/**
 * Zoned values: the zone must be known to the runtime's IANA data, and the local time must name
 * exactly one instant (not in a spring-forward gap, not in a fall-back overlap).
 */
export const zonesRule = defineRule<Context>()({
  name: 'time-zones',
  codes: {
    UNKNOWN_TZID: {
      severity: 'error',
      message: 'Event {{uid}} {{field}} uses TZID "{{tzid}}", which neither the IANA time zone data nor the Windows zone names know.',
      description: 'The TZID is not an IANA zone known to the runtime (Intl) nor a Windows zone name (CLDR), and the event does not list a VTIMEZONE defining it; clients fall back to UTC, floating or a guess.',
      example: '`TZID=US/Pacific-Time:…`',
    },
    TZID_NOT_CHECKED: {
      severity: 'warning',
      message: 'Event {{uid}} {{field}} uses TZID "{{tzid}}", which was not checked: the request names more than {{limit}} distinct TZIDs that are not canonical zone names.',
      description: 'Only the first 32 distinct TZIDs (ignoring case) that are not canonical names of the runtime\'s time zone data (aliases such as `US/Pacific`, UTC offsets, unknown names) are looked up per request; a later one is neither accepted nor rejected, and its local times are not checked.',
      example: 'a 33rd distinct such name, e.g. `Mars/Colony-33`',
    },
    NONEXISTENT_LOCAL_TIME: {
      severity: 'error',
      message: 'Event {{uid}} {{field}} {{local}} does not exist in {{tzid}} (spring-forward gap); clients will move it, e.g. to {{shiftedTo}}.',
      description: 'The local time falls in a daylight-saving gap of its zone, so it names no instant and clients resolve it differently.',
      example: '`TZID=America/Chicago:20260308T023000`',
    },
    AMBIGUOUS_LOCAL_TIME: {
      severity: 'warning',
      message: 'Event {{uid}} {{field}} {{local}} occurs twice in {{tzid}} (fall-back overlap): {{earlier}} or {{later}}.',
      description: 'The local time falls in a daylight-saving overlap of its zone and names two instants; RFC 5545 picks the first, some clients the second.',
      example: '`TZID=America/Chicago:20261101T013000`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { uid, start, end } of ctx.events) {
      // One event's dtstart and dtend may share the event's tzid key: its unknown zone is one finding.
      const reported = new Set<string>();
      for (const { field, pointer, parsed, zone, status } of [start, end]) {
        if (!parsed.ok || zone === null) continue;
        const { tzid } = zone;
        // A zone the event's VTIMEZONEs define, or one they lack, is judged by the vtimezone rule.
        if (zone.known === false && zone.defined === null) {
          if (reported.has(zone.reportAt)) continue;
          reported.add(zone.reportAt);
          findings.add('UNKNOWN_TZID', { subject: uid, pointer: zone.reportAt, details: { uid, field, tzid } });
          continue;
        }
        if (zone.known === null && zone.defined !== false) {
          if (reported.has(zone.reportAt)) continue;
          reported.add(zone.reportAt);
          findings.add('TZID_NOT_CHECKED', { subject: uid, pointer: zone.reportAt, details: { uid, field, tzid, limit: TZID_LOOKUP_LIMIT } });
          continue;
        }
        if (!zone.known) continue;
        const local = wallIso(parsed.wall);
        if (status?.kind === 'nonexistent') {
          findings.add('NONEXISTENT_LOCAL_TIME', {
            subject: uid,
            pointer,
            details: {
              uid, field, tzid, local, shiftedTo: wallIso(status.shiftedTo),
              offsetBeforeMinutes: status.offsetBefore, offsetAfterMinutes: status.offsetAfter,
            },
          });
        } else if (status?.kind === 'ambiguous') {
          findings.add('AMBIGUOUS_LOCAL_TIME', {
            subject: uid,
            pointer,
            details: {
              uid, field, tzid, local, earlier: utcIso(status.earlier), later: utcIso(status.later),
              offsetBeforeMinutes: status.offsetBefore, offsetAfterMinutes: status.offsetAfter,
            },
          });
        }
      }
    }
  },
});
