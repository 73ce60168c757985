import { compileSchema, withValueAt, without } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const actionFlags = [
  'promotes_own_product',
  'generated_or_ai_edited_text',
  'asks_for_votes',
  'asks_for_comments',
  'paid_hunter_or_traffic',
  'shortened_or_redirected_link',
  'claims_supported',
  'repeated_or_unsolicited',
  'redirect_intended_to_bypass_block',
  'live_product',
  'tryable_without_signup',
  'founder_available',
  'non_trivial_product',
  'landing_page_only',
  'pricing_transparent',
] as const;

describe('community-rule-credibility-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['/action/extra', '/account/extra', '/community/extra'])('%s: nested objects are closed', (pointer) => {
    expect(validate(withValueAt(sampleInput, pointer, true))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'additionalProperties' }),
    );
  });

  test.each(['observed_at', 'channel', 'action', 'account'])('a missing required top-level %s is rejected', (key) => {
    expect(validate(without(sampleInput, key))).toContainEqual(
      expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }),
    );
  });

  test.each(['type', ...actionFlags])('a missing required action.%s is rejected', (key) => {
    expect(validate(withValueAt(sampleInput, '/action', without(sampleInput.action, key)))).toContainEqual(
      expect.objectContaining({ pointer: `/action/${key}`, keyword: 'required' }),
    );
  });

  test.each(['community_karma', 'promotional_contributions'])('a missing required account.%s is rejected', (key) => {
    expect(validate(withValueAt(sampleInput, '/account', without(sampleInput.account, key)))).toContainEqual(
      expect.objectContaining({ pointer: `/account/${key}`, keyword: 'required' }),
    );
  });

  test('community is optional, but when present its policies are required', () => {
    expect(validate(without(sampleInput, 'community'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/community', without(sampleInput.community ?? {}, 'ai_content_policy')))).toContainEqual(
      expect.objectContaining({ pointer: '/community/ai_content_policy', keyword: 'required' }),
    );
  });

  test('the optional action and community members may be left out', () => {
    const action = without(without(without(sampleInput.action, 'link_url'), 'selected_flair'), 'unique_value_evidence');
    let community: object = sampleInput.community ?? {};
    for (const key of ['max_promotional_ratio', 'minimum_account_age_days', 'minimum_community_karma', 'required_flair']) {
      community = without(community, key);
    }
    expect(validate({ ...sampleInput, action, community })).toEqual([]);
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it.
  test.each([
    ['channel enum', '/channel', 'launch-site', 'newsletter', 'enum'],
    ['action.type enum', '/action/type', 'direct-message', 'reply', 'enum'],
    ['action flags are booleans', '/action/asks_for_votes', true, 'yes', 'type'],
    ['action.link_url is a uri', '/action/link_url', 'https://a.example/p?q=1', 'a.example/p', 'format'],
    ['account.identity_type enum', '/account/identity_type', 'unknown', 'bot', 'enum'],
    ['account.age_days: min 0', '/account/age_days', 0, -1, 'minimum'],
    ['account.age_days is an integer', '/account/age_days', 3, 3.5, 'type'],
    ['account.community_karma: min 0', '/account/community_karma', 0, -1, 'minimum'],
    ['account.community_contributions: min 0', '/account/community_contributions', 0, -1, 'minimum'],
    ['account.promotional_contributions: min 0', '/account/promotional_contributions', 0, -1, 'minimum'],
    ['community.promotion_policy enum', '/community/promotion_policy', 'prohibited', 'banned', 'enum'],
    ['community.link_policy enum', '/community/link_policy', 'unknown', 'none', 'enum'],
    ['community.ai_content_policy enum', '/community/ai_content_policy', 'allowed', 'Allowed', 'enum'],
    ['community.max_promotional_ratio: 0..1', '/community/max_promotional_ratio', 1, 1.01, 'maximum'],
    ['community.max_promotional_ratio: 0..1', '/community/max_promotional_ratio', 0, -0.01, 'minimum'],
    ['community.minimum_account_age_days: min 0', '/community/minimum_account_age_days', 0, -1, 'minimum'],
    ['community.minimum_community_karma: min 0', '/community/minimum_community_karma', 0, -1, 'minimum'],
    ['community.rules_captured_at is a date-time', '/community/rules_captured_at', '2025-10-01T12:00:00+02:00', '2025-10-01', 'format'],
    ['community.rules_source_url is a uri', '/community/rules_source_url', 'https://a.example/rules', 'rules page', 'format'],
    ['observed_at is a date-time', '/observed_at', '2026-03-02T09:00:00.5Z', 'yesterday', 'format'],
  ] as const)('%s (%s)', (_label, pointer, atLimit, pastLimit, keyword) => {
    expect(validate(withValueAt(sampleInput, pointer, atLimit))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, pastLimit))).toContainEqual(
      expect.objectContaining({ pointer, keyword }),
    );
  });
});
