import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { wallIso } from '../lib/ical.js';
import type { Context } from '../context.js';

/** Each dtstart and dtend: a valid RFC 5545 value, no TZID on a UTC time, not floating. */
export const valuesRule = defineRule<Context>()({
  name: 'date-values',
  codes: {
    INVALID_DATE_VALUE: {
      severity: 'error',
      message: 'Event {{uid}} {{field}} "{{value}}" is not a valid iCalendar value ({{reason}}).',
      description: 'A dtstart or dtend is not an RFC 5545 DATE or DATE-TIME (or contradicts its VALUE type), so no client can place the event.',
      example: '`2026-11-10 09:00`, `20260230`',
    },
    FLOATING_TIME: {
      severity: 'warning',
      message: 'Event {{uid}} {{field}} {{value}} has no time zone: it floats to each attendee\'s local time.',
      description: 'A DATE-TIME without Z or TZID is shown at the same clock time in every zone, so attendees in other zones meet at different instants.',
      example: '`20261108T120000`',
    },
    TZID_ON_UTC_TIME: {
      severity: 'warning',
      message: 'Event {{uid}} {{field}} is a UTC time (Z) but also carries TZID "{{tzid}}".',
      description: 'RFC 5545 forbids a TZID parameter on UTC date-times; clients disagree on which one wins.',
      example: '`TZID=America/Chicago:20261110T090000Z`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { uid, start, end } of ctx.events) {
      for (const { field, value, pointer, parsed } of [start, end]) {
        if (!parsed.ok) {
          findings.add('INVALID_DATE_VALUE', { subject: uid, pointer, details: { uid, field, value, reason: parsed.reason } });
          continue;
        }
        if (parsed.tzidOnUtc) findings.add('TZID_ON_UTC_TIME', { subject: uid, pointer, details: { uid, field, value, tzid: parsed.tzid ?? '' } });
        if (parsed.form === 'floating') {
          findings.add('FLOATING_TIME', { subject: uid, pointer, details: { uid, field, value, local: wallIso(parsed.wall) } });
        }
      }
    }
  },
});
