// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const of = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const codesAt = (findings: Finding[], code: string) => of(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const DAY = 86_400_000;
/** TZID_LOOKUP_LIMIT of src/ical.ts (the bench loads this file without the package's sources). */
const TZID_LOOKUP_LIMIT = 32;

/** The iCalendar date of 2026-01-01 plus `days`, and whether that day is a US DST change Sunday. */
function day(days: number): { ical: string; springForward: boolean; fallBack: boolean } {
  const date = new Date(Date.UTC(2026, 0, 1) + days * DAY);
  const [m, d] = [date.getUTCMonth() + 1, date.getUTCDate()];
  const sunday = date.getUTCDay() === 0;
  const ical = `${date.getUTCFullYear()}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
  // Since 2007: the second Sunday of March and the first Sunday of November.
  return { ical, springForward: sunday && m === 3 && d >= 8 && d <= 14, fallBack: sunday && m === 11 && d <= 7 };
}

/** The i-th spelling of one name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  let k = 0;
  return [...name].map((ch) => (/[a-z]/i.test(ch) ? ((i >> k++) & 1 ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
}

export const shapes = defineShapes<Input>([
  {
    name: 'versions of one uid with one sequence, every time different',
    max: 1000,
    grow: (n) => ({ events: range(n).map((i) => ({ uid: 'weekly@example.com', dtstart: `${day(i).ical}T090000Z`, dtend: `${day(i).ical}T100000Z` })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'UID_CONFLICT')).toEqual(n > 1 ? range(n).map((i) => `/events/${i}`) : []);
      expect(new Set(of(findings, 'UID_CONFLICT').map((f) => f.details.group)).size).toBe(n > 1 ? 1 : 0);
      expect(codesAt(findings, 'SEQUENCE_MISSING')).toEqual(range(n).slice(1).map((i) => `/events/${i}`));
    },
  },
  {
    name: 'versions of one uid with falling sequences, each on its own day around DST changes',
    max: 1000,
    // 02:30 to 01:30 the next day in Chicago, one day after another from 2026-01-01.
    grow: (n) => ({
      events: range(n).map((i) => ({
        uid: 'daily@example.com',
        sequence: n - i,
        dtstart: `TZID=America/Chicago:${day(i).ical}T023000`,
        dtend: `TZID=America/Chicago:${day(i + 1).ical}T013000`,
      })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'SEQUENCE_NOT_INCREASING').map((f) => [f.pointer, f.details.previousSequence])).toEqual(range(n).slice(1).map((i) => [`/events/${i}/sequence`, n]));
      expect(codesAt(findings, 'NONEXISTENT_LOCAL_TIME')).toEqual(range(n).filter((i) => day(i).springForward).map((i) => `/events/${i}/dtstart`));
      expect(codesAt(findings, 'AMBIGUOUS_LOCAL_TIME')).toEqual(range(n).filter((i) => day(i + 1).fallBack).map((i) => `/events/${i}/dtend`));
      expect(codesAt(findings, 'UID_CONFLICT')).toEqual([]);
    },
  },
  {
    name: 'every event names its own unknown TZID',
    max: 1000,
    grow: (n) => ({ events: range(n).map((i) => ({ uid: `e${i}`, dtstart: '20261110T090000', dtend: '20261110T100000', tzid: `Mars/Colony-${i}` })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // One finding per event at its tzid key: looked up (unknown) up to the bound, declined past it.
      const looked = Math.min(n, TZID_LOOKUP_LIMIT);
      expect(codesAt(findings, 'UNKNOWN_TZID')).toEqual(range(looked).map((i) => `/events/${i}/tzid`));
      expect(codesAt(findings, 'TZID_NOT_CHECKED')).toEqual(range(n).slice(looked).map((i) => `/events/${i}/tzid`));
      expect(codesAt(findings, 'FLOATING_TIME')).toEqual([]);
    },
  },
  {
    name: 'every event spells one known zone in its own letter case',
    max: 1000,
    grow: (n) => ({ events: range(n).map((i) => ({ uid: `e${i}`, dtstart: `TZID=${caseVariant('America/Argentina/Buenos_Aires', i)}:20261110T090000`, dtend: `${day(i).ical}T235959Z` })) }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'UNKNOWN_TZID').concat(of(findings, 'TZID_NOT_CHECKED'))).toEqual([]);
      const tzids = (result.report as { tzids: { known: boolean }[] }).tzids;
      expect(tzids).toHaveLength(n);
      expect(tzids.every((t) => t.known)).toBe(true);
      // 09:00 in Buenos Aires (UTC-3) is 12:00 UTC on 2026-11-10: ends before it through day 313.
      expect(codesAt(findings, 'END_NOT_AFTER_START')).toEqual(range(n).filter((i) => i < 313).map((i) => `/events/${i}/dtend`));
    },
  },
  {
    name: 'one rrule of n parts',
    max: 30_000,
    grow: (n) => ({ events: [{ uid: 'r', dtstart: '20260105T090000Z', dtend: '20260105T100000Z', rrule: `FREQ=DAILY;${'BYHOUR=9;'.repeat(n)}COUNT=2;UNTIL=20270101T000000Z` }] }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      // A repeated part is said once, however often it repeats.
      const reasons = n > 1 ? ['BYHOUR appears more than once', 'COUNT and UNTIL together'] : ['COUNT and UNTIL together'];
      expect(of(findings, 'RRULE_INVALID').map((f) => [f.pointer, f.details.reasons])).toEqual([['/events/0/rrule', reasons]]);
      expect(codesAt(findings, 'RECURRENCE_NOT_EXPANDED')).toEqual(['/events/0/rrule']);
      expect(codesAt(findings, 'RRULE_UNTIL_MISMATCH')).toEqual([]);
    },
  },
  {
    name: 'one rrule with a BYxxx list of n items, the last out of range, on an all-day start',
    max: 60_000,
    grow: (n) => ({ events: [{ uid: 'l', dtstart: 'VALUE=DATE:20260105', dtend: 'VALUE=DATE:20260106', rrule: `FREQ=WEEKLY;BYHOUR=${'9,'.repeat(n)}24;BYMONTHDAY=${'1,'.repeat(n)}2` }] }),
    verify(result) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'RRULE_INVALID').map((f) => f.details.reasons)).toEqual([['BYHOUR value 24 is not 0 to 23']]);
      expect(of(findings, 'RRULE_PART_NOT_ALLOWED').map((f) => f.details.part)).toEqual(['BYMONTHDAY']);
      expect(codesAt(findings, 'RRULE_TIME_PART_ON_DATE')).toEqual(['/events/0/rrule']);
    },
  },
  {
    name: 'every event lists n VTIMEZONEs, none of them its own',
    max: 1000,
    grow: (n) => {
      const vtimezones = range(n).map((i) => `Mars/Colony-${i}`);
      return { events: range(n).map((i) => ({ uid: `v${i}`, dtstart: `TZID=Europe/Berlin:${day(i).ical}T090000`, dtend: `${day(i).ical}T235959Z`, vtimezones })) };
    },
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'MISSING_VTIMEZONE')).toEqual(range(n).map((i) => `/events/${i}/dtstart`));
      // Each finding names at most 10 of the listed TZIDs and their count.
      expect(of(findings, 'MISSING_VTIMEZONE').every((f) => (f.details.vtimezones as string[]).length <= 11 && f.details.vtimezoneCount === n)).toBe(true);
      expect(codesAt(findings, 'UNKNOWN_TZID').concat(codesAt(findings, 'TZID_NOT_CHECKED'))).toEqual([]);
    },
  },
  {
    name: 'one event lists n VTIMEZONEs, its own the last',
    max: 60_000,
    grow: (n) => ({ events: [{ uid: 'one', dtstart: 'TZID=Eastern Standard Time:20260308T023000', dtend: '20260308T120000Z', vtimezones: [...range(n).map((i) => `Zone ${i}`), 'Eastern Standard Time'] }] }),
    verify(result) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'NONEXISTENT_LOCAL_TIME').map((f) => f.details.shiftedTo)).toEqual(['2026-03-08T03:30:00']);
      expect(codesAt(findings, 'MISSING_VTIMEZONE').concat(codesAt(findings, 'WINDOWS_TZID'))).toEqual([]);
    },
  },
  {
    name: 'long rrules on every event, UNTIL in the wrong form',
    max: 1000,
    grow: (n) => ({
      events: range(n).map((i) => ({
        uid: `w${i}`,
        dtstart: `TZID=Europe/Berlin:${day(i).ical}T100000`,
        dtend: `TZID=Europe/Berlin:${day(i).ical}T110000`,
        rrule: `FREQ=WEEKLY;X-NOTE=${'a'.repeat(150)};UNTIL=20290601`,
      })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'RRULE_UNTIL_MISMATCH')).toEqual(range(n).map((i) => `/events/${i}/rrule`));
      expect(codesAt(findings, 'RECURRENCE_NOT_EXPANDED')).toEqual(range(n).map((i) => `/events/${i}/rrule`));
    },
  },
  {
    name: 'one dtstart of n parameters',
    max: 60_000,
    grow: (n) => ({ events: [{ uid: 'p', dtstart: `${'X-P="a;b";'.repeat(n)}TZID=Europe/Berlin:20260329T023000`, dtend: 'TZID=Europe/Berlin:20260329T050000' }] }),
    verify(result) {
      const findings = result.findings as Finding[];
      expect(of(findings, 'NONEXISTENT_LOCAL_TIME').map((f) => [f.pointer, f.details.shiftedTo])).toEqual([['/events/0/dtstart', '2026-03-29T03:30:00']]);
      expect(codesAt(findings, 'INVALID_DATE_VALUE')).toEqual([]);
    },
  },
  {
    name: 'one sequence of n spaces around a digit',
    max: 120_000,
    grow: (n) => ({ events: [{ uid: 's', dtstart: '20260105T090000Z', dtend: '20260105T100000Z', sequence: `${' '.repeat(n)}7${' '.repeat(n)}x` }] }),
    verify(result) {
      expect(codesAt(result.findings as Finding[], 'SEQUENCE_INVALID')).toEqual(['/events/0/sequence']);
    },
  },
]);
