// The packet every case starts from.
import type { Input } from '../../src/index.js';

export type Channel = Input['channels'][number];
export type Evidence = Input['evidence'][number];

export const OBSERVED = '2026-03-02T09:00:00Z';

export const rules = (id = 'ev-rules', overrides: Partial<Evidence> = {}): Evidence => ({
  id,
  type: 'platform-rule',
  captured_at: '2026-02-20T10:00:00Z',
  source_url: 'https://registry.example.org/docs/publishing',
  observed: true,
  ...overrides,
});
export const proof = (id = 'ev-proof', overrides: Partial<Evidence> = {}): Evidence => ({
  id,
  type: 'product-proof',
  captured_at: '2026-02-28T12:00:00Z',
  source_url: 'https://product.example.com/demo',
  observed: true,
  ...overrides,
});

/** A channel that passes every gate; scores 4/3/5/2, direct attribution, account access = 44 points. */
export const ch = (id: string, overrides: Partial<Channel> = {}): Channel => ({
  id,
  kind: 'agent-directory',
  audience_match: 4,
  buyer_intent: 3,
  format_match: 5,
  saturation: 2,
  rule_status: 'verified',
  rule_evidence_id: 'ev-rules',
  product_evidence_ids: ['ev-proof'],
  attribution: 'direct',
  attribution_mechanism: 'utm_source on the listing link',
  existing_access: 'account',
  offer_path_ready: true,
  estimated_cost_usd: 0,
  estimated_effort_hours: 4,
  owner_presence_required: false,
  owner_available: true,
  outcome_gate: { metric: 'install', threshold: 10, window_days: 21, max_cost_usd: 0, max_effort_hours: 6 },
  ...overrides,
});

export const packet = (channels: Channel[], overrides: Partial<Input> = {}): Input => ({
  observed_at: OBSERVED,
  objective: 'qualified-demand',
  constraints: { budget_usd: 300, effort_hours: 20, max_parallel_tests: 2, rules_max_age_days: 90 },
  evidence: [rules(), proof()],
  channels,
  ...overrides,
});

