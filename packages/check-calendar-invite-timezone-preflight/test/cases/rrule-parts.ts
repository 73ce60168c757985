import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ev } from './helpers.js';

// RFC 5545 §3.3.10 (https://www.rfc-editor.org/rfc/rfc5545#section-3.3.10), quoted at each case.
const utc = ['20261201T090000Z', '20261201T100000Z'] as const;

export const rrulePartsCases = defineCases<Input>([
  {
    // "The BYSECOND, BYMINUTE and BYHOUR rule parts MUST NOT be specified when the associated
    // "DTSTART" property has a DATE value type. These rule parts MUST be ignored in RECUR value
    // that violate the above requirement" — a warning: clients drop them.
    name: 'the issue: FREQ=FORTNIGHTLY;BYHOUR=9;INTERVAL=0 on an all-day start',
    input: { events: [ev('issue', 'VALUE=DATE:20261201', 'VALUE=DATE:20261202', { rrule: 'FREQ=FORTNIGHTLY;BYHOUR=9;INTERVAL=0' })] },
    expect: [
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/0/rrule' },
      {
        code: 'RRULE_INVALID',
        pointer: '/events/0/rrule',
        details: {
          reason: 'FREQ FORTNIGHTLY is not one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY',
          reasons: ['FREQ FORTNIGHTLY is not one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY', 'INTERVAL 0 is not a positive integer'],
          reasonCount: 2,
        },
      },
      { code: 'RRULE_TIME_PART_ON_DATE', pointer: '/events/0/rrule', details: { uid: 'issue', parts: 'BYHOUR', timeParts: ['BYHOUR'] } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'BYHOUR, BYMINUTE, BYSECOND on a date-time start are fine; on an all-day start all are named',
    input: {
      events: [
        ev('timed', ...utc, { rrule: 'FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0;BYSECOND=0' }),
        ev('allday', '20261201', '20261202', { rrule: 'FREQ=DAILY;BYSECOND=0;BYHOUR=9;BYMINUTE=30', value_type: 'DATE' }),
      ],
    },
    expect: [
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/0/rrule' },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/1/rrule' },
      { code: 'RRULE_TIME_PART_ON_DATE', pointer: '/events/1/rrule', details: { parts: 'BYSECOND, BYMINUTE, BYHOUR' } },
    ],
    status: 'REVIEW',
    absent: ['RRULE_INVALID', 'RRULE_PART_NOT_ALLOWED'],
  },
  {
    // "The BYDAY rule part MUST NOT be specified with a numeric value when the FREQ rule part is not
    // set to MONTHLY or YEARLY. Furthermore, the BYDAY rule part MUST NOT be specified with a numeric
    // value with the FREQ rule part set to YEARLY when the BYWEEKNO rule part is specified."
    // "The BYMONTHDAY rule part MUST NOT be specified when the FREQ rule part is set to WEEKLY."
    // "The BYYEARDAY rule part MUST NOT be specified when the FREQ rule part is set to DAILY, WEEKLY, or MONTHLY."
    // BYWEEKNO: "This rule part MUST NOT be used when the FREQ rule part is set to anything other than YEARLY."
    // BYSETPOS: "It MUST only be used in conjunction with another BYxxx rule part."
    name: 'rule parts RFC 5545 forbids for the FREQ, each named',
    input: {
      events: [
        ev('p0', ...utc, { rrule: 'FREQ=WEEKLY;BYDAY=1MO' }),
        ev('p1', ...utc, { rrule: 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO' }),
        ev('p2', ...utc, { rrule: 'FREQ=WEEKLY;BYMONTHDAY=1' }),
        ev('p3', ...utc, { rrule: 'FREQ=MONTHLY;BYYEARDAY=100' }),
        ev('p4', ...utc, { rrule: 'FREQ=DAILY;BYWEEKNO=20' }),
        ev('p5', ...utc, { rrule: 'FREQ=MONTHLY;BYSETPOS=-1;COUNT=3' }),
      ],
    },
    expect: [
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/0/rrule' },
      { code: 'RRULE_PART_NOT_ALLOWED', pointer: '/events/0/rrule', details: { uid: 'p0', part: 'BYDAY', freq: 'WEEKLY' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/1/rrule' },
      { code: 'RRULE_PART_NOT_ALLOWED', pointer: '/events/1/rrule', details: { part: 'BYDAY', reason: 'BYDAY with an ordinal together with BYWEEKNO' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/2/rrule' },
      { code: 'RRULE_PART_NOT_ALLOWED', pointer: '/events/2/rrule', details: { part: 'BYMONTHDAY' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/3/rrule' },
      { code: 'RRULE_PART_NOT_ALLOWED', pointer: '/events/3/rrule', details: { part: 'BYYEARDAY', freq: 'MONTHLY' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/4/rrule' },
      { code: 'RRULE_PART_NOT_ALLOWED', pointer: '/events/4/rrule', details: { part: 'BYWEEKNO' } },
      { code: 'RECURRENCE_NOT_EXPANDED', pointer: '/events/5/rrule' },
      { code: 'RRULE_PART_NOT_ALLOWED', pointer: '/events/5/rrule', details: { part: 'BYSETPOS', reason: 'BYSETPOS without another BYxxx part' } },
    ],
    absent: ['RRULE_INVALID', 'RRULE_TIME_PART_ON_DATE'],
  },
  {
    name: 'the same parts where RFC 5545 allows them',
    input: {
      events: [
        ev('a0', ...utc, { rrule: 'FREQ=MONTHLY;BYDAY=-1FR' }),
        ev('a1', ...utc, { rrule: 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO' }),
        ev('a2', ...utc, { rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' }),
        ev('a3', ...utc, { rrule: 'FREQ=YEARLY;BYYEARDAY=1,100,-1' }),
        ev('a4', ...utc, { rrule: 'FREQ=HOURLY;BYYEARDAY=100;COUNT=5' }),
        ev('a5', ...utc, { rrule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1' }),
        ev('a6', ...utc, { rrule: 'rrule:freq=weekly;byday=mo,we;wkst=su;interval=2' }),
      ],
    },
    expect: [0, 1, 2, 3, 4, 5, 6].map((i) => ({ code: 'RECURRENCE_NOT_EXPANDED', pointer: `/events/${i}/rrule` })),
    status: 'READY',
    absent: ['RRULE_PART_NOT_ALLOWED', 'RRULE_INVALID'],
  },
]);
