// ical.js (Mozilla's iCalendar library, https://github.com/kewisch/ical.js, lib/ical/recur.js and
// recur_iterator.js) as the oracle for RRULE validity: every rule below goes to both, and a rule is
// invalid for ical.js when ICAL.Recur.fromString or its iterator's set-up throws, for us when the
// result has RRULE_INVALID or RRULE_PART_NOT_ALLOWED. On the rules both implement they agree on
// every input; where ical.js departs from RFC 5545 §3.3.10 the second test states how, and we
// follow the RFC.
import ICAL from 'ical.js';
import { run } from '../src/index.js';

const FREQS = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
const VALUES: Record<string, string[]> = {
  BYSECOND: ['0', '59', '60', '61', '99'],
  BYMINUTE: ['0', '30', '59', '60'],
  BYHOUR: ['0', '9', '23', '24'],
  BYMONTHDAY: ['1', '31', '-31', '32', '-32', '0'],
  BYYEARDAY: ['1', '366', '-366', '367', '0'],
  BYWEEKNO: ['1', '53', '-53', '54', '0'],
  BYMONTH: ['1', '12', '13', '0'],
  BYDAY: ['MO', 'SU,SA', 'XX', '1MO', '-1FR', '+2TU', '54MO', '0MO'],
  WKST: ['MO', 'SU', 'XX'],
  INTERVAL: ['1', '2', '0'],
  COUNT: ['1', '10'],
  BYSETPOS: ['1', '-1', '366', '367', '0'],
};

function icalVerdict(rule: string): 'valid' | 'invalid' {
  try {
    // The iterator's set-up (init) applies ical.js's FREQ / BYxxx combination checks.
    ICAL.Recur.fromString(rule).iterator(ICAL.Time.fromDateTimeString('2026-12-01T09:00:00Z'));
    return 'valid';
  } catch {
    return 'invalid';
  }
}

function ourVerdict(rule: string): 'valid' | 'invalid' {
  const { findings } = run({ events: [{ uid: 'r', dtstart: '20261201T090000Z', dtend: '20261201T100000Z', rrule: rule }] });
  return findings.some((f) => f.code === 'RRULE_INVALID' || f.code === 'RRULE_PART_NOT_ALLOWED') ? 'invalid' : 'valid';
}

/** FREQ (each of RFC 5545's seven and three that are not) with one rule part and value (BYSETPOS with a BYDAY beside it). */
const grid: string[] = [...FREQS, 'FORTNIGHTLY', 'BIWEEKLY', 'WEEKLYY'].flatMap((freq) =>
  Object.entries(VALUES).flatMap(([part, values]) => values.map((value) => `FREQ=${freq};${part}=${value}${part === 'BYSETPOS' ? ';BYDAY=MO,TU' : ''}`)),
);

/**
 * Where ical.js 2.2.1 departs from RFC 5545 §3.3.10 (each proved by the second test):
 * - a 0 in BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYSETPOS: the RFC's ordinals start at 1 ("ordmoday = 1*2DIGIT ; 1 to 31"), ical.js's ranges include 0;
 * - INTERVAL=0: the RFC's INTERVAL is "a positive integer", ical.js reads it as 1 ("some engines seem to generate it");
 * - BYYEARDAY with SECONDLY, MINUTELY, HOURLY: the RFC forbids it only with DAILY, WEEKLY, MONTHLY, ical.js with every FREQ but YEARLY;
 * - BYWEEKNO with a FREQ other than YEARLY or MONTHLY: the RFC forbids it ("MUST NOT be used when the FREQ rule part is set to anything other than YEARLY"), ical.js only with MONTHLY;
 * - BYDAY with an ordinal (1MO) when FREQ is not MONTHLY or YEARLY: the RFC forbids it, ical.js reads it.
 */
function departure(rule: string): string | null {
  const freq = /FREQ=(\w+)/.exec(rule)?.[1] ?? '';
  if (!FREQS.includes(freq)) return null;
  // A 0 where ical.js rejects the part for its FREQ anyway is judged alike (both reject).
  const zeroElsewhereRejected = /BYYEARDAY=0/.test(rule) ? freq !== 'YEARLY' : /BYWEEKNO=0/.test(rule) ? freq === 'MONTHLY' : /BYMONTHDAY=0/.test(rule) && freq === 'WEEKLY';
  if (/BY(MONTHDAY|YEARDAY|WEEKNO|SETPOS)=0(;|$)/.test(rule) && !zeroElsewhereRejected) return 'zero ordinal';
  if (/INTERVAL=0/.test(rule)) return 'INTERVAL=0';
  // The next three concern values in range (out of range, both reject them).
  if (/BYYEARDAY=(1|366|-366)$/.test(rule) && ['SECONDLY', 'MINUTELY', 'HOURLY'].includes(freq)) return 'BYYEARDAY with a sub-daily FREQ';
  if (/BYWEEKNO=(1|53|-53)$/.test(rule) && freq !== 'YEARLY' && freq !== 'MONTHLY') return 'BYWEEKNO with FREQ other than YEARLY';
  if (/BYDAY=(1MO|-1FR|\+2TU)$/.test(rule) && freq !== 'MONTHLY' && freq !== 'YEARLY') return 'BYDAY ordinal with FREQ other than MONTHLY or YEARLY';
  return null;
}

const shared = grid.filter((rule) => departure(rule) === null);
const departing = grid.filter((rule) => departure(rule) !== null);

test(`ical.js and this check agree on all ${shared.length} rules both judge alike`, () => {
  const disagreements = shared.filter((rule) => icalVerdict(rule) !== ourVerdict(rule)).map((rule) => `${rule}: ical.js ${icalVerdict(rule)}, ours ${ourVerdict(rule)}`);
  expect(disagreements).toEqual([]);
  // The counts src/peers.ts (the README's "Compared with") states.
  expect([shared.length, departing.length]).toEqual([474, 66]);
  // The corpus holds both verdicts in number, not one side only.
  expect(shared.filter((rule) => ourVerdict(rule) === 'invalid').length).toBeGreaterThan(100);
  expect(shared.filter((rule) => ourVerdict(rule) === 'valid').length).toBeGreaterThan(100);
});

test('where ical.js departs from RFC 5545, it departs as documented and this check follows the RFC', () => {
  const rows = departing.map((rule) => [departure(rule), rule, icalVerdict(rule), ourVerdict(rule)] as const);
  for (const [kind, rule, ical, ours] of rows) {
    const rfcInvalid = kind !== 'BYYEARDAY with a sub-daily FREQ';
    expect([rule, ours]).toEqual([rule, rfcInvalid ? 'invalid' : 'valid']);
    expect([rule, ical]).toEqual([rule, rfcInvalid ? 'valid' : 'invalid']);
  }
  expect(new Set(rows.map(([kind]) => kind)).size).toBe(5);
});
