import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

type Event = Input['events'][number];
const ev = (uid: string, dtstart: string, dtend: string, extra: Partial<Event> = {}): Event => ({ uid, dtstart, dtend, ...extra });
const CHI = (v: string) => `TZID=America/Chicago:${v}`;
const at = (events: Event[]) => run({ events }).findings.map((f) => `${f.code}@${f.pointer}`);

describe('calendar-invite-timezone-preflight', () => {
  test('zoned, UTC and all-day events with sane values are READY', () => {
    const result = run({
      events: [
        ev('a', CHI('20261110T090000'), CHI('20261110T100000'), { sequence: 0 }),
        ev('b', '20261110T150000Z', '20261110T160000Z'),
        ev('c', 'VALUE=DATE:20261126', 'VALUE=DATE:20261127'),
        ev('d', '20261201', '20261202', { value_type: 'DATE' }),
        ev('e', '20261110T090000', '20261110T100000', { tzid: 'Europe/Paris' }),
      ],
    });
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('READY');
    expect(result.report.events[0]).toMatchObject({ start_utc: '2026-11-10T15:00:00Z', end_utc: '2026-11-10T16:00:00Z', tzid: 'America/Chicago' });
    expect(result.report.events[4]).toMatchObject({ start_utc: '2026-11-10T08:00:00Z', tzid: 'Europe/Paris' });
  });

  test('floating times are warnings', () => {
    const result = run({ events: [ev('f', '20261108T013000', '20261108T023000')] });
    expect(result.status).toBe('REVIEW');
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.field])).toEqual([
      ['FLOATING_TIME', '/events/0/dtend', 'dtend'],
      ['FLOATING_TIME', '/events/0/dtstart', 'dtstart'],
    ]);
    expect(result.summary.floating).toBe(2);
  });

  test('unknown TZID, from the parameter or from the event tzid key (reported once)', () => {
    expect(at([ev('u', 'TZID=Eastern Standard Time:20261110T090000', '20261110T100000Z')])).toEqual(['UNKNOWN_TZID@/events/0/dtstart']);
    const result = run({ events: [ev('v', '20261110T090000', '20261110T100000', { tzid: 'Mars/Olympus' })] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.tzid])).toEqual([['UNKNOWN_TZID', '/events/0/tzid', 'Mars/Olympus']]);
    expect(result.report.tzids).toEqual([{ tzid: 'Mars/Olympus', known: false, events: 1 }]);
  });

  test('TZID on a UTC time', () => {
    expect(run({ events: [ev('z', 'TZID=America/Chicago:20261110T090000Z', '20261110T100000Z')] }).findings.map((f) => [f.code, f.pointer, f.details.tzid])).toEqual([
      ['TZID_ON_UTC_TIME', '/events/0/dtstart', 'America/Chicago'],
    ]);
  });

  test('America/Chicago 2026-03-08 02:30 does not exist; 2026-11-01 01:30 is ambiguous', () => {
    const result = run({
      events: [
        ev('gap', CHI('20260308T023000'), CHI('20260308T040000')),
        ev('overlap', CHI('20261101T013000'), CHI('20261101T030000')),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.pointer])).toEqual([
      ['NONEXISTENT_LOCAL_TIME', '/events/0/dtstart'],
      ['AMBIGUOUS_LOCAL_TIME', '/events/1/dtstart'],
    ]);
    expect(result.findings[0]?.details).toMatchObject({ local: '2026-03-08T02:30:00', shifted_to: '2026-03-08T03:30:00', offset_before_minutes: -360, offset_after_minutes: -300 });
    expect(result.findings[1]?.details).toMatchObject({ earlier: '2026-11-01T06:30:00Z', later: '2026-11-01T07:30:00Z' });
    expect(result.report.dst).toEqual({ nonexistent: 1, ambiguous: 1 });
    expect(result.summary.dst_hazards).toBe(2);
  });

  test('end before or equal to start after zone resolution', () => {
    // 10:00 in Chicago is 16:00Z, so an end at 15:30Z is before the start although its clock reads later.
    expect(at([ev('x', CHI('20261110T100000'), '20261110T153000Z')])).toEqual(['END_NOT_AFTER_START@/events/0/dtend']);
    expect(at([ev('x', CHI('20261110T100000'), '20261110T163000Z')])).toEqual([]);
    // 02:30 (nonexistent) to 03:30 on the spring-forward day: both are 08:30Z.
    const gap = run({ events: [ev('y', CHI('20260308T023000'), CHI('20260308T033000'))] });
    expect(gap.findings.find((f) => f.code === 'END_NOT_AFTER_START')?.details).toEqual({
      uid: 'y', start: '2026-03-08T08:30:00Z', end: '2026-03-08T08:30:00Z', compared: 'instants',
    });
    expect(at([ev('w', '20261110T100000Z', '20261110T100000Z')])).toEqual(['END_NOT_AFTER_START@/events/0/dtend']);
  });

  test('DATE start with DATE-TIME end, and all-day events that end on or before their start', () => {
    expect(run({ events: [ev('m', 'VALUE=DATE:20261112', '20261113T170000Z')] }).findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['VALUE_TYPE_MISMATCH', '/events/0/dtend', { uid: 'm', start_type: 'DATE', end_type: 'DATE-TIME' }],
    ]);
    expect(at([ev('m2', '20261112T090000Z', '20261113')])).toEqual(['VALUE_TYPE_MISMATCH@/events/0/dtend']);
    expect(run({ events: [ev('h', 'VALUE=DATE:20261126', 'VALUE=DATE:20261125')] }).findings.map((f) => [f.code, f.details])).toEqual([
      ['ALL_DAY_END_NOT_AFTER_START', { uid: 'h', start: '2026-11-26', end: '2026-11-25' }],
    ]);
  });

  test('invalid values', () => {
    const result = run({
      events: [
        ev('i', '2026-11-10 09:00', '20260230'),
        ev('j', 'VALUE=DATE:20261110T090000', 'VALUE=PERIOD:20261110'),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.reason])).toEqual([
      ['INVALID_DATE_VALUE', '/events/0/dtend', 'not a calendar date'],
      ['INVALID_DATE_VALUE', '/events/0/dtstart', 'not an iCalendar DATE or DATE-TIME'],
      ['INVALID_DATE_VALUE', '/events/1/dtend', 'unknown VALUE type'],
      ['INVALID_DATE_VALUE', '/events/1/dtstart', 'VALUE=DATE but the value is a DATE-TIME'],
    ]);
  });

  test('sequence: missing on an update, non-integer, not increasing; same sequence with other times conflicts', () => {
    const t1 = ['20261110T150000Z', '20261110T160000Z'] as const;
    const t2 = ['20261110T170000Z', '20261110T180000Z'] as const;
    const result = run({
      events: [
        ev('s', ...t1, { sequence: 1 }),
        ev('s', ...t2),
        ev('s', ...t2, { sequence: 1.5 }),
        ev('s', ...t2, { sequence: 3 }),
        ev('s', ...t1, { sequence: 2 }),
        ev('s', ...t1, { sequence: '3' }),
        ev('s', ...t2, { sequence: 3 }),
        ev('t', ...t1, { sequence: -1 }),
      ],
    });
    expect(result.findings.map((f) => [f.code, f.pointer])).toEqual([
      ['SEQUENCE_MISSING', '/events/1'],
      ['SEQUENCE_NOT_INCREASING', '/events/1'],
      ['SEQUENCE_INVALID', '/events/2/sequence'],
      ['SEQUENCE_NOT_INCREASING', '/events/4/sequence'],
      ['UID_CONFLICT', '/events/5'],
      ['SEQUENCE_INVALID', '/events/7/sequence'],
    ]);
    expect(result.findings[3]?.details).toEqual({ uid: 's', sequence: 2, previous_sequence: 3, previous_position: 4 });
    expect(result.findings[4]?.details).toEqual({ uid: 's', sequence: 3, previous_position: 4, position: 6 });
    expect(result.report.uids).toEqual({ distinct: 2, updated: 1 });
  });

  test('a re-sent identical version is not a conflict', () => {
    expect(at([ev('r', CHI('20261110T090000'), CHI('20261110T100000'), { sequence: 4 }), ev('r', CHI('20261110T090000'), CHI('20261110T100000'), { sequence: 4 })])).toEqual([]);
  });

  test('RRULE: invalid rules, UNTIL in the wrong value type, recurrence not expanded', () => {
    const result = run({
      events: [
        ev('r1', 'VALUE=DATE:20261201', 'VALUE=DATE:20261202', { rrule: 'FREQ=YEARLY;UNTIL=20301201T000000Z' }),
        ev('r2', '20261201T090000', '20261201T100000', { rrule: 'FREQ=DAILY;UNTIL=20261231T090000Z' }),
        ev('r3', CHI('20261201T090000'), CHI('20261201T100000'), { rrule: 'RRULE:FREQ=DAILY;UNTIL=20261231T090000' }),
        ev('r4', '20261201T090000Z', '20261201T100000Z', { rrule: 'COUNT=3' }),
        ev('r5', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;COUNT=3;UNTIL=20261231T000000Z' }),
        ev('r6', '20261201T090000Z', '20261201T100000Z', { rrule: 'FREQ=DAILY;UNTIL=tomorrow' }),
        ev('r7', '20261201T090000Z', '20261201T100000Z', { rrule: 'garbage' }),
      ],
    });
    const rows = result.findings.filter((f) => f.code !== 'FLOATING_TIME').map((f) => [f.code, f.pointer, f.details.reason ?? f.details.expected_form ?? null]);
    expect(rows).toEqual([
      ['RECURRENCE_NOT_EXPANDED', '/events/0/rrule', null],
      ['RRULE_UNTIL_MISMATCH', '/events/0/rrule', 'DATE'],
      ['RECURRENCE_NOT_EXPANDED', '/events/1/rrule', null],
      ['RRULE_UNTIL_MISMATCH', '/events/1/rrule', 'floating date-time'],
      ['RECURRENCE_NOT_EXPANDED', '/events/2/rrule', null],
      ['RRULE_UNTIL_MISMATCH', '/events/2/rrule', 'UTC date-time'],
      ['RECURRENCE_NOT_EXPANDED', '/events/3/rrule', null],
      ['RRULE_INVALID', '/events/3/rrule', 'FREQ is missing'],
      ['RECURRENCE_NOT_EXPANDED', '/events/4/rrule', null],
      ['RRULE_INVALID', '/events/4/rrule', 'COUNT and UNTIL together'],
      ['RECURRENCE_NOT_EXPANDED', '/events/5/rrule', null],
      ['RRULE_INVALID', '/events/5/rrule', 'UNTIL not an iCalendar DATE or DATE-TIME'],
      ['RRULE_INVALID', '/events/6/rrule', 'not a list of NAME=VALUE parts'],
    ]);
    expect(result.report.events.map((e) => e.recurring)).toEqual([true, true, true, true, true, true, true]);
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'RECURRENCE_NOT_EXPANDED', 'END_NOT_AFTER_START', 'NONEXISTENT_LOCAL_TIME', 'AMBIGUOUS_LOCAL_TIME', 'FLOATING_TIME',
        'VALUE_TYPE_MISMATCH', 'ALL_DAY_END_NOT_AFTER_START', 'SEQUENCE_NOT_INCREASING', 'UNKNOWN_TZID', 'RRULE_UNTIL_MISMATCH',
      ]),
    );
    expect(first.status).toBe('BLOCKED');
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input: 1000 updates of one uid across DST transitions', () => {
    const events = Array.from({ length: 1000 }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = Math.floor(i / 28) % 2 === 0 ? '03' : '11'; // 36 blocks of 28 days, alternating months
      return ev('big', CHI(`2026${month}${day}T013000`), CHI(`2026${month}${day}T023000`), { sequence: i, rrule: 'FREQ=DAILY;COUNT=2' });
    });
    const result = run({ events });
    expect(result.summary.events).toBe(1000);
    expect(result.findings.filter((f) => f.code === 'RECURRENCE_NOT_EXPANDED')).toHaveLength(1000);
    expect(result.report.dst).toEqual({ nonexistent: 18, ambiguous: 18 });
  });
});

// Outside truth: RFC 5545's own recurrence examples (section 3.8.5.3) pair DTSTART with UNTIL in
// the forms the RFC requires, so none of them may be flagged; the DTSTART values are given as the
// RFC writes them, property name and parameters included.
describe('RFC 5545 section 3.8.5.3 examples', () => {
  const rfc: [string, string][] = [
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;UNTIL=19971224T000000Z'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR'],
    ['DTSTART;TZID=America/New_York:19970905T090000', 'FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR'],
    ['DTSTART;TZID=America/New_York:19980101T090000', 'FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;COUNT=10'],
  ];
  test.each(rfc)('%s with RRULE:%s is accepted', (dtstart, rrule) => {
    const dtend = dtstart.replace('DTSTART', 'DTEND').replace(/T09/, 'T10');
    expect(at([ev('rfc', dtstart, dtend, { rrule: `RRULE:${rrule}` })])).toEqual(['RECURRENCE_NOT_EXPANDED@/events/0/rrule']);
  });
});
