// Helpers shared by the case files: a packet where everything is ready, and builders for its parts.
import type { Input } from '../../src/index.js';

export type Claim = Input['claims'][number];
export type Evidence = Input['evidence'][number];
export type Channel = Input['channel'];
export type Artifacts = Input['artifacts'];

export const OBSERVED = '2026-03-02T09:00:00Z';

export const ev = (id: string, type: Evidence['type'], supports: string[] = [], overrides: Partial<Evidence> = {}): Evidence => ({
  id,
  type,
  source_url: `https://product.example.com/${id}`,
  captured_at: '2026-02-28T12:00:00Z',
  observed: true,
  supports_claim_ids: supports,
  ...overrides,
});
export const claim = (id: string, evidenceIds: string[], overrides: Partial<Claim> = {}): Claim => ({
  id,
  text: `Claim ${id}.`,
  evidence_ids: evidenceIds,
  required_for_submission: true,
  personal_experience: false,
  ...overrides,
});

/** A packet where every claim, artifact and identity field is ready. */
export const packet = (
  overrides: { channel?: Partial<Channel>; artifacts?: Partial<Artifacts>; claims?: Claim[]; evidence?: Evidence[]; human?: Record<string, boolean> } & Partial<
    Pick<Input, 'observed_at' | 'max_evidence_age_days' | 'product'>
  > = {},
): Input => ({
  observed_at: overrides.observed_at ?? OBSERVED,
  max_evidence_age_days: overrides.max_evidence_age_days ?? 90,
  product: overrides.product ?? {
    id: 'invoice-lint',
    name: 'Invoice Lint',
    version: '1.4.0',
    canonical_url: 'https://product.example.com/',
    offer_url: 'https://product.example.com/pricing',
    price_usd: 0.05,
  },
  channel: {
    name: 'Tool Directory',
    kind: 'agent-directory',
    rules_captured_at: '2026-02-25T10:00:00Z',
    rules_source_url: 'https://tools.example.org/guidelines',
    rule_status: 'verified',
    link_policy: 'allowed',
    pricing_disclosure_required: true,
    demo_required: true,
    screenshots_required: 1,
    identity_fields: ['maker_bio'],
    ...overrides.channel,
  },
  claims: overrides.claims ?? [claim('c-speed', ['ev-demo'])],
  evidence: overrides.evidence ?? [ev('ev-demo', 'demo', ['c-speed']), ev('ev-shot-1', 'screenshot'), ev('ev-shot-2', 'screenshot')],
  artifacts: {
    demo_url: 'https://product.example.com/demo',
    install_path: 'npx -y invoice-lint-mcp',
    screenshots: [{ id: 'shot-1', evidence_id: 'ev-shot-1' }],
    pricing_disclosure: '$0.05 per checked invoice, paid per call.',
    link_target: 'https://product.example.com/?utm_source=tool-directory',
    attribution_mechanism: 'utm_source=tool-directory on the offer link',
    ...overrides.artifacts,
  },
  human_authored_fields: overrides.human ?? { maker_bio: true },
});

/** The report's six artifact entries (fixed order), all but one left unconstrained: report arrays match by length. */
export const artifactsWith = (index: number, entry: Record<string, unknown>) => Array.from({ length: 6 }, (_, i) => (i === index ? entry : {}));
