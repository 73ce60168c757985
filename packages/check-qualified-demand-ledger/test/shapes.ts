// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Event = Input['events'][number];

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const range = (n: number, from = 0) => Array.from({ length: n - from }, (_, i) => i + from);
const report = (result: { report: unknown }) =>
  result.report as {
    counts: Record<string, number>;
    revenue: Array<{ currency: string; amount: string; events: number }>;
    uniqueExternalActors: number;
    events: Array<{ id: string; tier: string; counted: boolean; reasons: string[] }>;
  };

/** An external event with direct attribution inside the window (2026-02-01 … 2026-03-01). */
const ev = (id: string, type: Event['type'], extra: Partial<Event> = {}): Event => ({
  id,
  type,
  occurred_at: '2026-02-10T12:00:00Z',
  source: 's',
  evidence_ref: 'r',
  owner_controlled: false,
  external_actor: true,
  attribution: 'direct',
  ...extra,
});

const ledger = (events: Event[], window = { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-03-01T00:00:00Z' }): Input => ({
  observed_at: '2026-03-02T09:00:00Z',
  window,
  events,
});

/** A timestamp on 2026-02-10 whose fractional second has `width` digits and ends in the digits of i. */
const fractional = (i: number, width: number) => `2026-02-10T12:00:00.${String(i + 1).padStart(width, '0')}Z`;

