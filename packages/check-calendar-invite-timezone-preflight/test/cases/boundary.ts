import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

export const boundaryCases = defineCases<Input>([
  {
    name: 'an end before the start once zones are resolved, although its clock reads later',
    // 10:00 in Chicago is 16:00Z, so an end at 15:30Z is before the start.
    input: { events: [ev('x', CHI('20261110T100000'), '20261110T153000Z'), ev('x2', CHI('20261110T100000'), '20261110T163000Z')] },
    expect: [{ code: 'END_NOT_AFTER_START', pointer: '/events/0/dtend', details: { start: '2026-11-10T16:00:00Z', end: '2026-11-10T15:30:00Z', compared: 'instants' } }],
  },
  {
    name: '02:30 (nonexistent) to 03:30 on the spring-forward day are one instant',
    input: { events: [ev('y', CHI('20260308T023000'), CHI('20260308T033000'))] },
    expect: [
      { code: 'END_NOT_AFTER_START', pointer: '/events/0/dtend', details: { uid: 'y', start: '2026-03-08T08:30:00Z', end: '2026-03-08T08:30:00Z', compared: 'instants' } },
      { code: 'NONEXISTENT_LOCAL_TIME', pointer: '/events/0/dtstart' },
    ],
  },
  {
    name: 'equal UTC times, and floating times compared as clock readings',
    input: { events: [ev('w', '20261110T100000Z', '20261110T100000Z'), ev('f', '20261110T100000', '20261110T090000')] },
    expect: [
      { code: 'END_NOT_AFTER_START', pointer: '/events/0/dtend' },
      { code: 'END_NOT_AFTER_START', pointer: '/events/1/dtend', details: { compared: 'local times' } },
      { code: 'FLOATING_TIME', pointer: '/events/1/dtend' },
      { code: 'FLOATING_TIME', pointer: '/events/1/dtstart' },
    ],
  },
  {
    name: 'a DATE start with a DATE-TIME end, and the reverse',
    input: { events: [ev('m', 'VALUE=DATE:20261112', '20261113T170000Z'), ev('m2', '20261112T090000Z', '20261113')] },
    expect: [
      { code: 'VALUE_TYPE_MISMATCH', pointer: '/events/0/dtend', details: { uid: 'm', startType: 'DATE', endType: 'DATE-TIME' } },
      { code: 'VALUE_TYPE_MISMATCH', pointer: '/events/1/dtend', details: { startType: 'DATE-TIME', endType: 'DATE' } },
    ],
    absent: ['END_NOT_AFTER_START', 'ALL_DAY_END_NOT_AFTER_START'],
    report: { events: [{ valueType: 'mixed' }, { valueType: 'mixed' }] },
  },
  {
    name: 'all-day events that end on or before their start day (DTEND is exclusive)',
    input: { events: [ev('h', 'VALUE=DATE:20261126', 'VALUE=DATE:20261125'), ev('h2', 'VALUE=DATE:20261126', 'VALUE=DATE:20261126'), ev('ok', '20261126', '20261127')] },
    expect: [
      { code: 'ALL_DAY_END_NOT_AFTER_START', pointer: '/events/0/dtend', details: { uid: 'h', start: '2026-11-26', end: '2026-11-25' } },
      { code: 'ALL_DAY_END_NOT_AFTER_START', pointer: '/events/1/dtend', details: { start: '2026-11-26', end: '2026-11-26' } },
    ],
    absent: ['END_NOT_AFTER_START'],
  },
]);
