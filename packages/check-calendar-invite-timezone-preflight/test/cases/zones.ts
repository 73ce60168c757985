import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

const colonies = (n: number) => Array.from({ length: n }, (_, i) => `Mars/Colony-${i}`);

export const zonesCases = defineCases<Input>([
  {
    name: 'an unknown TZID parameter is reported at the value',
    input: { events: [ev('u', 'TZID=Eastern Time (US):20261110T090000', '20261110T100000Z')] },
    expect: [{ code: 'UNKNOWN_TZID', pointer: '/events/0/dtstart', details: { tzid: 'Eastern Time (US)', field: 'dtstart' } }],
    absent: ['NONEXISTENT_LOCAL_TIME', 'AMBIGUOUS_LOCAL_TIME'],
  },
  {
    // Windows names are not unknown: CLDR windowsZones maps them (Eastern Standard Time is America/New_York), so their DST gaps are found.
    name: 'a Windows zone name is resolved through CLDR windowsZones, not reported unknown',
    input: { events: [ev('w', 'TZID=Eastern Standard Time:20260308T023000', 'TZID=eastern standard time:20260308T040000', { vtimezones: ['Eastern Standard Time', 'eastern standard time'] })] },
    expect: [{ code: 'NONEXISTENT_LOCAL_TIME', pointer: '/events/0/dtstart', details: { tzid: 'Eastern Standard Time', shiftedTo: '2026-03-08T03:30:00' } }],
    absent: ['UNKNOWN_TZID', 'TZID_NOT_CHECKED'],
    report: { events: [{ startUtc: '2026-03-08T07:30:00Z', endUtc: '2026-03-08T08:00:00Z' }] },
  },
  {
    name: 'an unknown event tzid is reported once, at the tzid key',
    input: { events: [ev('v', '20261110T090000', '20261110T100000', { tzid: 'Mars/Olympus' })] },
    expect: [{ code: 'UNKNOWN_TZID', pointer: '/events/0/tzid', details: { tzid: 'Mars/Olympus' } }],
    absent: ['FLOATING_TIME', 'TZID_NOT_CHECKED'],
    report: { tzids: [{ tzid: 'Mars/Olympus', known: false, events: 1 }] },
  },
  {
    name: '32 distinct non-canonical TZIDs (31 unknown, one alias) are all looked up; letter cases of one name count once, canonical names not at all',
    input: {
      events: [
        ...colonies(31).map((tzid, i) => ev(`m${i}`, '20261110T090000', '20261110T100000', { tzid })),
        ev('case', '20261110T090000', '20261110T100000', { tzid: 'MARS/COLONY-0' }),
        ev('alias', 'TZID=us/pacific:20261110T090000', 'TZID=US/Pacific:20261110T100000'),
        ev('canonical', 'TZID=Europe/Paris:20261110T090000', 'TZID=europe/paris:20261110T100000'),
      ],
    },
    expect: [
      ...colonies(31).map((tzid, i) => ({ code: 'UNKNOWN_TZID', pointer: `/events/${i}/tzid`, details: { tzid } })),
      { code: 'UNKNOWN_TZID', pointer: '/events/31/tzid', details: { tzid: 'MARS/COLONY-0' } },
    ],
    absent: ['TZID_NOT_CHECKED'],
    report: { tzids: [...colonies(31).map((tzid) => ({ tzid, known: false, events: 1 })), { tzid: 'MARS/COLONY-0', known: false, events: 1 }, { tzid: 'us/pacific', known: true, events: 1 }, { tzid: 'US/Pacific', known: true, events: 1 }, { tzid: 'Europe/Paris', known: true, events: 1 }, { tzid: 'europe/paris', known: true, events: 1 }] },
  },
  {
    name: 'past 32 distinct non-canonical TZIDs a TZID is not looked up: neither known nor unknown, its times unchecked',
    input: {
      events: [
        ...colonies(32).map((tzid, i) => ev(`m${i}`, '20261110T090000', '20261110T100000', { tzid })),
        ev('late', 'TZID=America/Chicago:20260308T023000', 'TZID=Asia/Kolkata:20260308T150000'),
      ],
    },
    expect: [
      ...colonies(32).map((tzid, i) => ({ code: 'UNKNOWN_TZID', pointer: `/events/${i}/tzid`, details: { tzid } })),
      { code: 'TZID_NOT_CHECKED', pointer: '/events/32/dtend', details: { uid: 'late', field: 'dtend', tzid: 'Asia/Kolkata', limit: 32 } },
      { code: 'NONEXISTENT_LOCAL_TIME', pointer: '/events/32/dtstart', details: { tzid: 'America/Chicago' } },
    ],
    report: { tzids: [...colonies(32).map((tzid) => ({ tzid, known: false, events: 1 })), { tzid: 'America/Chicago', known: true, events: 1 }, { tzid: 'Asia/Kolkata', known: null, events: 1 }] },
  },
  {
    name: 'America/Chicago 2026-03-08 02:30 does not exist; 2026-11-01 01:30 is ambiguous',
    input: { events: [ev('gap', CHI('20260308T023000'), CHI('20260308T040000')), ev('overlap', CHI('20261101T013000'), CHI('20261101T030000'))] },
    expect: [
      {
        code: 'NONEXISTENT_LOCAL_TIME',
        pointer: '/events/0/dtstart',
        details: { local: '2026-03-08T02:30:00', shiftedTo: '2026-03-08T03:30:00', offsetBeforeMinutes: -360, offsetAfterMinutes: -300 },
      },
      { code: 'AMBIGUOUS_LOCAL_TIME', pointer: '/events/1/dtstart', details: { earlier: '2026-11-01T06:30:00Z', later: '2026-11-01T07:30:00Z' } },
    ],
    status: 'BLOCKED',
    report: { dst: { nonexistent: 1, ambiguous: 1 }, tzids: [{ tzid: 'America/Chicago', known: true, events: 2 }] },
  },
]);
