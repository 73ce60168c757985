import { compileSchema, first, withValueAt, without } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const claim = first(sampleInput.claims);
const evidence = first(sampleInput.evidence);
const screenshot = first(sampleInput.artifacts.screenshots);

describe('proof-to-channel-evidence-packet input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['/product/extra', '/channel/extra', '/claims/0/extra', '/evidence/0/extra', '/artifacts/extra', '/artifacts/screenshots/0/extra'])(
    '%s: nested objects are closed',
    (pointer) => {
      expect(validate(withValueAt(sampleInput, pointer, 'x'))).toContainEqual(
        expect.objectContaining({ pointer, keyword: 'additionalProperties' }),
      );
    },
  );

  test('human_authored_fields takes free keys with boolean values only', () => {
    expect(validate(withValueAt(sampleInput, '/human_authored_fields/any field name', true))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/human_authored_fields', {}))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/human_authored_fields/maker_bio', 'yes'))).toContainEqual(
      expect.objectContaining({ pointer: '/human_authored_fields/maker_bio', keyword: 'type' }),
    );
  });

  test.each(['observed_at', 'max_evidence_age_days', 'product', 'channel', 'claims', 'evidence', 'artifacts', 'human_authored_fields'])(
    'a missing required top-level %s is rejected',
    (key) => {
      expect(validate(without(sampleInput, key))).toContainEqual(
        expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }),
      );
    },
  );

  test.each([
    ['/product', 'offer_url'],
    ['/channel', 'screenshots_required'],
    ['/channel', 'identity_fields'],
    ['/claims/0', 'personal_experience'],
    ['/evidence/0', 'supports_claim_ids'],
    ['/artifacts', 'demo_url'],
    ['/artifacts/screenshots/0', 'evidence_id'],
  ] as const)('a missing required %s/%s is rejected', (parent, key) => {
    const objects: Record<string, object> = {
      '/product': sampleInput.product,
      '/channel': sampleInput.channel,
      '/claims/0': claim,
      '/evidence/0': evidence,
      '/artifacts': sampleInput.artifacts,
      '/artifacts/screenshots/0': screenshot,
    };
    expect(validate(withValueAt(sampleInput, parent, without(objects[parent] ?? {}, key)))).toContainEqual(
      expect.objectContaining({ pointer: `${parent}/${key}`, keyword: 'required' }),
    );
  });

  test('claim.human_field is optional', () => {
    expect(validate(withValueAt(sampleInput, '/claims/0', without(claim, 'human_field')))).toEqual([]);
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it.
  test.each([
    ['max_evidence_age_days: 1..365', '/max_evidence_age_days', 365, 366, 'maximum'],
    ['max_evidence_age_days: 1..365', '/max_evidence_age_days', 1, 0, 'minimum'],
    ['product.id: 1..120 chars', '/product/id', 'p'.repeat(120), 'p'.repeat(121), 'maxLength'],
    ['product.id: 1..120 chars', '/product/id', 'p', '', 'minLength'],
    ['product.name: 1..160 chars', '/product/name', 'n'.repeat(160), 'n'.repeat(161), 'maxLength'],
    ['product.name: 1..160 chars', '/product/name', 'n', '', 'minLength'],
    ['product.version: max 60 chars', '/product/version', 'v'.repeat(60), 'v'.repeat(61), 'maxLength'],
    ['product.price_usd: 0..1000000', '/product/price_usd', 1000000, 1000000.01, 'maximum'],
    ['product.price_usd: 0..1000000', '/product/price_usd', 0, -0.01, 'minimum'],
    ['product.offer_url is a uri', '/product/offer_url', 'https://a.example/buy', '/pricing', 'format'],
    ['channel.name: 1..160 chars', '/channel/name', 'c'.repeat(160), 'c'.repeat(161), 'maxLength'],
    ['channel.kind enum', '/channel/kind', 'product-launch', 'newsletter', 'enum'],
    ['channel.rule_status enum', '/channel/rule_status', 'review-required', 'pending', 'enum'],
    ['channel.link_policy enum', '/channel/link_policy', 'prohibited', 'nofollow', 'enum'],
    ['channel.screenshots_required: 0..20', '/channel/screenshots_required', 20, 21, 'maximum'],
    ['channel.screenshots_required: 0..20', '/channel/screenshots_required', 0, -1, 'minimum'],
    ['channel.identity_fields: up to 50', '/channel/identity_fields', Array(50).fill('bio'), Array(51).fill('bio'), 'maxItems'],
    ['channel.identity_fields items: 1..120 chars', '/channel/identity_fields/0', 'f'.repeat(120), 'f'.repeat(121), 'maxLength'],
    ['channel.identity_fields items: 1..120 chars', '/channel/identity_fields/0', 'f', '', 'minLength'],
    ['channel.rules_captured_at is a date-time', '/channel/rules_captured_at', '2026-02-25T10:00:00+00:00', '2026-02-25', 'format'],
    ['claims: 1..250 items', '/claims', [claim], [], 'minItems'],
    ['claims: 1..250 items', '/claims', Array(250).fill(claim), Array(251).fill(claim), 'maxItems'],
    ['claim.text: 1..2000 chars', '/claims/0/text', 't'.repeat(2000), 't'.repeat(2001), 'maxLength'],
    ['claim.text: 1..2000 chars', '/claims/0/text', 't', '', 'minLength'],
    ['claim.evidence_ids: up to 100', '/claims/0/evidence_ids', Array(100).fill('ev-demo'), Array(101).fill('ev-demo'), 'maxItems'],
    ['claim.human_field: max 120 chars', '/claims/0/human_field', 'h'.repeat(120), 'h'.repeat(121), 'maxLength'],
    ['evidence: 1..500 items', '/evidence', [evidence], [], 'minItems'],
    ['evidence: 1..500 items', '/evidence', Array(500).fill(evidence), Array(501).fill(evidence), 'maxItems'],
    ['evidence.type enum', '/evidence/0/type', 'experiment', 'testimonial', 'enum'],
    ['evidence.supports_claim_ids: up to 250', '/evidence/0/supports_claim_ids', Array(250).fill('c-speed'), Array(251).fill('c-speed'), 'maxItems'],
    ['evidence.source_url is a uri', '/evidence/0/source_url', 'https://a.example/d', 'demo page', 'format'],
    ['artifacts.install_path: max 2000 chars', '/artifacts/install_path', 'i'.repeat(2000), 'i'.repeat(2001), 'maxLength'],
    ['artifacts.screenshots: up to 20', '/artifacts/screenshots', Array(20).fill(screenshot), Array(21).fill(screenshot), 'maxItems'],
    ['artifacts.pricing_disclosure: max 2000 chars', '/artifacts/pricing_disclosure', 'd'.repeat(2000), 'd'.repeat(2001), 'maxLength'],
    ['artifacts.attribution_mechanism: max 2000 chars', '/artifacts/attribution_mechanism', 'a'.repeat(2000), 'a'.repeat(2001), 'maxLength'],
    ['observed_at is a date-time', '/observed_at', '2026-03-02T09:00:00Z', '2026-03-02T09:00', 'format'],
  ] as const)('%s (%s)', (_label, pointer, atLimit, pastLimit, keyword) => {
    expect(validate(withValueAt(sampleInput, pointer, atLimit))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, pastLimit))).toContainEqual(
      expect.objectContaining({ pointer, keyword }),
    );
  });

  test('artifacts.demo_url and link_target are plain strings (no uri format in the interface)', () => {
    expect(validate(withValueAt(sampleInput, '/artifacts/demo_url', ''))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/artifacts/link_target', 'see profile'))).toEqual([]);
  });
});
