// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Contract = Input['contracts'][number];
type Delivery = Input['deliveries'][number];
type Found = { code: string; pointer: string; details: Record<string, unknown> };

const OBSERVED = '2026-03-02T12:00:00Z';
const contract = (event: Contract['event'], more: Partial<Contract> = {}): Contract => ({ event, ...more });
const delivery = (id: Delivery['id'], more: Partial<Delivery> = {}): Delivery => ({ id, event: 'e', payload: {}, ...more });
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);
const report = (result: { report: unknown }) => result.report as { deliveries: Array<{ verdict: string; replayOf: unknown; omitted: Record<string, number> }> };

/** The most fractional digits of a second this check reads in a timestamp. */
const MAX_FRACTION = 100;

export const shapes = defineShapes<Input>([
  {
    name: 'every contract declares one event and every delivery shares one id',
    max: 1000,
    grow: (n) => ({ observed_at: OBSERVED, contracts: range(n).map(() => contract('e')), deliveries: range(n).map(() => delivery('d')) }),
    verify(result, n) {
      // Two duplicate sets of n members: each member flagged once at its own pointer, with the full count.
      const members = n >= 2 ? range(n) : [];
      expect(pointersOf(result, 'DUPLICATE_EVENT_CONTRACT')).toEqual(members.map((i) => `/contracts/${i}`));
      expect(pointersOf(result, 'DUPLICATE_DELIVERY_ID')).toEqual(members.map((i) => `/deliveries/${i}`));
      for (const finding of [...found(result, 'DUPLICATE_EVENT_CONTRACT'), ...found(result, 'DUPLICATE_DELIVERY_ID')]) {
        expect(finding.details.count).toBe(n);
        expect(finding.details.positions).toEqual(range(Math.min(n, 20)).map((i) => i + 1));
      }
      expect(report(result).deliveries.every((entry) => entry.verdict === 'review')).toBe(n >= 2);
    },
  },
  {
    name: 'n allowed versions and n deliveries of a version not among them',
    max: 1000,
    grow: (n) => ({
      observed_at: OBSERVED,
      contracts: [contract('e', { allowed_versions: range(n).map((i) => `2026-01-${String(i).padStart(4, '0')}`) })],
      deliveries: range(n).map((i) => delivery(`d${i}`, { version: '2019-01-01' })),
    }),
    verify(result, n) {
      // No delivery carries an allowed version: every one is flagged at its own version. Labels are
      // 12 characters, 14 with their separator: 14 fit the 200 characters named (12 + 13 × 14 = 194).
      const flagged = found(result, 'VERSION_NOT_ALLOWED');
      expect(flagged.map((f) => f.pointer)).toEqual(range(n).map((i) => `/deliveries/${i}/version`));
      for (const finding of flagged) expect(finding.details.allowedVersions).toHaveLength(Math.min(n, 14));
      expect(pointersOf(result, 'CONTRACT_FIELD_INVALID')).toEqual([]);
    },
  },
  {
    name: 'one idempotency key on n deliveries whose payloads alternate',
    max: 1000,
    grow: (n) => ({
      observed_at: OBSERVED,
      contracts: [contract('e', { idempotency_required: true })],
      deliveries: range(n).map((i) =>
        delivery(`d${i}`, { idempotency_key: 'k', payload: { amount: i % 2 === 0 ? '120.00' : '12.00', lines: range(8).map((j) => ({ sku: `s${j}`, qty: j })) } }),
      ),
    }),
    verify(result, n) {
      // Delivery 0 is the original; every later even delivery repeats its payload, every odd one differs.
      expect(pointersOf(result, 'REPLAY_DETECTED')).toEqual(range(n).filter((i) => i > 0 && i % 2 === 0).map((i) => `/deliveries/${i}/idempotency_key`));
      expect(pointersOf(result, 'IDEMPOTENCY_CONFLICT')).toEqual(range(n).filter((i) => i % 2 === 1).map((i) => `/deliveries/${i}/idempotency_key`));
      expect(report(result).deliveries.map((entry) => entry.replayOf)).toEqual(range(n).map((i) => (i === 0 ? null : 'd0')));
    },
  },
  {
    name: 'n required fields that none of n deliveries carries',
    max: 1000,
    grow: (n) => ({
      observed_at: OBSERVED,
      contracts: [contract('e', { required_fields: range(n).map((i) => `data.object.f${i}`) })],
      deliveries: range(n).map((i) => delivery(`d${i}`, { payload: { data: { object: {} } } })),
    }),
    verify(result, n) {
      // Each delivery lacks all n fields: min(n, 10) listed at its data.object, the rest counted.
      const listed = Math.min(n, 10);
      expect(pointersOf(result, 'REQUIRED_FIELD_MISSING')).toEqual(range(n).flatMap((i) => Array<string>(listed).fill(`/deliveries/${i}/payload/data/object`)));
      for (const entry of report(result).deliveries) expect(entry.omitted).toEqual(n > 10 ? { REQUIRED_FIELD_MISSING: n - 10 } : {});
    },
  },
  {
    name: 'ten required paths of 10,000 characters missing from n deliveries of a long event',
    max: 1000,
    grow: (n) => ({
      observed_at: OBSERVED,
      contracts: [contract('e'.repeat(100), { required_fields: range(10).map((i) => `${i}${'.segment'.repeat(1250)}`) })],
      deliveries: range(n).map((i) => delivery(`d${i}`, { event: 'e'.repeat(100) })),
    }),
    verify(result, n) {
      // Each delivery lacks all ten paths; each finding quotes its path by the first 200 characters.
      const missing = found(result, 'REQUIRED_FIELD_MISSING');
      expect(missing.map((f) => f.pointer)).toEqual(range(n).flatMap((i) => Array<string>(10).fill(`/deliveries/${i}/payload`)));
      for (const finding of missing) expect(finding.details.path).toMatch(/^\d(\.segment){24}\.segmen…$/);
    },
  },
  {
    name: 'one required path n segments deep into a payload one level shallower',
    max: 4000,
    grow: (n) => {
      let payload: unknown = 'leaf';
      for (let i = 0; i < n - 1; i++) payload = { p: payload };
      return { observed_at: OBSERVED, contracts: [contract('e', { required_fields: [Array(n).fill('p').join('.')] })], deliveries: [delivery('d', { payload })] };
    },
    verify(result, n) {
      expect(pointersOf(result, 'REQUIRED_FIELD_MISSING')).toEqual([`/deliveries/0/payload${'/p'.repeat(n - 1)}`]);
    },
  },
  {
    name: 'an observed_at of 100·n fractional digits against n stale deliveries',
    max: 1000,
    grow: (n) => ({
      observed_at: `2026-03-02T12:00:00.${'5'.repeat(100 * n)}Z`,
      contracts: [contract('e', { max_age_seconds: 300 })],
      deliveries: range(n).map((i) => delivery(`d${i}`, { event_created_at: '2026-03-02T11:00:00.5Z' })),
    }),
    verify(result, n) {
      // Past the digits this check reads, observed_at is refused and no age is computed; else every delivery is stale.
      const refused = 100 * n > MAX_FRACTION;
      expect(pointersOf(result, 'OBSERVED_AT_INVALID')).toEqual(refused ? ['/observed_at'] : []);
      expect(pointersOf(result, 'STALE_EVENT')).toEqual(refused ? [] : range(n).map((i) => `/deliveries/${i}/event_created_at`));
    },
  },
  {
    name: 'n stale deliveries, every timestamp at the most fractional digits read',
    max: 1000,
    grow: (n) => ({
      observed_at: `2026-03-02T12:00:00.${'5'.repeat(MAX_FRACTION)}Z`,
      contracts: [contract('e', { max_age_seconds: 300 })],
      deliveries: range(n).map((i) => delivery(`d${i}`, { event_created_at: `2026-03-02T11:00:00.${'5'.repeat(MAX_FRACTION)}Z` })),
    }),
    verify(result, n) {
      // Both sides carry the same fraction: every delivery is exactly one hour old.
      const stale = found(result, 'STALE_EVENT');
      expect(stale.map((f) => f.pointer)).toEqual(range(n).map((i) => `/deliveries/${i}/event_created_at`));
      for (const finding of stale) expect(finding.details.ageSeconds).toBe('3600');
    },
  },
]);
