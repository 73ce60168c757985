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
    // RFC 5545 §3.3.10 ABNF: freq = "SECONDLY" / … / "YEARLY"; "The INTERVAL rule part contains a
    // positive integer"; byseclist 0 to 60, byminlist 0 to 59, byhrlist 0 to 23, ordmoday 1 to 31,
    // ordyrday 1 to 366, ordwk 1 to 53, monthnum 1 to 12; each rule part "MUST NOT occur more than once".
    // RFC 7529 §4: SKIP only together with RSCALE; §4.2: with RSCALE a BYMONTH may name a leap month (5L).
    name: 'RRULE grammar: FREQ values, INTERVAL, BYxxx ranges, repeated and unknown parts, RSCALE and SKIP',
    input: {
      events: [
        ev('g0', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=BIWEEKLY' }),
        ev('g1', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;INTERVAL=-2' }),
        ev('g2', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;BYHOUR=24' }),
        ev('g3', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=MONTHLY;BYMONTHDAY=0,15' }),
        ev('g4', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=MONTHLY;BYDAY=MO;BYDAY=TU' }),
        ev('g5', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=WEEKLY;BYDAYS=MO' }),
        ev('g6', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=WEEKLY;WKST=XX' }),
        ev('g7', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;SKIP=FORWARD' }),
        ev('g8', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=YEARLY;RSCALE=CHINESE;BYMONTH=5L;SKIP=FORWARD;X-NOTE=dragon' }),
        ev('g9', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=YEARLY;BYMONTH=5L' }),
        // libical (src/libical/icalrecur.c, icalrecurrencetype_from_string): "don't allow count to be less than 1".
        ev('g10', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;COUNT=0' }),
      ],
    },
    expect: [
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/0/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/0/rrule', details: { reason: 'FREQ BIWEEKLY is not one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/1/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/1/rrule', details: { reason: 'INTERVAL -2 is not a positive integer' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/2/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/2/rrule', details: { reason: 'BYHOUR value 24 is not 0 to 23' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/3/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/3/rrule', details: { reason: 'BYMONTHDAY value 0 is not ±1 to ±31' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/4/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/4/rrule', details: { reason: 'BYDAY appears more than once' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/5/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/5/rrule', details: { reason: 'BYDAYS is not a rule part' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/6/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/6/rrule', details: { reason: 'WKST XX is not a weekday (SU to SA)' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/7/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/7/rrule', details: { reason: 'SKIP without RSCALE' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/8/rrule' },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/9/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/9/rrule', details: { reason: 'BYMONTH value 5L is not 1 to 12' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/10/rrule' },
      { code: 'RRULE_INVALID', pointer: '/events/10/rrule', details: { reason: 'COUNT 0 is not a positive integer' } },
    ],
    absent: ['RRULE_PART_NOT_ALLOWED', 'RRULE_UNTIL_MISMATCH'],
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