/** Exact decimal text of units × 10^-scale (no trailing zeros): the oracle for exact sums. */
function decimalText(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${digits.slice(0, digits.length - scale)}${fraction ? `.${fraction}` : ''}`;
}

const ID = `dup-${'x'.repeat(116)}`; // maxLength 120
const TOKEN = `actor-${'t'.repeat(154)}`; // maxLength 160
const TX = `tx-${'9'.repeat(297)}`; // maxLength 300

export const shapes = defineShapes<Input>([
  {
    name: 'every event shares one id and names it as its parent',
    max: 1000,
    grow: (n) => ledger(range(n).map((i) => ev('d', 'attributable-click', { occurred_at: fractional(i, 3), parent_event_id: 'd' }))),
    verify(result, n) {
      const all = range(n).map((i) => `/events/${i}`);
      expect(codesAt(result.findings, 'DUPLICATE_EVENT_ID')).toEqual(n > 1 ? all : []);
      // A parent that is the event itself is missing for every member.
      expect(codesAt(result.findings, 'PARENT_EVENT_MISSING')).toEqual(range(n).map((i) => `/events/${i}/parent_event_id`));
      for (const finding of result.findings.filter((f) => f.code === 'DUPLICATE_EVENT_ID')) {
        expect(finding.details).toMatchObject({ count: n, firstPosition: 1 });
      }
      // Only the first member counts.
      expect(report(result).counts.qualifiedDemand).toBe(1);
      expect(report(result).events.filter((row) => row.counted).map((row) => row.id)).toEqual(['d']);
    },
  },
  {
    name: 'long ids, tokens and transaction ids, every one repeated',
    max: 1000,
    grow: (n) =>
      ledger(
        range(n).map((i) =>
          ev(ID, 'external-settlement', { occurred_at: fractional(i, 40), actor_token: TOKEN, parent_event_id: ID, amount: 1, currency: 'EUR', transaction_id: TX }),
        ),
      ),
    verify(result, n) {
      const all = range(n).map((i) => `/events/${i}`);
      expect(codesAt(result.findings, 'DUPLICATE_EVENT_ID')).toEqual(n > 1 ? all : []);
      expect(codesAt(result.findings, 'PARENT_EVENT_MISSING')).toEqual(range(n).map((i) => `/events/${i}/parent_event_id`));
      // Later duplicates of the id are never counted, so they never claim the transaction.
      expect(codesAt(result.findings, 'DUPLICATE_TRANSACTION')).toEqual([]);
      expect(report(result).revenue).toEqual([{ currency: 'EUR', amount: '1', events: 1 }]);
    },
  },
  {
    name: 'revenue events repeating one transaction id at one instant',
    max: 1000,
    grow: (n) =>
      ledger(range(n).map((i) => ev(`e${i}`, i % 2 ? 'commission' : 'external-settlement', { amount: 49.99, currency: ' usd ', transaction_id: 'tx-1' }))),
    verify(result, n) {
      // Same instant: input order decides, so event 0 is the one counted and every later one is the duplicate.
      expect(codesAt(result.findings, 'DUPLICATE_TRANSACTION')).toEqual(range(n, 1).map((i) => `/events/${i}/transaction_id`));
      for (const finding of result.findings.filter((f) => f.code === 'DUPLICATE_TRANSACTION')) expect(finding.details).toMatchObject({ firstEventId: 'e0', firstPosition: 1 });
      expect(report(result).revenue).toEqual([{ currency: 'USD', amount: '49.99', events: 1 }]);
    },
  },
  {
    // XAU (gold) has no ISO 4217 minor unit, so 1e-300 of it is no finer than its unit.
    name: 'counted revenue of far-apart magnitudes in one currency',
    max: 1000,
    grow: (n) =>
      ledger(
        range(n).map((i) =>
          ev(`e${i}`, 'external-settlement', { amount: i % 2 ? 1e-300 : 1e9, currency: i % 3 ? 'xau' : ' XAU', transaction_id: `tx-${i}`, occurred_at: fractional(i, 30) }),
        ),
      ),
    verify(result, n) {
      const big = BigInt(Math.ceil(n / 2));
      const small = BigInt(Math.floor(n / 2));
      const amount = decimalText(big * 10n ** 309n + small, 300);
      expect(report(result).revenue).toEqual([{ currency: 'XAU', amount, events: n }]);
      expect(report(result).counts.externalRevenue).toBe(n);
      expect(result.findings).toEqual([]);
    },
  },
  {
    name: 'recurring use by one actor at instants with long fractions',
    max: 1000,
    grow: (n) =>
      ledger([
        // In input order last, but earliest in time: it proves every later recurring use.
        ...range(n - 1).map((i) => ev(`r${i}`, 'recurring-use', { attribution: 'inferred', actor_token: TOKEN, occurred_at: fractional(n - 1 - i, 200) })),
        ev('buy', 'buyer-reply', { actor_token: TOKEN, occurred_at: fractional(-1, 200) }),
      ]),
    verify(result, n) {
      expect(codesAt(result.findings, 'RETENTION_UNPROVEN')).toEqual([]);
      expect(report(result).counts.retention).toBe(n - 1);
      expect(report(result).counts.qualifiedDemand).toBe(1);
      expect(report(result).uniqueExternalActors).toBe(1);
    },
  },
  {
    name: 'recurring uses that all fall at one instant with their first proof',
    max: 1000,
    grow: (n) =>
      ledger(range(n).map((i) => (i === 0 ? ev('buy', 'buyer-question', { actor_token: 'actor-01' }) : ev(`r${i}`, 'recurring-use', { actor_token: 'actor-01' })))),
    verify(result, n) {
      // Strictly earlier is required: a qualifying event at the same instant proves nothing.
      expect(codesAt(result.findings, 'RETENTION_UNPROVEN')).toEqual(range(n, 1).map((i) => `/events/${i}`));
      expect(report(result).counts.retention).toBe(0);
    },
  },
  {
    name: 'events outside a window whose start has n fractional digits',
    max: 250_000,
    grow: (n) =>
      ledger(
        range(500).map((i) => ev(`e${i}`, 'install', { occurred_at: '2026-01-05T00:00:00Z' })),
        { started_at: `2026-02-01T00:00:00.${'0'.repeat(n)}1Z`, ended_at: '2026-03-01T00:00:00Z' },
      ),
    verify(result, n) {
      // Every window notice would repeat started_at: past 30 digits it is declined instead.
      expect(codesAt(result.findings, 'OUTSIDE_WINDOW')).toEqual(n < 30 ? range(500).map((i) => `/events/${i}/occurred_at`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n < 30 ? [] : ['/window/started_at']);
      expect(report(result).counts.qualifiedDemand).toBe(0);
    },
  },
  {
    name: 'events after an observed_at with n fractional digits',
    max: 250_000,
    grow: (n) => ({
      ...ledger(range(500).map((i) => ev(`e${i}`, 'install', { occurred_at: '2026-02-27T00:00:00Z' })), { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-02-28T00:00:00Z' }),
      observed_at: `2026-02-26T00:00:00.${'0'.repeat(n)}1Z`,
    }),
    verify(result, n) {
      expect(codesAt(result.findings, 'EVENT_AFTER_OBSERVED')).toEqual(n < 30 ? range(500).map((i) => `/events/${i}/occurred_at`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n < 30 ? [] : ['/observed_at']);
      expect(report(result).counts.qualifiedDemand).toBe(0);
    },
  },
]);
