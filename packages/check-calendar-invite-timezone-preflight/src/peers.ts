import type { PeerComparison } from '@evidence-check/core-receipt';

const RFC5545 = 'RFC 5545';
const RFC5546 = 'RFC 5546 (iTIP)';
const RFC7529 = 'RFC 7529';
const RFC7809 = 'RFC 7809';
const ICALJS = 'ical.js';
const LIBICAL = 'libical';
const PYICAL = 'python icalendar';
const CLDR = 'CLDR windowsZones';

/** The standards and libraries calendar users trust, each of their rules and our code for it (or why not). */
export const comparison = {
  peers: [
    { name: RFC5545, url: 'https://www.rfc-editor.org/rfc/rfc5545' },
    { name: RFC5546, url: 'https://www.rfc-editor.org/rfc/rfc5546#section-2.1.4' },
    { name: RFC7529, url: 'https://www.rfc-editor.org/rfc/rfc7529' },
    { name: RFC7809, url: 'https://www.rfc-editor.org/rfc/rfc7809' },
    {
      name: ICALJS,
      url: 'https://github.com/kewisch/ical.js/blob/main/lib/ical/recur.js',
      oracle: 'test/ical-oracle.test.ts sends 474 RRULEs (each FREQ with one rule part and value) to ICAL.Recur and its iterator and to run(): 0 disagreements; the 66 where ical.js departs from RFC 5545 are proved to depart as the note says; test/ical-vtimezone.test.ts resolves 28 local times (America/New_York, Europe/Berlin and their Windows names, each with its VTIMEZONE) in ical.js and run(): 0 disagreements on the instant',
    },
    { name: LIBICAL, url: 'https://github.com/libical/libical/blob/master/src/libical/icalrecur.c' },
    { name: PYICAL, url: 'https://github.com/collective/icalendar/blob/main/src/icalendar/timezone/tzp.py' },
    {
      name: CLDR,
      url: 'https://github.com/unicode-org/cldr/blob/main/common/supplemental/windowsZones.xml',
      oracle: 'test/windows-zones.test.ts holds our table equal to cldr-core 48.2.0 supplemental/windowsZones.json (territory 001) and resolves each Windows name as its IANA zone',
    },
  ],
  rules: [
    { peer: RFC5545, rule: '§3.3.4 DATE, §3.3.5 DATE-TIME value grammar; §3.2.20 VALUE parameter', ours: 'INVALID_DATE_VALUE' },
    { peer: RFC5545, rule: '§3.3.5 form #1, date with local time (floating): the same clock reading in every zone', ours: 'FLOATING_TIME', note: 'valid in RFC 5545; a warning here because attendees in other zones meet at other instants' },
    { peer: RFC5545, rule: '§3.3.5: TZID "MUST NOT be applied to DATE-TIME properties whose time values are specified in UTC"', ours: 'TZID_ON_UTC_TIME' },
    { peer: RFC5545, rule: '§3.3.5: a local time that "does not occur" is read "using the UTC offset before the gap"', ours: 'NONEXISTENT_LOCAL_TIME' },
    { peer: RFC5545, rule: '§3.3.5: a local time that "occurs more than once" refers to "the first occurrence"', ours: 'AMBIGUOUS_LOCAL_TIME', note: 'comparisons use the first occurrence, as the RFC says' },
    { peer: RFC5545, rule: '§3.2.19 TZID names a VTIMEZONE of the object', ours: ['UNKNOWN_TZID', 'VTIMEZONE_ONLY_TZID'], note: 'a TZID no VTIMEZONE, IANA or Windows name defines is an error; one only the object\'s VTIMEZONE defines is accepted (notice: its DST rules are not read)' },
    { peer: RFC5545, rule: '§3.2.19 a TZID starting with "/" is a globally unique ID', ours: 'GLOBAL_TZID_GUESSED', note: 'no registry is defined; read by its IANA suffix, as python icalendar does' },
    { peer: RFC5545, rule: '§3.6.5: "An individual VTIMEZONE component MUST be specified for each unique TZID parameter value"', ours: 'MISSING_VTIMEZONE', note: 'judged when the event lists its object\'s VTIMEZONEs in `vtimezones` (the request carries events, not the object)' },
    { peer: RFC5545, rule: '§3.6.5 VTIMEZONE body: STANDARD/DAYLIGHT sub-components, TZOFFSETFROM, TZOFFSETTO, DTSTART', ours: null, note: 'the request carries no VTIMEZONE body, only its TZID; times are resolved with the runtime\'s IANA data' },
    { peer: RFC5545, rule: '§3.8.2.2 DTEND: same value type as DTSTART', ours: 'VALUE_TYPE_MISMATCH' },
    { peer: RFC5545, rule: '§3.8.2.2 DTEND: "MUST be later in time than the value of the DTSTART property"', ours: ['END_NOT_AFTER_START', 'ALL_DAY_END_NOT_AFTER_START'] },
    { peer: RFC5545, rule: '§3.8.7.4 SEQUENCE: a non-negative integer, incremented with each revision', ours: ['SEQUENCE_INVALID', 'SEQUENCE_MISSING', 'SEQUENCE_NOT_INCREASING'] },
    { peer: RFC5545, rule: '§3.3.10 FREQ: REQUIRED, one of SECONDLY to YEARLY', ours: 'RRULE_INVALID' },
    { peer: RFC5545, rule: '§3.3.10 INTERVAL: "a positive integer"', ours: 'RRULE_INVALID' },
    { peer: RFC5545, rule: '§3.3.10 BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST value grammar and ranges', ours: 'RRULE_INVALID' },
    { peer: RFC5545, rule: '§3.3.10 rule parts "MUST NOT occur more than once"; only the listed rule parts', ours: 'RRULE_INVALID', note: 'X- parts (RFC 2445\'s x-name) are accepted, as ical.js keeps them' },
    { peer: RFC5545, rule: '§3.3.10 COUNT and UNTIL "MUST NOT occur in the same recur"', ours: 'RRULE_INVALID' },
    { peer: RFC5545, rule: '§3.3.10 UNTIL has DTSTART\'s value type (floating with floating, UTC with UTC or zoned)', ours: 'RRULE_UNTIL_MISMATCH' },
    { peer: RFC5545, rule: '§3.3.10 BYDAY ordinals only with MONTHLY or YEARLY (not with BYWEEKNO); BYMONTHDAY not with WEEKLY; BYYEARDAY not with DAILY, WEEKLY, MONTHLY; BYWEEKNO only with YEARLY; BYSETPOS only with another BYxxx', ours: 'RRULE_PART_NOT_ALLOWED' },
    { peer: RFC5545, rule: '§3.3.10 BYSECOND, BYMINUTE, BYHOUR "MUST NOT be specified when the associated DTSTART property has a DATE value type" (and "MUST be ignored")', ours: 'RRULE_TIME_PART_ON_DATE', note: 'a warning: the RFC tells clients to ignore them, so the series still reads' },
    { peer: RFC5545, rule: '§3.8.5.3 the recurrence set (each instance in its zone, DST gaps included)', ours: 'RECURRENCE_NOT_EXPANDED', note: 'not expanded: a notice says only the first occurrence was checked' },
    { peer: RFC5546, rule: '§2.1.4 message sequencing: UID and SEQUENCE order the versions of an event', ours: ['SEQUENCE_NOT_INCREASING', 'UID_CONFLICT'], note: 'DTSTAMP, which breaks SEQUENCE ties, is not in the request: versions with one SEQUENCE and other times are flagged as a conflict' },
    { peer: RFC7529, rule: '§4 SKIP only together with RSCALE; SKIP is OMIT, BACKWARD or FORWARD', ours: 'RRULE_INVALID' },
    { peer: RFC7529, rule: '§4.2 BYMONTH leap months ("5L") with RSCALE', ours: 'RRULE_INVALID', note: 'accepted with RSCALE, invalid without it' },
    { peer: RFC7529, rule: '§4 RSCALE names a CLDR calendar the client supports', ours: null, note: 'any token is accepted: which calendar scales a client supports is not known here' },
    { peer: RFC7809, rule: 'CalDAV time zones by reference: clients and servers that agree on it leave VTIMEZONE components out', ours: null, note: 'why MISSING_VTIMEZONE needs `vtimezones`: without it nothing is assumed missing' },
    { peer: ICALJS, rule: 'Recur.fromString: FREQ must be one of ALLOWED_FREQ', ours: 'RRULE_INVALID', note: 'ical.js compares upper-case values only; RFC 5545 enumerated values ignore case, and so do we' },
    { peer: ICALJS, rule: 'Recur.fromString: BYxxx ranges (parseNumericValue), BYDAY and WKST weekday syntax', ours: 'RRULE_INVALID', note: 'ical.js lets 0 through in BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYSETPOS; RFC 5545 ordinals start at 1 and we follow it' },
    { peer: ICALJS, rule: 'Recur.fromString: INTERVAL < 1 read as 1', ours: 'RRULE_INVALID', note: 'ical.js tolerates it; RFC 5545 ("a positive integer") and libical reject it, and so do we' },
    { peer: ICALJS, rule: 'RecurIterator.init: BYYEARDAY only in YEARLY, WEEKLY without BYMONTHDAY or BYYEARDAY, MONTHLY without BYYEARDAY or BYWEEKNO', ours: 'RRULE_PART_NOT_ALLOWED', note: 'ical.js also rejects BYYEARDAY with SECONDLY, MINUTELY, HOURLY, which RFC 5545 allows and we accept' },
    { peer: ICALJS, rule: 'RecurIterator.init: BYYEARDAY with BYMONTH, BYWEEKNO or BYMONTHDAY; BYWEEKNO with BYMONTHDAY', ours: null, note: 'ical.js-only limits RFC 5545 does not state; not flagged' },
    { peer: ICALJS, rule: 'TimezoneService: a TZID whose VTIMEZONE was not registered is read as floating time', ours: 'MISSING_VTIMEZONE', note: 'proved in test/ical-vtimezone.test.ts for IANA and Windows names' },
    { peer: LIBICAL, rule: 'icalrecurrencetype_from_string: unknown FREQ, COUNT < 1, COUNT with UNTIL, INTERVAL < 1, unknown rule part', ours: 'RRULE_INVALID', note: 'libical also rejects X- parts, which we accept (see RFC 5545 row)' },
    { peer: LIBICAL, rule: 'expand_map ILLEGAL pairs: BYWEEKNO unless YEARLY, BYYEARDAY with DAILY, WEEKLY, MONTHLY, BYMONTHDAY with WEEKLY', ours: 'RRULE_PART_NOT_ALLOWED' },
    { peer: PYICAL, rule: 'TZP.localize: a TZID it cannot find leaves the time floating', ours: 'UNKNOWN_TZID' },
    { peer: PYICAL, rule: 'TZP._lookup_ids: Windows zone names through WINDOWS_TO_OLSON (CLDR)', ours: 'WINDOWS_TZID', note: 'resolved the same way; a warning unless `vtimezones` shows the VTIMEZONE that defines it' },
    { peer: PYICAL, rule: 'TZP._lookup_ids: globally unique TZIDs guessed by their trailing Olson name (GloballyUniqueTZIDGuessed warning)', ours: 'GLOBAL_TZID_GUESSED' },
    { peer: CLDR, rule: 'mapZone territory 001: the IANA zone of each Windows zone name', ours: ['WINDOWS_TZID', 'MISSING_VTIMEZONE'], note: 'a Windows name is read as its 001 zone for DST checks; accepted when `vtimezones` lists it' },
    { peer: CLDR, rule: 'mapZone per territory (Eastern Standard Time is America/Toronto in CA)', ours: null, note: 'a TZID says no territory: the world zone (001) is used' },
  ],
} as const satisfies PeerComparison;
