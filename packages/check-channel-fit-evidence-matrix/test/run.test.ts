import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';

// Decision rules are covered by test/cases.ts; here: the sample, determinism and the largest input.
describe('channel-fit-evidence-matrix', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['VANITY_GATE_METRIC', 'OWNER_UNAVAILABLE', 'PRODUCT_EVIDENCE_NOT_PROOF', 'RULE_EVIDENCE_STALE', 'RULE_STATUS_UNVERIFIED', 'COST_OVER_BUDGET', 'PRODUCT_EVIDENCE_MISSING', 'RULE_EVIDENCE_MISSING', 'OUTCOME_NOT_ATTRIBUTABLE']),
    );
    expect(first.report.selected).toEqual(['agent-registry']);
    expect(first.report.note).toMatch(/test candidate, not demand/);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('the largest input the schema allows completes: 100 channels citing 100 of 500 evidence items each', () => {
    const evidence: Input['evidence'] = Array.from({ length: 500 }, (_, i) => ({
      id: `ev-${String(i).padStart(3, '0')}-${'x'.repeat(112)}`,
      type: i % 5 === 0 ? 'platform-rule' : 'product-proof',
      captured_at: `2026-0${1 + (i % 2)}-1${i % 10}T10:00:00.123456789+05:30`,
      source_url: `https://example.org/evidence/${i}`,
      observed: i % 7 !== 0,
    }));
    const channels: Input['channels'] = Array.from({ length: 100 }, (_, c) => ({
      id: `channel-${String(c).padStart(3, '0')}-${'y'.repeat(108)}`,
      kind: 'community',
      audience_match: c % 6,
      buyer_intent: (c * 7) % 6,
      format_match: (c * 5) % 6,
      saturation: (c * 3) % 6,
      rule_status: (['verified', 'verified', 'review-required', 'unknown', 'blocked'] as const)[c % 5]!,
      rule_evidence_id: evidence[(c * 5) % 500]!.id,
      product_evidence_ids: Array.from({ length: 100 }, (_, k) => evidence[(c + k * 5 + 1) % 500]!.id),
      attribution: (['verified', 'direct', 'inferred', 'none'] as const)[c % 4]!,
      attribution_mechanism: c % 3 === 0 ? '' : 'm'.repeat(300),
      existing_access: (['relationship', 'audience', 'account', 'none'] as const)[c % 4]!,
      offer_path_ready: c % 2 === 0,
      estimated_cost_usd: (c % 10) * 0.01,
      estimated_effort_hours: c % 4,
      owner_presence_required: c % 3 === 0,
      owner_available: c % 2 === 0,
      outcome_gate: { metric: c % 9 === 0 ? 'page-view' : 'install', threshold: 1_000_000, window_days: 365, max_cost_usd: 1_000_000, max_effort_hours: 100_000 },
    }));
    const result = run({
      observed_at: '2026-03-02T09:00:00Z',
      objective: 'revenue',
      constraints: { budget_usd: 1_000_000, effort_hours: 100_000, max_parallel_tests: 10, rules_max_age_days: 365 },
      evidence,
      channels,
    });
    expect(result.report.matrix).toHaveLength(100);
    expect(result.report.matrix.map((row) => row.rank).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(result.summary.channels).toBe(100);
  });
});
