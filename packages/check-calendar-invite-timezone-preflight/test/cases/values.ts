import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

export const valuesCases = defineCases<Input>([
  {
    name: 'zoned, UTC and all-day events with sane values are READY',
    input: {
      events: [
        ev('a', CHI('20261110T090000'), CHI('20261110T100000'), { sequence: 0 }),
        ev('b', '20261110T150000Z', '20261110T160000Z'),
        ev('c', 'VALUE=DATE:20261126', 'VALUE=DATE:20261127'),
        ev('d', '20261201', '20261202', { value_type: 'DATE' }),
        ev('e', '20261110T090000', '20261110T100000', { tzid: 'Europe/Paris' }),
      ],
    },
    expect: [],
    status: 'READY',
    absent: ['INVALID_DATE_VALUE', 'FLOATING_TIME', 'TZID_ON_UTC_TIME', 'UNKNOWN_TZID', 'VALUE_TYPE_MISMATCH', 'END_NOT_AFTER_START', 'ALL_DAY_END_NOT_AFTER_START'],
    report: {
      events: [
        { uid: 'a', startUtc: '2026-11-10T15:00:00Z', endUtc: '2026-11-10T16:00:00Z', tzid: 'America/Chicago', valueType: 'DATE-TIME' },
        { uid: 'b', startUtc: '2026-11-10T15:00:00Z', tzid: null },
        { uid: 'c', valueType: 'DATE', startUtc: null },
        { uid: 'd', valueType: 'DATE' },
        { uid: 'e', startUtc: '2026-11-10T08:00:00Z', tzid: 'Europe/Paris' },
      ],
    },
  },
  {
    name: 'floating times are warnings, one per value',
    input: { events: [ev('f', '20261108T013000', '20261108T023000')] },
    expect: [
      { code: 'FLOATING_TIME', pointer: '/events/0/dtend', details: { field: 'dtend', local: '2026-11-08T02:30:00' } },
      { code: 'FLOATING_TIME', pointer: '/events/0/dtstart', details: { field: 'dtstart' } },
    ],
    status: 'REVIEW',
    report: { events: [{ floating: true, tzid: null }] },
  },
  {
    name: 'TZID on a UTC time',
    input: { events: [ev('z', 'TZID=America/Chicago:20261110T090000Z', '20261110T100000Z')] },
    expect: [{ code: 'TZID_ON_UTC_TIME', pointer: '/events/0/dtstart', details: { tzid: 'America/Chicago' } }],
  },
  {
    name: 'invalid values',
    input: { events: [ev('i', '2026-11-10 09:00', '20260230'), ev('j', 'VALUE=DATE:20261110T090000', 'VALUE=PERIOD:20261110')] },
    expect: [
      { code: 'INVALID_DATE_VALUE', pointer: '/events/0/dtend', details: { reason: 'not a calendar date' } },
      { code: 'INVALID_DATE_VALUE', pointer: '/events/0/dtstart', details: { reason: 'not an iCalendar DATE or DATE-TIME' } },
      { code: 'INVALID_DATE_VALUE', pointer: '/events/1/dtend', details: { reason: 'unknown VALUE type' } },
      { code: 'INVALID_DATE_VALUE', pointer: '/events/1/dtstart', details: { reason: 'VALUE=DATE but the value is a DATE-TIME' } },
    ],
    absent: ['VALUE_TYPE_MISMATCH', 'END_NOT_AFTER_START'],
    report: { events: [{ valueType: null, start: null }, { valueType: null }] },
  },
]);
