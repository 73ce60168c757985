import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

type Event = Input['events'][number];
const ev = (uid: string, dtstart: string, dtend: string, extra: Partial<Event> = {}): Event => ({ uid, dtstart, dtend, ...extra });
const CHI = (v: string) => `TZID=America/Chicago:${v}`;
const at = (events: Event[]) => run({ events }).findings.map((f) => `${f.code}@${f.pointer}`);

// Plain input -> findings examples live in test/cases/ (one file per rule); this file keeps the
// sample, the schema-limit input and RFC 5545's own examples. test/zones.test.ts holds the Intl oracle.
describe('calendar-invite-timezone-preflight', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'RECURRENCE_NOT_EXPANDED', 'END_NOT_AFTER_START', 'NONEXISTENT_LOCAL_TIME', 'AMBIGUOUS_LOCAL_TIME', 'FLOATING_TIME',
        'VALUE_TYPE_MISMATCH', 'ALL_DAY_END_NOT_AFTER_START', 'SEQUENCE_NOT_INCREASING', 'UNKNOWN_TZID', 'RRULE_UNTIL_MISMATCH',
        'MISSING_VTIMEZONE', 'RRULE_INVALID', 'RRULE_TIME_PART_ON_DATE',
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

  test('largest allowed input: 1000 versions of one uid without a sequence, times alternating', () => {
    const events = Array.from({ length: 1000 }, (_, i) => ev('same', `2026111${i % 2}T090000Z`, `2026111${i % 2}T100000Z`));
    const result = run({ events });
    const conflicts = result.findings.filter((f) => f.code === 'UID_CONFLICT');
    expect(conflicts.map((f) => f.pointer)).toEqual(events.map((_, i) => `/events/${i}`));
    expect(new Set(conflicts.map((f) => f.details.group))).toEqual(new Set(['uid:same#sequence:0']));
    expect(result.findings.filter((f) => f.code === 'SEQUENCE_MISSING')).toHaveLength(999);
  });

  test('summary counts the TZIDs whose VTIMEZONE is missing', () => {
    const result = run({ events: [ev('a', CHI('20261110T090000'), CHI('20261110T100000'), { vtimezones: [] }), ev('b', CHI('20261110T090000'), CHI('20261110T100000'), { vtimezones: ['America/Chicago'] })] });
    expect(result.summary.missingVtimezones).toBe(2);
    expect(run({ events: [ev('c', CHI('20261110T090000'), CHI('20261110T100000'))] }).summary.missingVtimezones).toBe(0);
  });
});

// Outside truth: RFC 5545's own recurrence examples (section 3.8.5.3) pair DTSTART with UNTIL in
// the forms the RFC requires and use every rule part as §3.3.10 allows, so none of them may be flagged; the DTSTART values are given as the
// RFC writes them, property name and parameters included.
describe('RFC 5545 section 3.8.5.3 examples', () => {
  const rfc: [string, string][] = [
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;UNTIL=19971224T000000Z'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR'],
    ['DTSTART;TZID=America/New_York:19970905T090000', 'FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR'],
    ['DTSTART;TZID=America/New_York:19980101T090000', 'FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;COUNT=10'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;INTERVAL=2'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;INTERVAL=10;COUNT=5'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;COUNT=10'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;UNTIL=19971224T000000Z'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;INTERVAL=2;WKST=SU'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;COUNT=6;BYDAY=-2MO'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;BYMONTHDAY=-3'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;INTERVAL=2;BYDAY=TU'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;COUNT=10;BYMONTH=6,7'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;BYDAY=20MO'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;BYMONTH=3;BYDAY=TH'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MINUTELY;INTERVAL=15;COUNT=6'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MINUTELY;INTERVAL=90;COUNT=4'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO'],
    ['DTSTART;TZID=America/New_York:19970902T090000', 'FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5'],
  ];
  test.each(rfc)('%s with RRULE:%s is accepted', (dtstart, rrule) => {
    const dtend = dtstart.replace('DTSTART', 'DTEND').replace(/T09/, 'T10');
    expect(at([ev('rfc', dtstart, dtend, { rrule: `RRULE:${rrule}` })])).toEqual(['RECURRENCE_NOT_EXPANDED@/events/0/rrule']);
  });
});
