import { type CodeTable, defineRule, display, jsonPointer } from '@evidence-check/core-receipt';
import { valid, type Context } from '../context.js';
import { FORM_NAMES } from '../lib/forms.js';
import { parseRrule, parseValue, type Form } from '../lib/ical.js';

/** RFC 5545 §3.3.10: FREQ required, COUNT or UNTIL, UNTIL in DTSTART's form; recurrences are not expanded. */
export const rruleRule = defineRule<Context>()({
  name: 'recurrence',
  codes: {
    RRULE_INVALID: {
      severity: 'error',
      message: 'Event {{uid}} rrule "{{rrule}}" is not valid ({{reason}}).',
      description: 'The RRULE cannot be parsed, lacks FREQ, or has both COUNT and UNTIL (RFC 5545 allows one).',
      example: '`COUNT=3`',
    },
    RRULE_UNTIL_MISMATCH: {
      severity: 'error',
      message: 'Event {{uid}} rrule UNTIL {{until}} is a {{untilForm}} value but DTSTART requires a {{expectedForm}} value.',
      description: 'RFC 5545: UNTIL must have DTSTART\'s value type; a floating DTSTART needs a floating UNTIL, a UTC or zoned DTSTART a UTC UNTIL.',
      example: 'zoned DTSTART with `UNTIL=20270601`',
    },
    RECURRENCE_NOT_EXPANDED: {
      severity: 'notice',
      message: 'Event {{uid}} recurs ({{rrule}}); only its first occurrence was checked.',
      description: 'Recurrence rules are not expanded, so later occurrences (which may fall into a DST gap or overlap) are not checked.',
      example: '`FREQ=WEEKLY;BYDAY=MO`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, uid, event, start } of ctx.events) {
      const rrule = event.rrule;
      if (rrule === undefined || rrule === null) continue;
      const pointer = jsonPointer('events', index, 'rrule');
      const text = display(rrule); // canonical JSON: the caller's member order never shows
      const invalid = (reason: string) => findings.add('RRULE_INVALID', { subject: uid, pointer, details: { uid, rrule: text, reason } });
      const parts = typeof rrule === 'string' ? parseRrule(rrule) : null;
      if (!parts) {
        invalid('not a list of NAME=VALUE parts');
        continue;
      }
      if (!parts.has('FREQ')) invalid('FREQ is missing');
      else if (parts.has('COUNT') && parts.has('UNTIL')) invalid('COUNT and UNTIL together');
      const until = parts.get('UNTIL');
      const dtstart = valid(start);
      if (until !== undefined) {
        const parsed = parseValue(until, undefined, undefined);
        if (!parsed.ok) invalid(`UNTIL ${parsed.reason}`);
        else if (dtstart) {
          const expected: Form = dtstart.form === 'date' ? 'date' : dtstart.form === 'floating' ? 'floating' : 'utc';
          if (parsed.form !== expected) {
            findings.add('RRULE_UNTIL_MISMATCH', {
              subject: uid,
              pointer,
              details: { uid, until, untilForm: FORM_NAMES[parsed.form], expectedForm: FORM_NAMES[expected], dtstartForm: FORM_NAMES[dtstart.form] },
            });
          }
        }
      }
      findings.add('RECURRENCE_NOT_EXPANDED', { subject: uid, pointer, details: { uid, rrule: text } });
    }
  },
});
