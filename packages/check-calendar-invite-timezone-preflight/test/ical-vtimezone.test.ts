// ical.js (https://github.com/kewisch/ical.js, lib/ical/timezone_service.js) as the oracle for what
// a VTIMEZONE changes: a TZID whose VTIMEZONE the object lacks is read as floating time (the fault
// MISSING_VTIMEZONE reports), and with the VTIMEZONE (Windows names included, as Outlook writes
// them) each time lands on the instant our report gives.
import ICAL from 'ical.js';
import { run } from '../src/index.js';

/** The US rules since 2007 and the EU rules since 1996, as Outlook and Google write them. */
const VTIMEZONE: Record<string, string> = {
  us: [
    'BEGIN:STANDARD', 'DTSTART:16011104T020000', 'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11', 'TZOFFSETFROM:-0400', 'TZOFFSETTO:-0500', 'END:STANDARD',
    'BEGIN:DAYLIGHT', 'DTSTART:16010311T020000', 'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0400', 'END:DAYLIGHT',
  ].join('\r\n'),
  eu: [
    'BEGIN:STANDARD', 'DTSTART:16011028T030000', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'END:STANDARD',
    'BEGIN:DAYLIGHT', 'DTSTART:16010325T020000', 'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT',
  ].join('\r\n'),
};

function icalStart(tzid: string, local: string, rules: string | null): { zone: string | undefined; utc: string } {
  const vtimezone = rules ? `BEGIN:VTIMEZONE\r\nTZID:${tzid}\r\n${rules}\r\nEND:VTIMEZONE\r\n` : '';
  const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${vtimezone}BEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;TZID=${tzid}:${local}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
  const calendar = new ICAL.Component(ICAL.parse(text));
  try {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const start = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component).startDate;
    return { zone: start.zone?.tzid, utc: `${start.convertToZone(ICAL.Timezone.utcTimezone).toString().slice(0, 19)}Z` };
  } finally {
    ICAL.TimezoneService.reset();
  }
}

function ours(tzid: string, local: string, vtimezones: string[]) {
  const result = run({ events: [{ uid: 'a', dtstart: `TZID=${tzid}:${local}`, dtend: '20271231T000000Z', vtimezones }] });
  return { codes: result.findings.map((f) => f.code), utc: (result.report as { events: { startUtc: string | null }[] }).events[0]?.startUtc };
}

// Normal local times across the year (not in a gap or overlap), in both rule sets.
const LOCALS = ['20260115T090000', '20260310T090000', '20260401T120000', '20260715T180000', '20261028T090000', '20261103T090000', '20261215T230000'];
const ZONES: [string, 'us' | 'eu'][] = [['America/New_York', 'us'], ['Eastern Standard Time', 'us'], ['Europe/Berlin', 'eu'], ['W. Europe Standard Time', 'eu']];
const rows = ZONES.flatMap(([tzid, rules]) => LOCALS.map((local) => [tzid, rules, local] as const));

test.each(rows)('%s (%s rules) %s: with its VTIMEZONE, ical.js and our report name one instant', (tzid, rules, local) => {
  const ical = icalStart(tzid, local, VTIMEZONE[rules] as string);
  const mine = ours(tzid, local, [tzid]);
  expect(ical.zone).toBe(tzid);
  expect(mine.utc).toBe(ical.utc);
  expect(mine.codes).toEqual([]);
});

test.each(ZONES)('%s without its VTIMEZONE: ical.js reads the time as floating, and we report MISSING_VTIMEZONE', (tzid) => {
  const local = '20260715T180000';
  expect(icalStart(tzid, local, null).zone).toBe('floating');
  expect(ours(tzid, local, []).codes).toEqual(['MISSING_VTIMEZONE']);
});
