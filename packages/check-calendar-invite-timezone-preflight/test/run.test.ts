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
