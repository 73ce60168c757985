import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

// RFC 5545 §3.6.5 (https://www.rfc-editor.org/rfc/rfc5545#section-3.6.5): "An individual "VTIMEZONE"
// calendar component MUST be specified for each unique "TZID" parameter value specified in the
// iCalendar object." §3.2.19: the TZID parameter names a VTIMEZONE of the object; an IANA name
// resolves without it only in clients with their own zone database (RFC 7809 lets CalDAV servers
// agree to omit it, so the rule applies only when the event lists its object's VTIMEZONEs).
export const vtimezoneCases = defineCases<Input>([
  {
    name: 'an IANA TZID with no VTIMEZONE in the object (the Outlook interop fault) is an error, at each value',
    input: {
      events: [
        ev('berlin', 'TZID=Europe/Berlin:20261201T090000', 'TZID=Europe/Berlin:20261201T100000', { vtimezones: ['America/Chicago'] }),
        ev('keyed', '20261201T090000', '20261201T100000', { tzid: 'Europe/Paris', vtimezones: [] }),
        ev('chicago', CHI('20261201T090000'), CHI('20261201T100000'), { vtimezones: ['America/Chicago'] }),
      ],
    },
    expect: [
      { code: 'MISSING_VTIMEZONE', pointer: '/events/0/dtend', details: { field: 'dtend', tzid: 'Europe/Berlin' } },
      {
        code: 'MISSING_VTIMEZONE',
        pointer: '/events/0/dtstart',
        details: { uid: 'berlin', field: 'dtstart', tzid: 'Europe/Berlin', vtimezones: ['America/Chicago'], vtimezoneCount: 1, known: true, resolvedAs: 'Europe/Berlin' },
      },
      { code: 'MISSING_VTIMEZONE', pointer: '/events/1/tzid', details: { tzid: 'Europe/Paris', vtimezones: [] } },
    ],
    status: 'BLOCKED',
    absent: ['UNKNOWN_TZID', 'WINDOWS_TZID', 'VTIMEZONE_ONLY_TZID', 'VTIMEZONES_INVALID', 'GLOBAL_TZID_GUESSED'],
    // The times still resolve (clients with a zone database read them): the report shows where.
    report: { events: [{ startUtc: '2026-12-01T08:00:00Z' }, { startUtc: '2026-12-01T08:00:00Z' }, { startUtc: '2026-12-01T15:00:00Z' }] },
  },
  {
    name: 'a TZID is matched to the VTIMEZONE exactly; an unknown name missing its VTIMEZONE is one finding, not two',
    input: {
      events: [
        ev('case', 'TZID=europe/berlin:20261201T090000', '20261201T100000Z', { vtimezones: ['Europe/Berlin'] }),
        ev('mars', 'TZID=Mars/Olympus:20261201T090000', '20261201T100000Z', { vtimezones: ['Europe/Berlin'] }),
      ],
    },
    expect: [
      { code: 'MISSING_VTIMEZONE', pointer: '/events/0/dtstart', details: { tzid: 'europe/berlin', known: true } },
      { code: 'MISSING_VTIMEZONE', pointer: '/events/1/dtstart', details: { tzid: 'Mars/Olympus', known: false, resolvedAs: null } },
    ],
    absent: ['UNKNOWN_TZID'],
  },
  {
    name: 'a Windows zone name: defined by a VTIMEZONE it is fine; without the list it is a warning, checked as CLDR maps it; listed as missing it is an error',
    input: {
      events: [
        ev('defined', 'TZID=W. Europe Standard Time:20261201T090000', 'TZID=W. Europe Standard Time:20261201T100000', { vtimezones: ['W. Europe Standard Time'] }),
        ev('unsaid', 'TZID=Eastern Standard Time:20261201T090000', 'TZID=Eastern Standard Time:20261201T100000'),
        ev('missing', 'TZID=Pacific Standard Time:20261201T090000', '20261201T180000Z', { vtimezones: ['Eastern Standard Time'] }),
      ],
    },
    expect: [
      { code: 'WINDOWS_TZID', pointer: '/events/1/dtend', details: { tzid: 'Eastern Standard Time', iana: 'America/New_York' } },
      { code: 'WINDOWS_TZID', pointer: '/events/1/dtstart', details: { uid: 'unsaid', field: 'dtstart', tzid: 'Eastern Standard Time', iana: 'America/New_York' } },
      { code: 'MISSING_VTIMEZONE', pointer: '/events/2/dtstart', details: { tzid: 'Pacific Standard Time', resolvedAs: 'America/Los_Angeles' } },
    ],
    absent: ['UNKNOWN_TZID', 'END_NOT_AFTER_START'],
    report: {
      events: [{ startUtc: '2026-12-01T08:00:00Z' }, { startUtc: '2026-12-01T14:00:00Z' }, { startUtc: '2026-12-01T17:00:00Z' }],
      tzids: [
        { tzid: 'W. Europe Standard Time', known: true, source: 'windows', resolvedAs: 'Europe/Berlin', events: 1 },
        { tzid: 'Eastern Standard Time', known: true, source: 'windows', resolvedAs: 'America/New_York', events: 1 },
        { tzid: 'Pacific Standard Time', known: true, source: 'windows', resolvedAs: 'America/Los_Angeles', events: 1 },
      ],
    },
  },
  {
    name: "a TZID only the object's VTIMEZONE defines is valid: a notice that its times were not checked",
    input: { events: [ev('own', 'TZID=/example.com/20260101_1/Berlin:20261201T090000', 'TZID=/example.com/20260101_1/Berlin:20261201T100000', { vtimezones: ['/example.com/20260101_1/Berlin'] })] },
    expect: [
      { code: 'VTIMEZONE_ONLY_TZID', pointer: '/events/0/dtend', details: { field: 'dtend' } },
      { code: 'VTIMEZONE_ONLY_TZID', pointer: '/events/0/dtstart', details: { uid: 'own', field: 'dtstart', tzid: '/example.com/20260101_1/Berlin' } },
    ],
    status: 'READY',
    absent: ['UNKNOWN_TZID', 'MISSING_VTIMEZONE'],
    report: { events: [{ startUtc: null }] },
  },
  {
    name: 'vtimezones that is not an array of strings is an error and is ignored; without vtimezones nothing is assumed missing',
    input: {
      events: [
        ev('bad', CHI('20261201T090000'), CHI('20261201T100000'), { vtimezones: 'America/Chicago' }),
        ev('mixed', CHI('20261201T090000'), CHI('20261201T100000'), { vtimezones: ['America/Chicago', 7] }),
        ev('none', CHI('20261201T090000'), CHI('20261201T100000')),
      ],
    },
    expect: [
      { code: 'VTIMEZONES_INVALID', pointer: '/events/0/vtimezones', details: { uid: 'bad', vtimezones: 'America/Chicago' } },
      { code: 'VTIMEZONES_INVALID', pointer: '/events/1/vtimezones', details: { vtimezones: ['America/Chicago', 7] } },
    ],
    absent: ['MISSING_VTIMEZONE'],
  },
]);

