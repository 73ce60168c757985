import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

export const zonesCases = defineCases<Input>([
  {
    name: 'an unknown TZID parameter is reported at the value',
    input: { events: [ev('u', 'TZID=Eastern Standard Time:20261110T090000', '20261110T100000Z')] },
    expect: [{ code: 'UNKNOWN_TZID', pointer: '/events/0/dtstart', details: { tzid: 'Eastern Standard Time', field: 'dtstart' } }],
    absent: ['NONEXISTENT_LOCAL_TIME', 'AMBIGUOUS_LOCAL_TIME'],
  },
  {
    name: 'an unknown event tzid is reported once, at the tzid key',
    input: { events: [ev('v', '20261110T090000', '20261110T100000', { tzid: 'Mars/Olympus' })] },
    expect: [{ code: 'UNKNOWN_TZID', pointer: '/events/0/tzid', details: { tzid: 'Mars/Olympus' } }],
    absent: ['FLOATING_TIME'],
    report: { tzids: [{ tzid: 'Mars/Olympus', known: false, events: 1 }] },
  },
  {
    name: 'America/Chicago 2026-03-08 02:30 does not exist; 2026-11-01 01:30 is ambiguous',
    input: { events: [ev('gap', CHI('20260308T023000'), CHI('20260308T040000')), ev('overlap', CHI('20261101T013000'), CHI('20261101T030000'))] },
    expect: [
      {
        code: 'NONEXISTENT_LOCAL_TIME',
        pointer: '/events/0/dtstart',
        details: { local: '2026-03-08T02:30:00', shifted_to: '2026-03-08T03:30:00', offset_before_minutes: -360, offset_after_minutes: -300 },
      },
      { code: 'AMBIGUOUS_LOCAL_TIME', pointer: '/events/1/dtstart', details: { earlier: '2026-11-01T06:30:00Z', later: '2026-11-01T07:30:00Z' } },
    ],
    status: 'BLOCKED',
    report: { dst: { nonexistent: 1, ambiguous: 1 }, tzids: [{ tzid: 'America/Chicago', known: true, events: 2 }] },
  },
]);
