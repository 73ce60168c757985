import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { valid, type Context } from '../context.js';

/**
 * RFC 5545 §3.3.10 limits on which BYxxx parts a rule may combine: by FREQ (BYDAY ordinals,
 * BYMONTHDAY, BYYEARDAY, BYWEEKNO), BYSETPOS only with another BYxxx part, and BYSECOND, BYMINUTE,
 * BYHOUR not with a DATE DTSTART ("These rule parts MUST be ignored in RECUR value that violate the
 * above requirement", so clients drop them: a warning, the series still reads).
 */
export const rrulePartsRule = defineRule<Context>()({
  name: 'recurrence-parts',
  codes: {
    RRULE_PART_NOT_ALLOWED: {
      severity: 'error',
      message: 'Event {{uid}} rrule has {{part}} where RFC 5545 forbids it: {{reason}}.',
      description: 'RFC 5545 forbids BYDAY ordinals unless FREQ is MONTHLY or YEARLY (and with BYWEEKNO), BYMONTHDAY with WEEKLY, BYYEARDAY with DAILY, WEEKLY or MONTHLY, BYWEEKNO unless YEARLY, and BYSETPOS alone; clients reject the rule or expand it differently.',
      example: '`FREQ=WEEKLY;BYMONTHDAY=1`, `FREQ=DAILY;BYDAY=1MO`',
    },
    RRULE_TIME_PART_ON_DATE: {
      severity: 'warning',
      message: 'Event {{uid}} is all-day but its rrule has {{parts}}, which clients must ignore for a DATE DTSTART.',
      description: 'RFC 5545 forbids BYSECOND, BYMINUTE and BYHOUR when DTSTART is a DATE and tells clients to ignore them: the times the rule asks for never happen.',
      example: '`VALUE=DATE:20261201` with `FREQ=DAILY;BYHOUR=9`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, uid, start, recur } of ctx.events) {
      if (recur.kind !== 'read') continue;
      const pointer = jsonPointer('events', index, 'rrule');
      for (const { part, reason } of recur.reading.notAllowed) {
        findings.add('RRULE_PART_NOT_ALLOWED', { subject: uid, pointer, details: { uid, part, reason, freq: recur.reading.freq } });
      }
      if (valid(start)?.type === 'DATE' && recur.reading.timeParts.length > 0) {
        findings.add('RRULE_TIME_PART_ON_DATE', { subject: uid, pointer, details: { uid, parts: recur.reading.timeParts.join(', '), timeParts: recur.reading.timeParts } });
      }
    }
  },
});