// python icalendar (src/icalendar/timezone/tzp.py, TZP._lookup_ids): "For a "globally unique" TZID
// (RFC 5545 section 3.2.19) of the form /<vendor>/<Olson/Name> ... the trailing Olson identifier,
// dropping vendor path components from the front. The longest suffix is tried first".
export const globalTzidCases = defineCases<Input>([
  {
    name: 'a globally unique TZID is read as the IANA name it ends with (longest suffix first), with a notice; its DST gap is found',
    input: {
      events: [
        ev('lib', 'TZID=/freeassociation.sourceforge.net/Tzfile/America/Argentina/Buenos_Aires:20261201T090000', '20261201T120000Z', { vtimezones: ['/freeassociation.sourceforge.net/Tzfile/America/Argentina/Buenos_Aires'] }),
        ev('moz', 'TZID=/mozilla.org/20070129_1/Europe/Berlin:20260329T023000', 'TZID=/mozilla.org/20070129_1/Europe/Berlin:20260329T040000'),
        ev('other', 'TZID=/example.com/NotAZone:20261201T090000', '20261201T100000Z'),
      ],
    },
    expect: [
      { code: 'END_NOT_AFTER_START', pointer: '/events/0/dtend', details: { start: '2026-12-01T12:00:00Z', end: '2026-12-01T12:00:00Z' } },
      { code: 'GLOBAL_TZID_GUESSED', pointer: '/events/0/dtstart', details: { iana: 'America/Argentina/Buenos_Aires', definedByVtimezone: true } },
      { code: 'GLOBAL_TZID_GUESSED', pointer: '/events/1/dtend', details: { iana: 'Europe/Berlin' } },
      { code: 'GLOBAL_TZID_GUESSED', pointer: '/events/1/dtstart', details: { uid: 'moz', field: 'dtstart', tzid: '/mozilla.org/20070129_1/Europe/Berlin', iana: 'Europe/Berlin', definedByVtimezone: null } },
      { code: 'NONEXISTENT_LOCAL_TIME', pointer: '/events/1/dtstart', details: { shiftedTo: '2026-03-29T03:30:00' } },
      { code: 'UNKNOWN_TZID', pointer: '/events/2/dtstart', details: { tzid: '/example.com/NotAZone' } },
    ],
    absent: ['VTIMEZONE_ONLY_TZID'],
  },
]);
