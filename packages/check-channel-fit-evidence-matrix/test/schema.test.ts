import { compileSchema, first, withValueAt, without } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const evidence = first(sampleInput.evidence);
const channel = first(sampleInput.channels);

const channelKeys = [
  'id', 'kind', 'audience_match', 'buyer_intent', 'format_match', 'saturation', 'rule_status', 'rule_evidence_id',
  'product_evidence_ids', 'attribution', 'attribution_mechanism', 'existing_access', 'offer_path_ready',
  'estimated_cost_usd', 'estimated_effort_hours', 'owner_presence_required', 'owner_available', 'outcome_gate',
];

describe('channel-fit-evidence-matrix input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['/constraints/extra', '/evidence/0/extra', '/channels/0/extra', '/channels/0/outcome_gate/extra'])(
    '%s: nested objects are closed',
    (pointer) => {
      expect(validate(withValueAt(sampleInput, pointer, 1))).toContainEqual(
        expect.objectContaining({ pointer, keyword: 'additionalProperties' }),
      );
    },
  );

  test.each(['observed_at', 'objective', 'constraints', 'evidence', 'channels'])(
    'a missing required top-level %s is rejected',
    (key) => {
      expect(validate(without(sampleInput, key))).toContainEqual(
        expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }),
      );
    },
  );

  test.each(channelKeys)('a missing required channel.%s is rejected', (key) => {
    expect(validate(withValueAt(sampleInput, '/channels/0', without(channel, key)))).toContainEqual(
      expect.objectContaining({ pointer: `/channels/0/${key}`, keyword: 'required' }),
    );
  });

  test.each(['metric', 'threshold', 'window_days', 'max_cost_usd', 'max_effort_hours'])(
    'a missing required outcome_gate.%s is rejected',
    (key) => {
      const pointer = '/channels/0/outcome_gate';
      expect(validate(withValueAt(sampleInput, pointer, without(channel.outcome_gate, key)))).toContainEqual(
        expect.objectContaining({ pointer: `${pointer}/${key}`, keyword: 'required' }),
      );
    },
  );

  test('a missing constraints.max_parallel_tests is rejected', () => {
    expect(validate(withValueAt(sampleInput, '/constraints', without(sampleInput.constraints, 'max_parallel_tests')))).toContainEqual(
      expect.objectContaining({ pointer: '/constraints/max_parallel_tests', keyword: 'required' }),
    );
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it.
  test.each([
    ['objective enum', '/objective', 'validated-learning', 'awareness', 'enum'],
    ['constraints.budget_usd: 0..1000000', '/constraints/budget_usd', 1000000, 1000000.01, 'maximum'],
    ['constraints.budget_usd: 0..1000000', '/constraints/budget_usd', 0, -1, 'minimum'],
    ['constraints.effort_hours: 0..100000', '/constraints/effort_hours', 100000, 100000.5, 'maximum'],
    ['constraints.max_parallel_tests: 1..10', '/constraints/max_parallel_tests', 10, 11, 'maximum'],
    ['constraints.max_parallel_tests: 1..10', '/constraints/max_parallel_tests', 1, 0, 'minimum'],
    ['constraints.rules_max_age_days: 1..365', '/constraints/rules_max_age_days', 365, 366, 'maximum'],
    ['constraints.rules_max_age_days: 1..365', '/constraints/rules_max_age_days', 1, 0, 'minimum'],
    ['evidence: 1..500 items', '/evidence', [evidence], [], 'minItems'],
    ['evidence: 1..500 items', '/evidence', Array(500).fill(evidence), Array(501).fill(evidence), 'maxItems'],
    ['evidence.id: 1..120 chars', '/evidence/0/id', 'e'.repeat(120), 'e'.repeat(121), 'maxLength'],
    ['evidence.id: 1..120 chars', '/evidence/0/id', 'e', '', 'minLength'],
    ['evidence.type enum', '/evidence/0/type', 'historical-result', 'rumor', 'enum'],
    ['evidence.source_url is a uri', '/evidence/0/source_url', 'https://a.example/r', 'rules', 'format'],
    ['evidence.captured_at is a date-time', '/evidence/0/captured_at', '2026-02-20T10:00:00-05:00', '2026-02-20', 'format'],
    ['channels: 1..100 items', '/channels', [channel], [], 'minItems'],
    ['channels: 1..100 items', '/channels', Array(100).fill(channel), Array(101).fill(channel), 'maxItems'],
    ['channel.id: 1..120 chars', '/channels/0/id', 'c'.repeat(120), 'c'.repeat(121), 'maxLength'],
    ['channel.kind enum', '/channels/0/kind', 'direct-outreach', 'email', 'enum'],
    ['channel.audience_match: 0..5', '/channels/0/audience_match', 5, 6, 'maximum'],
    ['channel.buyer_intent: 0..5', '/channels/0/buyer_intent', 0, -1, 'minimum'],
    ['channel.format_match is an integer', '/channels/0/format_match', 4, 4.5, 'type'],
    ['channel.saturation: 0..5', '/channels/0/saturation', 5, 6, 'maximum'],
    ['channel.rule_status enum', '/channels/0/rule_status', 'blocked', 'ok', 'enum'],
    ['channel.rule_evidence_id: max 120 chars', '/channels/0/rule_evidence_id', 'r'.repeat(120), 'r'.repeat(121), 'maxLength'],
    ['channel.product_evidence_ids: up to 100', '/channels/0/product_evidence_ids', Array(100).fill('ev-demo'), Array(101).fill('ev-demo'), 'maxItems'],
    ['channel.product_evidence_ids items: 1..120 chars', '/channels/0/product_evidence_ids/0', 'p'.repeat(120), 'p'.repeat(121), 'maxLength'],
    ['channel.product_evidence_ids items: 1..120 chars', '/channels/0/product_evidence_ids/0', 'p', '', 'minLength'],
    ['channel.attribution enum', '/channels/0/attribution', 'none', 'unknown', 'enum'],
    ['channel.attribution_mechanism: max 300 chars', '/channels/0/attribution_mechanism', 'm'.repeat(300), 'm'.repeat(301), 'maxLength'],
    ['channel.existing_access enum', '/channels/0/existing_access', 'relationship', 'friend', 'enum'],
    ['channel.estimated_cost_usd: 0..1000000', '/channels/0/estimated_cost_usd', 1000000, 1000001, 'maximum'],
    ['channel.estimated_effort_hours: 0..100000', '/channels/0/estimated_effort_hours', 0, -0.5, 'minimum'],
    ['outcome_gate.metric enum', '/channels/0/outcome_gate/metric', 'sent-message', 'signup', 'enum'],
    ['outcome_gate.threshold: 1..1000000', '/channels/0/outcome_gate/threshold', 1000000, 1000001, 'maximum'],
    ['outcome_gate.threshold: 1..1000000', '/channels/0/outcome_gate/threshold', 1, 0, 'minimum'],
    ['outcome_gate.window_days: 1..365', '/channels/0/outcome_gate/window_days', 365, 366, 'maximum'],
    ['outcome_gate.max_cost_usd: 0..1000000', '/channels/0/outcome_gate/max_cost_usd', 1000000, 1000000.5, 'maximum'],
    ['outcome_gate.max_effort_hours: 0..100000', '/channels/0/outcome_gate/max_effort_hours', 100000, 100001, 'maximum'],
    ['observed_at is a date-time', '/observed_at', '2026-03-02T09:00:00Z', '02/03/2026', 'format'],
  ] as const)('%s (%s)', (_label, pointer, atLimit, pastLimit, keyword) => {
    expect(validate(withValueAt(sampleInput, pointer, atLimit))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, pastLimit))).toContainEqual(
      expect.objectContaining({ pointer, keyword }),
    );
  });
});
