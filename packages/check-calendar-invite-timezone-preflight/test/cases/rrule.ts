import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { CHI, ev } from './helpers.js';

export const rruleCases = defineCases<Input>([
  {
    name: 'RRULE: UNTIL in the wrong value type, invalid rules, recurrence not expanded',
    input: {
      events: [
        ev('r1', 'VALUE=DATE:20261201', 'VALUE=DATE:20261202', { rrule: 'FREQ=YEARLY;UNTIL=20301201T000000Z' }),
        ev('r2', '20261201T090000', '20261201T100000', { rrule: 'FREQ=DAILY;UNTIL=20261231T090000Z' }),
        ev('r3', CHI('20261201T090000'), CHI('20261201T100000'), { rrule: 'RRULE:FREQ=DAILY;UNTIL=20261231T090000' }),
        ev('r4', '20261201T090000Z', '20261201T100000Z', { rrule: 'COUNT=3' }),
        ev('r5', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;COUNT=3;UNTIL=20261231T000000Z' }),
        ev('r6', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;UNTIL=tomorrow' }),
        ev('r7', '20261201T090000Z', '20261201T100000Z', { rrule: 'garbage' }),
      ],
    },
    expect: [
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/0/rrule' },
      { code: 'RRULE_UNTIL_MISMATCH', pointer: '/events/0/rrule', details: { expectedForm: 'DATE', untilForm: 'UTC date-time' } },
      { code: 'FLOATING_TIME', pointer: '/events/1/dtend' },
      { code: 'FLOATING_TIME', pointer: '/events/1/dtstart' },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/1/rrule' },
      { code: 'RRULE_UNTIL_MISMATCH', pointer: '/events/1/rrule', details: { expectedForm: 'floating date-time' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/2/rrule' },
      { code: 'RRULE_UNTIL_MISMATCH', pointer: '/events/2/rrule', details: { expectedForm: 'UTC date-time', dtstartForm: 'zoned date-time' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/3/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/3/rrule', details: { reason: 'FREQ is missing' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/4/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/4/rrule', details: { reason: 'COUNT and UNTIL together' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/5/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/5/rrule', details: { reason: 'UNTIL not an iCalendar DATE or DATE-TIME' } },
      { code: 'RRULE_INVALID', pointer: '/events/6/rrule', details: { reason: 'not a list of NAME=VALUE parts' } },
    ],
    report: { events: [{ recurring: true }, { recurring: true }, { recurring: true }, { recurring: true }, { recurring: true }, { recurring: true }, { recurring: true }] },
  },
  {
    name: 'a valid recurrence gets the notice only; an event without rrule gets nothing',
    input: { events: [ev('w', CHI('20261201T090000'), CHI('20261201T100000'), { rrule: 'FREQ=WEEKLY;UNTIL=20270601T150000Z' }), ev('once', '20261201T090000Z', '20261201T100000Z')] },
    expect: [{ code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/0/rrule', details: { rrule: 'FREQ=WEEKLY;UNTIL=20270601T150000Z' } }],
    status: 'READY',
    absent: ['RRULE_INVALID', 'RRULE_UNTIL_MISMATCH'],
    report: { events: [{ recurring: true }, { recurring: false }] },
  },
  {
    name: 'an event without rrule is not recurring',
    input: { events: [ev('once', '20261201T090000Z', '20261201T100000Z')] },
    expect: [],
    absent: ['RECURRENCE_NOT_EXPANDED'],
  },
]);
