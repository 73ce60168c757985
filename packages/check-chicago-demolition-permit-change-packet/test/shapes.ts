// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest, from the request (`records`) and from the gateway's adapter
// (`context.records`, at most 100 permits). Each `verify` states what a right result holds at any size.
import type { JsonObject, RunContext } from '@evidence-check/core-receipt';
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Found = { code: string; pointer: string; subject: string | null; details: Record<string, unknown> };

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);

type PermitRecord = NonNullable<Input['records']>[number];

const permit = (id: string, extra: JsonObject = {}): PermitRecord & JsonObject => ({
  id,
  permitNumber: `10${id}`,
  issuedAt: '2026-02-19T00:00:00',
  address: '1530 W ERIE ST',
  urgency: 'WRECKING/DEMOLITION',
  ...extra,
});

const live = (records: JsonObject[]): RunContext => ({
  records,
  sourceMode: 'live',
  dataset: 'ydr8-5enu',
  snapshot: { id: 'snap-0001', fingerprint: 'hmac-sha256:1f2e', capturedAt: '2026-03-01T06:00:00Z', sourceUpdatedAt: '2026-02-28T23:10:00Z', records: records.length },
  baseline: null,
});

/** The records the adapter hands over for one query: at most 100 (MAX_PERMITS of maintained-data). */
const ADAPTER_RECORDS = 100;

export const shapes = defineShapes<Input>([
  {
    name: 'n records sharing one id and n previous match ids sharing another',
    max: 100,
    grow: (n) => ({
      query: '1530 W Erie St',
      previous: { match_ids: range(n).map(() => '3285917') },
      records: range(n).map(() => permit('3310562')),
    }),
    verify(result, n) {
      // Two duplicate sets of n members, each member at its own pointer with the full count; the
      // record is new and the match id gone, each reported once (at the first member).
      const members = n >= 2 ? range(n) : [];
      expect(pointersOf(result, 'DUPLICATE_RECORD_ID')).toEqual(members.map((i) => `/records/${i}`));
      expect(pointersOf(result, 'DUPLICATE_MATCH_ID')).toEqual(members.map((i) => `/previous/match_ids/${i}`));
      for (const finding of [...found(result, 'DUPLICATE_RECORD_ID'), ...found(result, 'DUPLICATE_MATCH_ID')]) expect(finding.details.count).toBe(n);
      expect(pointersOf(result, 'NEW_PERMIT')).toEqual(['/records/0']);
      expect(pointersOf(result, 'PERMIT_NO_LONGER_LISTED')).toEqual(['/previous/match_ids/0']);
    },
  },
  {
    name: '100 records whose urgency and work description repeat NON-EMERGENCY n times',
    max: 5000,
    grow: (n) => ({
      query: '1530 W Erie St',
      previous: { match_ids: [] },
      records: range(ADAPTER_RECORDS).map((i) =>
        permit(`p${i}`, { urgency: 'NON-EMERGENCY '.repeat(n), workDescription: `${'non emergency '.repeat(n)}${i % 2 === 1 ? 'emergency' : 'wreck'}` }),
      ),
    }),
    verify(result) {
      // Only the odd records name an emergency, at the very end of their work description.
      const emergencies = found(result, 'EMERGENCY_PERMIT');
      expect(emergencies.map((f) => f.pointer)).toEqual(range(ADAPTER_RECORDS).filter((i) => i % 2 === 1).map((i) => `/records/${i}`));
      for (const finding of emergencies) expect(finding.details.basis).toBe('work description');
      expect(pointersOf(result, 'NEW_PERMIT')).toHaveLength(ADAPTER_RECORDS);
    },
  },
  {
    name: 'adapter records in groups of three ids against n previous match ids',
    max: ADAPTER_RECORDS,
    grow: (n) => ({ query: '1530 W Erie St', previous: { match_ids: range(n).map((j) => `p${j}`) } }),
    context: (n) => live(range(n).map((i) => permit(`p${Math.floor(i / 3)}`, { workDescription: 'Wreck and remove a 2-story frame building. '.repeat(40) }))),
    verify(result, n) {
      // Records i share the id p⌊i/3⌋: every record of a group of two or three is a duplicate member;
      // match ids p0 … p⌈n/3⌉−1 are still listed, the rest gone.
      const groupSize = (i: number) => Math.min(3, n - 3 * Math.floor(i / 3));
      expect(pointersOf(result, 'DUPLICATE_RECORD_ID')).toEqual(range(n).filter((i) => groupSize(i) >= 2).map((i) => `/records/${i}`));
      const listed = Math.ceil(n / 3);
      expect(pointersOf(result, 'PERMIT_NO_LONGER_LISTED')).toEqual(range(n).filter((j) => j >= listed).map((j) => `/previous/match_ids/${j}`));
      expect(pointersOf(result, 'NEW_PERMIT')).toEqual([]);
      expect((result.report as { sourceMode: string }).sourceMode).toBe('live');
    },
  },
  {
    name: 'one adapter record with a work description of n characters',
    max: 250_000,
    grow: () => ({ query: '1530 W Erie St', previous: { match_ids: ['p0'] } }),
    context: (n) => live([permit('p0', { urgency: null, workDescription: `${'non-emergency '.repeat(Math.ceil(n / 14))}EMERGENCY` })]),
    verify(result) {
      expect(found(result, 'EMERGENCY_PERMIT').map((f) => [f.pointer, f.details.basis])).toEqual([['/records/0', 'work description']]);
    },
  },
]);
