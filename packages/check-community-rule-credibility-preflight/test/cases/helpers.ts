// The packet every case edits: one `allow` packet, changed by small edits.
import type { Input } from '../../src/index.js';

/** A discussion-board post every rule allows: human-written, sourced, by an established member. */
export const allowed = (): Input => ({
  observed_at: '2026-03-02T09:00:00Z',
  channel: 'discussion-board',
  action: {
    type: 'post',
    promotes_own_product: false,
    generated_or_ai_edited_text: false,
    asks_for_votes: false,
    asks_for_comments: false,
    paid_hunter_or_traffic: false,
    shortened_or_redirected_link: false,
    claims_supported: true,
    repeated_or_unsolicited: false,
    redirect_intended_to_bypass_block: false,
    live_product: true,
    tryable_without_signup: true,
    founder_available: true,
    non_trivial_product: true,
    landing_page_only: false,
    pricing_transparent: true,
    link_url: 'https://invoicelint.example.com/',
    selected_flair: 'Show-and-tell',
  },
  account: {
    identity_type: 'person',
    primary_use_is_promotion: false,
    age_days: 400,
    community_karma: 900,
    community_contributions: 120,
    promotional_contributions: 5,
  },
  community: {
    name: 'bookkeeping-help',
    rules_captured_at: '2026-02-01T12:00:00Z',
    rules_source_url: 'https://forum.example.org/c/bookkeeping-help/rules',
    promotion_policy: 'limited',
    link_policy: 'allowed',
    ai_content_policy: 'allowed',
    max_promotional_ratio: 0.1,
    minimum_account_age_days: 30,
    minimum_community_karma: 100,
    required_flair: 'Show-and-tell',
  },
});

export const packet = (edit: (input: Input) => void): Input => {
  const input = allowed();
  edit(input);
  return input;
};
/** A packet for a channel without community rules. */
export const bare = (channel: Input['channel'], edit: (input: Input) => void = () => {}): Input =>
  packet((p) => {
    p.channel = channel;
    delete p.community;
    edit(p);
  });
