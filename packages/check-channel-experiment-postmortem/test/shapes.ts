// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Events are open objects with untyped members, so what grows is
// the number of events, the duplicate sets they form, the members each one gets wrong and the
// timestamps compared against the window. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Event = Input['events'][number];

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const report = (result: { report: unknown }) =>
  result.report as {
    verdict: string;
    counted: number;
    excluded: Record<string, number>;
    events: Array<{ id: string | null; counted: boolean; excluded: string | null }>;
  };

/** A gate-metric event from an external actor with direct attribution, inside the window (2026-02-10 + 14 days). */
const ev = (id: unknown, extra: Partial<Event> = {}): Event => ({
  id,
  type: 'attributable-click',
  occurred_at: '2026-02-11T09:15:00Z',
  evidence_ref: 'r',
  external_actor: true,
  owner_controlled: false,
  attribution: 'direct',
  ...extra,
});

const packet = (events: Event[], edit: (input: Input) => void = () => {}): Input => {
  const input: Input = {
    observed_at: '2026-03-02T09:00:00Z',
    experiment: {
      id: 'exp',
      channel: 'Directory',
      hypothesis: 'Clicks.',
      objective: 'qualified-demand',
      started_at: '2026-02-10T00:00:00Z',
      ended_at: '2026-02-24T00:00:00Z',
      declared_before_start: true,
      gate: { metric: 'attributable-click', threshold: 20, window_days: 14 },
      variables: { channel: 'c', offer: 'o', artifact: 'a', audience: 'u', timing: 't' },
      changed_variables: ['artifact'],
      max_cost_usd: 50,
      max_effort_hours: 8,
      cooldown_days: 14,
    },
    events,
    cost_usd: 10,
    effort_hours: 2,
    attribution_complete: true,
    owner_activity_excluded: true,
  };
  edit(input);
  return input;
};

