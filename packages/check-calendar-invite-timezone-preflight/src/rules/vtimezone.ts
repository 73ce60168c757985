import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * RFC 5545 §3.6.5: "An individual VTIMEZONE component MUST be specified for each unique TZID
 * parameter value specified in the iCalendar object." An event says which VTIMEZONEs its object
 * carries in its `vtimezones` key; a TZID it uses that none defines is missing (the Outlook interop
 * fault: IANA names resolve only in clients with their own zone database). A Windows zone name
 * (Outlook's TZIDs) is defined only by a VTIMEZONE; when the event does not list its VTIMEZONEs it is
 * read as the IANA zone CLDR maps it to, and flagged. A globally unique TZID ("/" first, §3.2.19) is
 * read as the IANA name it ends with, as python icalendar guesses it, with a notice. A TZID defined by
 * a VTIMEZONE and by neither database is the file's own zone: accepted, its times not checked.
 */
/** How many of the listed TZIDs a finding names (sorted): a long list would repeat at every finding. */
const SHOWN = 10;
const listed = (tzids: ReadonlySet<string>): string[] => {
  const names = [...tzids].sort();
  return names.length > SHOWN ? [...names.slice(0, SHOWN), `… ${names.length - SHOWN} more`] : names;
};

export const vtimezoneRule = defineRule<Context>()({
  name: 'vtimezone',
  codes: {
    MISSING_VTIMEZONE: {
      severity: 'error',
      message: 'Event {{uid}} {{field}} uses TZID "{{tzid}}", but its iCalendar object has no VTIMEZONE for it (vtimezones: {{vtimezones}}).',
      description: 'RFC 5545 §3.6.5 requires a VTIMEZONE for every TZID used; without it Outlook and strict clients cannot place the time (IANA names resolve only where the client has its own zone database).',
      example: '`TZID=Europe/Berlin:…` with `vtimezones: []`',
    },
    WINDOWS_TZID: {
      severity: 'warning',
      message: 'Event {{uid}} {{field}} uses the Windows zone name "{{tzid}}", which only a VTIMEZONE defines; checked as {{iana}} (CLDR windowsZones).',
      description: 'A Windows zone name is not an IANA zone: clients without the CLDR mapping need the VTIMEZONE that defines it. List the object\'s VTIMEZONE TZIDs in `vtimezones` to confirm it is there.',
      example: '`TZID=Eastern Standard Time:…` without `vtimezones`',
    },
    GLOBAL_TZID_GUESSED: {
      severity: 'notice',
      message: 'Event {{uid}} {{field}} uses the globally unique TZID "{{tzid}}"; its times were checked as {{iana}}, the IANA name it ends with.',
      description: 'RFC 5545 §3.2.19: a TZID starting with "/" names a zone of a global registry that no RFC defines; like python icalendar, the trailing IANA name is guessed (libical and Evolution write such TZIDs with a VTIMEZONE that defines them).',
      example: '`TZID=/freeassociation.sourceforge.net/Europe/Berlin:…`',
    },
    VTIMEZONE_ONLY_TZID: {
      severity: 'notice',
      message: 'Event {{uid}} {{field}} uses TZID "{{tzid}}", defined only by its VTIMEZONE; its local times were not checked for DST gaps or overlaps.',
      description: 'A TZID that a VTIMEZONE of the object defines but that is neither an IANA nor a Windows zone name is valid; its rules are in the VTIMEZONE, which this check does not read.',
      example: '`TZID=/example.com/Berlin:…` with `vtimezones: ["/example.com/Berlin"]`',
    },
    VTIMEZONES_INVALID: {
      severity: 'error',
      message: 'Event {{uid}} vtimezones {{vtimezones}} is not an array of TZID strings.',
      description: 'The `vtimezones` key lists the TZID of each VTIMEZONE of the event\'s iCalendar object; any other value is ignored.',
      example: '`"vtimezones": "Europe/Berlin"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, uid, start, end, vtimezones } of ctx.events) {
      if (vtimezones.kind === 'invalid') {
        findings.add('VTIMEZONES_INVALID', { subject: uid, pointer: jsonPointer('events', index, 'vtimezones'), details: { uid, vtimezones: vtimezones.raw } });
      }
      // One event's dtstart and dtend may share the event's tzid key: its fault is one finding.
      const reported = new Set<string>();
      for (const { field, parsed, zone } of [start, end]) {
        if (!parsed.ok || zone === null || reported.has(zone.reportAt)) continue;
        const { tzid, reportAt } = zone;
        if (zone.defined === false && vtimezones.kind === 'valid') {
          reported.add(reportAt);
          findings.add('MISSING_VTIMEZONE', {
            subject: uid,
            pointer: reportAt,
            details: { uid, field, tzid, vtimezones: listed(vtimezones.tzids), vtimezoneCount: vtimezones.tzids.size, known: zone.known, resolvedAs: zone.iana },
          });
        } else if (zone.defined === null && zone.source === 'windows') {
          reported.add(reportAt);
          findings.add('WINDOWS_TZID', { subject: uid, pointer: reportAt, details: { uid, field, tzid, iana: zone.iana } });
        } else if (zone.source === 'global') {
          reported.add(reportAt);
          findings.add('GLOBAL_TZID_GUESSED', { subject: uid, pointer: reportAt, details: { uid, field, tzid, iana: zone.iana, definedByVtimezone: zone.defined } });
        } else if (zone.defined === true && zone.known === false) {
          reported.add(reportAt);
          findings.add('VTIMEZONE_ONLY_TZID', { subject: uid, pointer: reportAt, details: { uid, field, tzid } });
        }
      }
    }
  },
});
