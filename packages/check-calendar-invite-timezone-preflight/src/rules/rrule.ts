import { type CodeTable, defineRule, display, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { valid, type Context } from '../context.js';
import { FORM_NAMES } from '../lib/forms.js';
import { parseValue, type Form } from '../lib/ical.js';

/** How many grammar faults one finding lists (a rule of thousands of bad parts would list them all). */
const MAX_REASONS = 10;

/**
 * RFC 5545 §3.3.10 grammar (RFC 7529 RSCALE and SKIP included): FREQ required and one of its seven
 * values, INTERVAL a positive integer, each BYxxx list within its range, each part at most once,
 * COUNT or UNTIL, UNTIL in DTSTART's form; recurrences are not expanded.
 */
export const rruleRule = defineRule<Context>()({
  name: 'recurrence',
  codes: {
    RRULE_INVALID: {
      severity: 'error',
      message: 'Event {{uid}} rrule "{{rrule}}" is not valid ({{reason}}).',
      description: 'The RRULE breaks the RFC 5545 RECUR grammar: no FREQ or an unknown one, INTERVAL not a positive integer, a BYxxx value out of range, a part twice or unknown, both COUNT and UNTIL, SKIP without RSCALE (RFC 7529).',
      example: '`FREQ=FORTNIGHTLY`, `INTERVAL=0`, `BYHOUR=24`',
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
    for (const { index, uid, event, start, recur } of ctx.events) {
      if (recur.kind === 'absent') continue;
      const pointer = jsonPointer('events', index, 'rrule');
      const text = display(event.rrule as JsonValue); // canonical JSON: the caller's member order never shows
      if (recur.kind === 'unreadable') {
        findings.add('RRULE_INVALID', { subject: uid, pointer, details: { uid, rrule: text, reason: 'not a list of NAME=VALUE parts', reasons: ['not a list of NAME=VALUE parts'] } });
        continue;
      }
      const reasons = [...recur.reading.invalid];
      const until = recur.reading.parts.get('UNTIL');
      const dtstart = valid(start);
      let mismatch: { until: string; untilForm: Form; expected: Form; dtstartForm: Form } | null = null;
      if (until !== undefined) {
        const parsed = parseValue(until, undefined, undefined);
        if (!parsed.ok) reasons.push(`UNTIL ${parsed.reason}`);
        else if (dtstart) {
          const expected: Form = dtstart.form === 'date' ? 'date' : dtstart.form === 'floating' ? 'floating' : 'utc';
          if (parsed.form !== expected) mismatch = { until, untilForm: parsed.form, expected, dtstartForm: dtstart.form };
        }
      }
      if (reasons.length > 0) {
        findings.add('RRULE_INVALID', {
          subject: uid,
          pointer,
          details: { uid, rrule: text, reason: reasons[0] as string, reasons: reasons.slice(0, MAX_REASONS), reasonCount: reasons.length },
        });
      }
      if (mismatch) {
        findings.add('RRULE_UNTIL_MISMATCH', {
          subject: uid,
          pointer,
          details: { uid, until: mismatch.until, untilForm: FORM_NAMES[mismatch.untilForm], expectedForm: FORM_NAMES[mismatch.expected], dtstartForm: FORM_NAMES[mismatch.dtstartForm] },
        });
      }
      findings.add('RECURRENCE_NOT_EXPANDED', { subject: uid, pointer, details: { uid, rrule: text } });
    }
  },
});
