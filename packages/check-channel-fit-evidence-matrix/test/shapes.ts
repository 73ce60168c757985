// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Channel = Input['channels'][number];
type Evidence = Input['evidence'][number];

const codesAt = (findings: { code: string; pointer: string }[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const report = (result: { report: unknown }) =>
  result.report as {
    matrix: Array<{ id: string; rank: number; eligibility: string; selected: boolean; notSelectedReason: string | null }>;
    selected: string[];
    totals: Record<string, number | string>;
  };

const evidence = (id: string, type: Evidence['type'], extra: Partial<Evidence> = {}): Evidence => ({
  id,
  type,
  captured_at: '2026-02-28T12:00:00Z',
  source_url: 'https://a.example/',
  observed: true,
  ...extra,
});

/** A channel that passes every gate when its evidence resolves: 4/3/5/2, direct, account access = 44 points. */
const channel = (id: string, extra: Partial<Channel> = {}): Channel => ({
  id,
  kind: 'agent-directory',
  audience_match: 4,
  buyer_intent: 3,
  format_match: 5,
  saturation: 2,
  rule_status: 'verified',
  rule_evidence_id: 'rules',
  product_evidence_ids: ['proof'],
  attribution: 'direct',
  attribution_mechanism: 'utm',
  existing_access: 'account',
  offer_path_ready: true,
  estimated_cost_usd: 1,
  estimated_effort_hours: 1,
  owner_presence_required: false,
  owner_available: true,
  outcome_gate: { metric: 'install', threshold: 10, window_days: 21, max_cost_usd: 1, max_effort_hours: 1 },
  ...extra,
});

const packet = (evidenceItems: Evidence[], channels: Channel[], extra: Partial<Input> = {}): Input => ({
  observed_at: '2026-03-02T09:00:00Z',
  objective: 'qualified-demand',
  constraints: { budget_usd: 1_000_000, effort_hours: 100_000, max_parallel_tests: 10, rules_max_age_days: 90 },
  evidence: evidenceItems,
  channels,
  ...extra,
});

/** n references spread over as many channels as needed, 100 per channel (the schema's limit). */
const spread = (n: number) => range(Math.ceil(n / 100)).map((c) => Math.min(100, n - c * 100));

export const shapes = defineShapes<Input>([
  {
    name: 'channels citing one duplicated evidence id n times',
    max: 10_000,
    grow: (n) =>
      packet(
        range(Math.min(500, n)).map(() => evidence('ev', 'product-proof')),
        spread(n).map((count, c) => channel(`c${c}`, { rule_evidence_id: 'ev', product_evidence_ids: range(count).map(() => 'ev') })),
      ),
    verify(result, n) {
      const members = Math.min(500, n);
      expect(codesAt(result.findings, 'DUPLICATE_EVIDENCE_ID')).toEqual(members > 1 ? range(members).map((i) => `/evidence/${i}/id`) : []);
      const expected = spread(n).flatMap((count, c) => [`/channels/${c}/product_evidence_ids`, ...range(count).map((k) => `/channels/${c}/product_evidence_ids/${k}`), `/channels/${c}/rule_evidence_id`]);
      // A single evidence item resolves; a duplicated id resolves to nothing.
      expect(codesAt(result.findings, 'EVIDENCE_REFERENCE_UNRESOLVED')).toEqual(members > 1 ? expected.filter((pointer) => !pointer.endsWith('product_evidence_ids')) : []);
      if (members > 1) expect(report(result).selected).toEqual([]);
    },
  },
  {
    name: 'channels sharing one id at its maxLength, tied on score',
    max: 100,
    grow: (n) =>
      packet(
        [evidence('rules', 'platform-rule'), evidence('proof', 'product-proof')],
        range(n).map(() => channel('x'.repeat(120), { product_evidence_ids: range(100).map(() => 'proof') })),
      ),
    verify(result, n) {
      expect(codesAt(result.findings, 'DUPLICATE_CHANNEL_ID')).toEqual(n > 1 ? range(n).map((i) => `/channels/${i}/id`) : []);
      // Equal scores and ids: ranked in input order.
      expect(report(result).matrix.map((row) => row.rank)).toEqual(range(n).map((i) => i + 1));
      expect(report(result).selected).toEqual(n > 1 ? [] : ['x'.repeat(120)]);
    },
  },
  {
    name: 'channels citing n distinct product proofs',
    max: 10_000,
    grow: (n) =>
      packet(
        [evidence('rules', 'platform-rule'), ...range(Math.min(499, n)).map((i) => evidence(`p${i}`, 'product-proof'))],
        spread(n).map((count, c) =>
          channel(`c${c}`, { product_evidence_ids: range(count).map((k) => `p${(c * 100 + k) % Math.min(499, n)}`), audience_match: c % 6 }),
        ),
      ),
    verify(result, n) {
      const channels = spread(n).length;
      expect(result.findings).toEqual([]);
      // Scores fall with audience_match (c % 6): the best-scored channels are selected, ten at most.
      const matrix = report(result).matrix;
      expect([...matrix.map((row) => row.rank)].sort((a, b) => a - b)).toEqual(range(channels).map((i) => i + 1));
      const byRank = [...matrix].sort((a, b) => a.rank - b.rank);
      expect(report(result).selected).toEqual(byRank.slice(0, 10).map((row) => row.id));
    },
  },
  {
    name: 'stale, unobserved rules cited by channels of every gate failure',
    max: 100,
    grow: (n) =>
      packet(
        [evidence('rules', 'platform-rule', { observed: false, captured_at: '2025-01-01T00:00:00Z' }), evidence('buyer', 'buyer-signal')],
        range(n).map((i) =>
          channel(`c${i}`, {
            rule_status: 'review-required',
            product_evidence_ids: ['buyer', 'rules', 'gone'],
            attribution_mechanism: ' ',
            estimated_cost_usd: 2_000_000 / 3,
            estimated_effort_hours: 2,
            owner_presence_required: true,
            owner_available: false,
            outcome_gate: { metric: 'page-view', threshold: 1, window_days: 1, max_cost_usd: 0.1, max_effort_hours: 0.5 },
          }),
        ),
      ),
    verify(result, n) {
      const each = (member: string) => range(n).map((i) => `/channels/${i}/${member}`);
      expect(codesAt(result.findings, 'RULE_EVIDENCE_STALE')).toEqual(each('rule_evidence_id'));
      expect(codesAt(result.findings, 'RULE_EVIDENCE_NOT_OBSERVED')).toEqual(each('rule_evidence_id'));
      expect(codesAt(result.findings, 'PRODUCT_EVIDENCE_NOT_PROOF')).toEqual(range(n).flatMap((i) => [`/channels/${i}/product_evidence_ids/0`, `/channels/${i}/product_evidence_ids/1`]));
      expect(codesAt(result.findings, 'EVIDENCE_REFERENCE_UNRESOLVED')).toEqual(each('product_evidence_ids/2'));
      expect(codesAt(result.findings, 'VANITY_GATE_METRIC')).toEqual(each('outcome_gate/metric'));
      expect(report(result).matrix.every((row) => row.eligibility === 'excluded')).toBe(true);
    },
  },
  {
    name: 'evidence captured after an observed_at with n fractional digits',
    max: 250_000,
    grow: (n) =>
      packet(
        // observed_at's digits are all zeros: it is 09:00:00 exactly, one second before every capture.
        range(500).map((i) => evidence(`e${i}`, i ? 'product-proof' : 'platform-rule', { captured_at: '2026-03-02T09:00:01Z' })),
        [channel('c', { rule_evidence_id: 'e0', product_evidence_ids: ['e1'] })],
        { observed_at: `2026-03-02T09:00:00.${'0'.repeat(n)}Z` },
      ),
    verify(result, n) {
      // Each finding would repeat observed_at: past 30 digits it is declined, and nothing is judged against it.
      expect(codesAt(result.findings, 'EVIDENCE_CAPTURED_AFTER_OBSERVED_AT')).toEqual(n <= 30 ? range(500).map((i) => `/evidence/${i}/captured_at`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n <= 30 ? [] : ['/observed_at']);
      expect(report(result).selected).toEqual(n <= 30 ? ['c'] : []);
    },
  },
  {
    name: 'channels citing one platform rule captured with n fractional digits',
    max: 250_000,
    grow: (n) =>
      packet(
        [evidence('rules', 'platform-rule', { captured_at: `2025-01-01T00:00:00.${'0'.repeat(n)}1Z` }), evidence('proof', 'product-proof')],
        range(100).map((i) => channel(`c${i}`)),
      ),
    verify(result, n) {
      // Every stale finding would repeat the capture time: past 30 digits it is declined instead.
      expect(codesAt(result.findings, 'RULE_EVIDENCE_STALE')).toEqual(n < 30 ? range(100).map((i) => `/channels/${i}/rule_evidence_id`) : []);
      expect(codesAt(result.findings, 'DATE_TIME_TOO_PRECISE')).toEqual(n < 30 ? [] : ['/evidence/0/captured_at']);
      expect(report(result).selected).toEqual([]);
    },
  },
]);