export const shapes = defineShapes<Input>([
  {
    name: 'every event shares one id',
    max: 5000,
    grow: (n) => packet(range(n).map(() => ev('e'))),
    verify(result, n) {
      expect(codesAt(result.findings, 'DUPLICATE_EVENT_ID')).toEqual(n > 1 ? range(n).map((i) => `/events/${i}/id`) : []);
      for (const finding of result.findings.filter((f) => f.code === 'DUPLICATE_EVENT_ID')) expect(finding.details).toMatchObject({ count: n, firstIndex: 0 });
      expect(report(result).counted).toBe(1);
      expect(report(result).excluded.duplicate).toBe(n - 1);
    },
  },
  {
    name: 'events with every member of the wrong type',
    max: 5000,
    grow: (n) => packet(range(n).map((i) => ({ id: i, type: false, occurred_at: 'x', evidence_ref: ' ', external_actor: 'y', owner_controlled: 1, attribution: 'direct ' }))),
    verify(result, n) {
      const members = ['attribution', 'evidence_ref', 'external_actor', 'id', 'occurred_at', 'owner_controlled', 'type'];
      expect(codesAt(result.findings, 'EVENT_MALFORMED')).toEqual(range(n).flatMap((i) => members.map((member) => `/events/${i}/${member}`)));
      expect(report(result).excluded.malformed).toBe(n);
      expect(report(result).events.every((row) => row.id === null)).toBe(true);
    },
  },
  {
    name: 'owner events after observed_at with long fractional seconds',
    max: 5000,
    grow: (n) => packet(range(n).map((i) => ev(`e${i}`, { owner_controlled: true, occurred_at: `2026-03-02T09:00:00.${String(i + 1).padStart(40, '0')}Z` }))),
    verify(result, n) {
      expect(codesAt(result.findings, 'OWNER_EVENT')).toEqual(range(n).map((i) => `/events/${i}`));
      expect(codesAt(result.findings, 'EVENT_AFTER_OBSERVED_AT')).toEqual(range(n).map((i) => `/events/${i}/occurred_at`));
      expect(report(result).excluded.owner).toBe(n);
    },
  },
  {
    name: 'gate-metric events just outside a window with long fractional seconds',
    max: 5000,
    grow: (n) =>
      packet(
        range(n).map((i) => ev(`e${i}`, { attribution: 'inferred', occurred_at: i % 2 ? `2026-02-24T00:00:00.${'0'.repeat(60)}${i}Z` : `2026-02-09T23:59:59.${'9'.repeat(60)}${i}Z` })),
        (input) => {
          input.experiment.started_at = `2026-02-10T00:00:00.${'0'.repeat(30)}Z`; // the most digits read
        },
      ),
    verify(result, n) {
      expect(codesAt(result.findings, 'EVENT_OUTSIDE_WINDOW')).toEqual(range(n).map((i) => `/events/${i}/occurred_at`));
      expect(codesAt(result.findings, 'EVENT_ATTRIBUTION_NOT_DIRECT')).toEqual(range(n).map((i) => `/events/${i}/attribution`));
      expect(report(result).excluded.outsideWindow).toBe(n);
    },
  },
  {
    name: 'events judged against a start with n fractional digits',
    max: 250_000,
    grow: (n) =>
      packet(
        range(1000).map((i) => ev(`e${i}`, { occurred_at: '2026-02-09T00:00:00Z' })),
        (input) => {
          // Every event finding would repeat the window's start: past 30 digits it is declined instead.
          input.experiment.started_at = `2026-02-10T00:00:00.${'0'.repeat(n)}1Z`;
        },
      ),
    verify(result, n) {
      if (n < 30) {
        expect(codesAt(result.findings, 'EVENT_OUTSIDE_WINDOW')).toEqual(range(1000).map((i) => `/events/${i}/occurred_at`));
        expect(report(result).counted).toBe(0);
      } else {
        expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(['/experiment/started_at']);
        expect(codesAt(result.findings, 'EVENT_OUTSIDE_WINDOW')).toEqual([]);
        expect(report(result).verdict).toBe('inconclusive');
      }
    },
  },
  {
    name: 'events after an observed_at with n fractional digits',
    max: 250_000,
    grow: (n) => packet(range(1000).map((i) => ev(`e${i}`, { occurred_at: '2026-03-02T09:00:01Z' })), (input) => {
      input.observed_at = `2026-03-02T09:00:00.${'0'.repeat(n)}Z`;
    }),
    verify(result, n) {
      expect(codesAt(result.findings, 'EVENT_AFTER_OBSERVED_AT')).toEqual(n <= 30 ? range(1000).map((i) => `/events/${i}/occurred_at`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n <= 30 ? [] : ['/observed_at']);
    },
  },
  {
    // The exact chi-square statistic sums one fraction per distinct weight: the most distinct
    // weights a tested packet can have is one arm per 8 assignments (5000 events → 625 arms).
    name: 'assignment events in arms of 8, each arm with its own planned weight',
    max: 5000,
    grow: (n) => packet(range(n).map((i) => ev(`a${i}`, { type: 'assignment', variant: `v${Math.floor(i / 8)}`, variant_weight: 1 + Math.floor(i / 8) / 997 } as Partial<Event>))),
    verify(result, n) {
      const sampleRatio = (result.report as { sampleRatio: { status: string; arms: unknown[]; degreesOfFreedom: number | null } }).sampleRatio;
      expect(sampleRatio.arms).toHaveLength(Math.ceil(n / 8));
      if (n >= 16 && n % 8 === 0) {
        expect(sampleRatio.degreesOfFreedom).toBe(n / 8 - 1);
        expect(['healthy', 'unhealthy']).toContain(sampleRatio.status);
      }
    },
  },
  {
    name: 'one unit assigned to every arm, and every other unit to one',
    max: 5000,
    grow: (n) =>
      packet(
        range(n).map((i) =>
          ev(`a${i}`, { type: 'assignment', variant: `v${i % 2 === 0 ? i : i - 1}`, actor_token: i % 2 === 0 ? 'everywhere' : `u${i}` } as Partial<Event>),
        ),
      ),
    verify(result, n) {
      const exposures = (result.report as { sampleRatio: { multipleExposures: { units: number; multipleUnits: number } } }).sampleRatio.multipleExposures;
      expect(exposures.units).toBe(n === 0 ? 0 : 1 + Math.floor(n / 2));
      expect(exposures.multipleUnits).toBe(n > 2 ? 1 : 0);
    },
  },
]);
