import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
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
  UNKNOWN_TZID: {
    severity: 'error',
    message: 'Event {{uid}} {{field}} uses TZID "{{tzid}}", which the IANA time zone data does not know.',
    description: 'The TZID is not an IANA zone known to the runtime (Intl); clients fall back to UTC, floating or a guess.',
    example: '`TZID=US/Pacific-Time:…`',
  },
  TZID_ON_UTC_TIME: {
    severity: 'warning',
    message: 'Event {{uid}} {{field}} is a UTC time (Z) but also carries TZID "{{tzid}}".',
    description: 'RFC 5545 forbids a TZID parameter on UTC date-times; clients disagree on which one wins.',
    example: '`TZID=America/Chicago:20261110T090000Z`',
  },
  NONEXISTENT_LOCAL_TIME: {
    severity: 'error',
    message: 'Event {{uid}} {{field}} {{local}} does not exist in {{tzid}} (spring-forward gap); clients will move it, e.g. to {{shifted_to}}.',
    description: 'The local time falls in a daylight-saving gap of its zone, so it names no instant and clients resolve it differently.',
    example: '`TZID=America/Chicago:20260308T023000`',
  },
  AMBIGUOUS_LOCAL_TIME: {
    severity: 'warning',
    message: 'Event {{uid}} {{field}} {{local}} occurs twice in {{tzid}} (fall-back overlap): {{earlier}} or {{later}}.',
    description: 'The local time falls in a daylight-saving overlap of its zone and names two instants; RFC 5545 picks the first, some clients the second.',
    example: '`TZID=America/Chicago:20261101T013000`',
  },
  VALUE_TYPE_MISMATCH: {
    severity: 'error',
    message: 'Event {{uid}} starts with a {{start_type}} but ends with a {{end_type}}.',
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
  SEQUENCE_MISSING: {
    severity: 'warning',
    message: 'Event {{uid}} is update {{occurrence}} of its uid but has no sequence.',
    description: 'A repeated uid is an update; without SEQUENCE clients cannot tell which version is newer.',
    example: 'second `review@…` without `sequence`',
  },
  SEQUENCE_INVALID: {
    severity: 'error',
    message: 'Event {{uid}} has sequence {{sequence}}, which is not a non-negative integer.',
    description: 'RFC 5545 SEQUENCE is a non-negative integer; any other value is rejected or read as 0.',
    example: '`1.5`, `-1`',
  },
  SEQUENCE_NOT_INCREASING: {
    severity: 'error',
    message: 'Event {{uid}} has sequence {{sequence}}, not above {{previous_sequence}} of its earlier version at position {{previous_position}}.',
    description: 'An update whose SEQUENCE does not exceed the earlier one is ignored by clients that already hold that version.',
    example: '`2` after `3`',
  },
  UID_CONFLICT: {
    severity: 'error',
    message: 'Event {{uid}} repeats sequence {{sequence}} with different times than the version at position {{previous_position}}.',
    description: 'Two versions of one uid claim the same sequence but disagree on dtstart, dtend or time zone; which one a client keeps is undefined.',
    example: 'two versions with sequence 3',
  },
  RRULE_INVALID: {
    severity: 'error',
    message: 'Event {{uid}} rrule "{{rrule}}" is not valid ({{reason}}).',
    description: 'The RRULE cannot be parsed, lacks FREQ, or has both COUNT and UNTIL (RFC 5545 allows one).',
    example: '`COUNT=3`',
  },
  RRULE_UNTIL_MISMATCH: {
    severity: 'error',
    message: 'Event {{uid}} rrule UNTIL {{until}} is a {{until_form}} value but DTSTART requires a {{expected_form}} value.',
    description: 'RFC 5545: UNTIL must have DTSTART\'s value type; a floating DTSTART needs a floating UNTIL, a UTC or zoned DTSTART a UTC UNTIL.',
    example: 'zoned DTSTART with `UNTIL=20270601`',
  },
  RECURRENCE_NOT_EXPANDED: {
    severity: 'notice',
    message: 'Event {{uid}} recurs ({{rrule}}); only its first occurrence was checked.',
    description: 'Recurrence rules are not expanded, so later occurrences (which may fall into a DST gap or overlap) are not checked.',
    example: '`FREQ=WEEKLY;BYDAY=MO`',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
