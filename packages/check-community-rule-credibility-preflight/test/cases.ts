// Cases as data: one per row of the README's decision table, each code also shown absent where
// its condition just fails. Inputs are built from one `allow` packet by small edits.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { accountCases } from './cases/account.js';
import { linkCases } from './cases/link.js';
import { launchSiteCases } from './cases/launch-site.js';
import { allowed, bare, packet } from './cases/helpers.js';

const BLOCK_CODES = [
  'VOTE_SOLICITATION',
  'COMMENT_SOLICITATION',
  'PAID_PROMOTION',
  'BLOCK_EVASION',
  'REPEATED_OR_UNSOLICITED',
  'GENERATED_TEXT_FORBIDDEN',
  'COMMUNITY_PROHIBITS_PROMOTION',
  'COMMUNITY_PROHIBITS_LINKS',
];

export const cases = defineCases<Input>([
  {
    name: 'a sourced, human-written post by an established member is allowed',
    input: allowed(),
    expect: [],
    status: 'READY',
    absent: [...BLOCK_CODES, 'COMMUNITY_RULES_REQUIRED', 'RULES_STALE', 'REQUIRED_FLAIR_MISSING', 'PROMOTIONAL_RATIO_EXCEEDED'],
    report: { decision: 'allow', reasons: [], communityRules: true, rulesAgeDays: 28 },
  },

  // Block: public channel guidance
  {
    name: 'asking for votes blocks, on every channel',
    input: bare('launch-site', (p) => (p.action.asks_for_votes = true)),
    expect: [{ code: 'VOTE_SOLICITATION', pointer: '/action/asks_for_votes', subject: null, details: { channel: 'launch-site', type: 'post' } }],
    status: 'BLOCKED',
    report: { decision: 'block', reasons: ['VOTE_SOLICITATION'], blockReasons: ['VOTE_SOLICITATION'], reviseReasons: [] },
  },
  {
    name: 'asking for comments blocks',
    input: bare('news-forum', (p) => (p.action.asks_for_comments = true)),
    expect: [{ code: 'COMMENT_SOLICITATION', pointer: '/action/asks_for_comments' }],
    report: { decision: 'block' },
  },
  {
    name: 'paid hunters or bought traffic block',
    input: bare('launch-site', (p) => {
      p.action.type = 'launch';
      p.action.paid_hunter_or_traffic = true;
    }),
    expect: [{ code: 'PAID_PROMOTION', pointer: '/action/paid_hunter_or_traffic', details: { type: 'launch' } }],
  },
  {
    name: 'a redirect meant to bypass a block blocks',
    input: packet((p) => (p.action.redirect_intended_to_bypass_block = true)),
    expect: [{ code: 'BLOCK_EVASION', pointer: '/action/redirect_intended_to_bypass_block' }],
  },
  {
    name: 'repeated or unsolicited direct messages block',
    input: packet((p) => {
      p.action.type = 'direct-message';
      p.action.repeated_or_unsolicited = true;
    }),
    expect: [{ code: 'REPEATED_OR_UNSOLICITED', pointer: '/action/repeated_or_unsolicited', details: { type: 'direct-message' } }],
    absent: ['REQUIRED_FLAIR_MISSING'],
  },
  {
    name: 'none of the forbidden practices: nothing blocks',
    input: bare('news-forum'),
    expect: [],
    absent: BLOCK_CODES,
    report: { decision: 'allow', communityRules: false, rulesAgeDays: null },
  },
  {
    name: 'generated text on a news forum breaks its guidance',
    input: bare('news-forum', (p) => {
      p.action.type = 'comment';
      p.action.generated_or_ai_edited_text = true;
    }),
    expect: [{ code: 'GENERATED_TEXT_FORBIDDEN', pointer: '/action/generated_or_ai_edited_text', details: { basis: 'news-forum guidance', type: 'comment' } }],
  },
  {
    name: 'generated text on a show forum whose community also prohibits it names both grounds',
    input: packet((p) => {
      p.channel = 'show-forum';
      p.community!.ai_content_policy = 'prohibited';
      p.action.generated_or_ai_edited_text = true;
    }),
    expect: [
      {
        code: 'GENERATED_TEXT_FORBIDDEN',
        pointer: '/action/generated_or_ai_edited_text',
        details: { basis: 'show-forum guidance and the rules of bookkeeping-help', bases: ['show-forum guidance', 'the rules of bookkeeping-help'] },
      },
    ],
  },
  {
    name: 'generated text where the community prohibits AI content blocks',
    input: packet((p) => {
      p.community!.ai_content_policy = 'prohibited';
      p.action.generated_or_ai_edited_text = true;
    }),
    expect: [{ code: 'GENERATED_TEXT_FORBIDDEN', pointer: '/action/generated_or_ai_edited_text', details: { basis: 'the rules of bookkeeping-help' } }],
    absent: ['GENERATED_TEXT_LIMITED'],
  },
  {
    name: 'generated text where the community allows it, or on a launch site without rules, is not blocked',
    input: packet((p) => (p.action.generated_or_ai_edited_text = true)),
    expect: [],
    absent: ['GENERATED_TEXT_FORBIDDEN', 'GENERATED_TEXT_LIMITED', 'COMMUNITY_POLICY_UNKNOWN'],
  },
  {
    name: 'generated text on a launch site without community rules is not blocked',
    input: bare('launch-site', (p) => (p.action.generated_or_ai_edited_text = true)),
    expect: [],
    absent: ['GENERATED_TEXT_FORBIDDEN'],
  },

  // Community rules
  {
    name: 'promotion where the community prohibits it blocks',
    input: packet((p) => {
      p.community!.promotion_policy = 'prohibited';
      p.action.promotes_own_product = true;
    }),
    expect: [{ code: 'COMMUNITY_PROHIBITS_PROMOTION', pointer: '/action/promotes_own_product', details: { community: 'bookkeeping-help' } }],
  },
  {
    name: 'promotion where the community limits it is not blocked by the policy alone',
    input: packet((p) => (p.action.promotes_own_product = true)),
    expect: [],
    absent: ['COMMUNITY_PROHIBITS_PROMOTION', 'PROMOTIONAL_RATIO_EXCEEDED'],
    report: { promotion: { applies: true, promotional: '6', contributions: '121', maxRatio: '0.1', maxRatioSource: 'community', exceeded: false } },
  },
  {
    name: 'a link where the community prohibits links blocks, at the link',
    input: packet((p) => (p.community!.link_policy = 'prohibited')),
    expect: [{ code: 'COMMUNITY_PROHIBITS_LINKS', pointer: '/action/link_url' }],
  },
  {
    name: 'a shortened link without link_url where links are prohibited blocks at the flag',
    input: packet((p) => {
      p.community!.link_policy = 'prohibited';
      delete p.action.link_url;
      p.action.shortened_or_redirected_link = true;
    }),
    expect: [
      { code: 'COMMUNITY_PROHIBITS_LINKS', pointer: '/action/shortened_or_redirected_link' },
      { code: 'SHORTENED_LINK', pointer: '/action/shortened_or_redirected_link' },
    ],
  },
  {
    name: 'a text-only post where links are prohibited is fine',
    input: packet((p) => {
      p.community!.link_policy = 'prohibited';
      delete p.action.link_url;
    }),
    expect: [],
    absent: ['COMMUNITY_PROHIBITS_LINKS'],
  },
  {
    name: 'generated text where the community limits AI content asks for a revision',
    input: packet((p) => {
      p.community!.ai_content_policy = 'limited';
      p.action.generated_or_ai_edited_text = true;
    }),
    expect: [{ code: 'GENERATED_TEXT_LIMITED', pointer: '/action/generated_or_ai_edited_text' }],
    status: 'REVIEW',
    report: { decision: 'revise', reviseReasons: ['GENERATED_TEXT_LIMITED'] },
  },
  {
    name: 'each unknown policy the action depends on asks for a revision, at that policy',
    input: packet((p) => {
      p.community!.promotion_policy = 'unknown';
      p.community!.link_policy = 'unknown';
      p.community!.ai_content_policy = 'unknown';
      p.action.promotes_own_product = true;
      p.action.generated_or_ai_edited_text = true;
    }),
    expect: [
      { code: 'COMMUNITY_POLICY_UNKNOWN', pointer: '/community/ai_content_policy', details: { policy: 'ai_content_policy' } },
      { code: 'COMMUNITY_POLICY_UNKNOWN', pointer: '/community/link_policy', details: { policy: 'link_policy' } },
      { code: 'COMMUNITY_POLICY_UNKNOWN', pointer: '/community/promotion_policy', details: { policy: 'promotion_policy' } },
    ],
  },
  {
    name: 'unknown policies the action does not touch do not matter',
    input: packet((p) => {
      p.community!.promotion_policy = 'unknown';
      p.community!.link_policy = 'unknown';
      p.community!.ai_content_policy = 'unknown';
      delete p.action.link_url;
    }),
    expect: [],
    absent: ['COMMUNITY_POLICY_UNKNOWN'],
  },
  {
    name: 'a discussion board without community rules is never allowed',
    input: bare('discussion-board'),
    expect: [{ code: 'COMMUNITY_RULES_REQUIRED', pointer: '', subject: null, details: { channel: 'discussion-board' } }],
    status: 'REVIEW',
    report: { decision: 'revise', reasons: ['COMMUNITY_RULES_REQUIRED'], communityRules: false },
  },
  {
    name: 'other channels decide on their public guidance without community rules',
    input: bare('show-forum'),
    expect: [],
    absent: ['COMMUNITY_RULES_REQUIRED'],
  },
  {
    name: 'rules captured exactly 90 days ago are current',
    input: packet((p) => (p.community!.rules_captured_at = '2025-12-02T09:00:00Z')),
    expect: [],
    absent: ['RULES_STALE'],
    report: { rulesAgeDays: 90 },
  },
  {
    name: 'rules captured a millisecond more than 90 days ago are stale',
    input: packet((p) => (p.community!.rules_captured_at = '2025-12-02T08:59:59.999Z')),
    expect: [{ code: 'RULES_STALE', pointer: '/community/rules_captured_at', details: { ageDays: 90, maxAgeDays: 90 } }],
    report: { decision: 'revise' },
  },
  {
    name: 'rules captured after observed_at ask for a re-capture',
    input: packet((p) => (p.community!.rules_captured_at = '2026-03-02T10:00:00+00:30')),
    expect: [{ code: 'RULES_CAPTURED_AFTER_OBSERVED', pointer: '/community/rules_captured_at' }],
    absent: ['RULES_STALE'],
  },
  {
    name: 'rules captured at observed_at itself are fine',
    input: packet((p) => (p.community!.rules_captured_at = '2026-03-02T10:00:00+01:00')),
    expect: [],
    absent: ['RULES_CAPTURED_AFTER_OBSERVED'],
  },
  {
    name: 'an account younger than the community minimum asks for a revision',
    input: packet((p) => (p.account.age_days = 29)),
    expect: [{ code: 'ACCOUNT_TOO_NEW', pointer: '/account/age_days', details: { ageDays: 29, minimum: 30 } }],
  },
  {
    name: 'an account exactly at the age and karma minimums passes',
    input: packet((p) => {
      p.account.age_days = 30;
      p.account.community_karma = 100;
    }),
    expect: [],
    absent: ['ACCOUNT_TOO_NEW', 'ACCOUNT_KARMA_LOW'],
  },
  {
    name: 'an account with less karma than the community minimum asks for a revision',
    input: packet((p) => (p.account.community_karma = 99)),
    expect: [{ code: 'ACCOUNT_KARMA_LOW', pointer: '/account/community_karma', details: { karma: 99, minimum: 100 } }],
  },
  {
    name: 'a post without the required flair asks for a revision',
    input: packet((p) => delete p.action.selected_flair),
    expect: [{ code: 'REQUIRED_FLAIR_MISSING', pointer: '/action', details: { required: 'Show-and-tell', selected: 'none' } }],
  },
  {
    name: 'a post with another flair asks for a revision, at the flair',
    input: packet((p) => (p.action.selected_flair = 'Discussion')),
    expect: [{ code: 'REQUIRED_FLAIR_MISSING', pointer: '/action/selected_flair', details: { selected: '"Discussion"' } }],
  },
  {
    name: 'the required flair matches up to case and surrounding space; comments need none',
    input: packet((p) => (p.action.selected_flair = ' show-AND-tell ')),
    expect: [],
    absent: ['REQUIRED_FLAIR_MISSING'],
  },
  {
    name: 'a comment needs no flair',
    input: packet((p) => {
      p.action.type = 'comment';
      delete p.action.selected_flair;
    }),
    expect: [],
    absent: ['REQUIRED_FLAIR_MISSING'],
  },

  // Show-style and launch-site submissions
  {
    name: 'a show post of a landing page, behind a sign-up, for a trivial update asks for a revision',
    input: bare('show-forum', (p) => {
      p.action.landing_page_only = true;
      p.action.tryable_without_signup = false;
      p.action.non_trivial_product = false;
    }),
    expect: [
      { code: 'SHOW_LANDING_PAGE_ONLY', pointer: '/action/landing_page_only' },
      { code: 'SHOW_TRIVIAL', pointer: '/action/non_trivial_product' },
      { code: 'SHOW_SIGNUP_REQUIRED', pointer: '/action/tryable_without_signup' },
    ],
    // Show HN rules: "ideally without barriers such as signups or emails" is a suggestion: a notice, not a reason to revise
    report: { decision: 'revise', reviseReasons: ['SHOW_LANDING_PAGE_ONLY', 'SHOW_TRIVIAL'], reasons: ['SHOW_LANDING_PAGE_ONLY', 'SHOW_TRIVIAL', 'SHOW_SIGNUP_REQUIRED'] },
  },
  {
    name: 'the show-post rules do not apply to a launch site (a landing page there is the launch-site rule) or to a comment on a show post',
    input: bare('launch-site', (p) => {
      p.action.landing_page_only = true;
      p.action.tryable_without_signup = false;
      p.action.non_trivial_product = false;
    }),
    expect: [{ code: 'LAUNCH_LANDING_PAGE_ONLY', pointer: '/action/landing_page_only' }],
    absent: ['SHOW_LANDING_PAGE_ONLY', 'SHOW_SIGNUP_REQUIRED', 'SHOW_TRIVIAL'],
  },
  {
    name: 'a comment on a show forum is not a show post',
    input: bare('show-forum', (p) => {
      p.action.type = 'comment';
      p.action.landing_page_only = true;
      p.action.live_product = false;
    }),
    expect: [],
    absent: ['SHOW_LANDING_PAGE_ONLY', 'PRODUCT_NOT_LIVE'],
  },
  {
    name: 'a launch of a product that is not live, without the maker, asks for a revision',
    input: bare('launch-site', (p) => {
      p.action.type = 'launch';
      p.action.live_product = false;
      p.action.founder_available = false;
    }),
    expect: [
      { code: 'FOUNDER_UNAVAILABLE', pointer: '/action/founder_available', details: { channel: 'launch-site' } },
      { code: 'PRODUCT_NOT_LIVE', pointer: '/action/live_product', details: { channel: 'launch-site' } },
    ],
  },
  {
    name: 'live and maker flags do not matter on a news forum',
    input: bare('news-forum', (p) => {
      p.action.live_product = false;
      p.action.founder_available = false;
    }),
    expect: [],
    absent: ['PRODUCT_NOT_LIVE', 'FOUNDER_UNAVAILABLE'],
  },
  {
    name: 'a promoting launch with opaque pricing asks for a revision',
    input: bare('launch-site', (p) => {
      p.action.type = 'launch';
      p.action.promotes_own_product = true;
      p.action.pricing_transparent = false;
      p.account.promotional_contributions = 0;
    }),
    expect: [{ code: 'PRICING_NOT_TRANSPARENT', pointer: '/action/pricing_transparent' }],
  },
  {
    name: 'opaque pricing does not matter when nothing is promoted',
    input: bare('launch-site', (p) => (p.action.pricing_transparent = false)),
    expect: [],
    absent: ['PRICING_NOT_TRANSPARENT'],
  },

  // Content and promotion boundary
  {
    name: 'a shortened link asks for a revision',
    input: packet((p) => {
      p.action.link_url = 'https://bit.ly/3xInvoiceLint';
      p.action.shortened_or_redirected_link = true;
    }),
    expect: [{ code: 'SHORTENED_LINK', pointer: '/action/shortened_or_redirected_link' }],
    absent: ['COMMUNITY_PROHIBITS_LINKS', 'CLAIMS_UNSUPPORTED'],
  },
  {
    name: 'unsupported claims ask for a revision',
    input: packet((p) => (p.action.claims_supported = false)),
    expect: [{ code: 'CLAIMS_UNSUPPORTED', pointer: '/action/claims_supported' }],
    absent: ['SHORTENED_LINK'],
  },
  {
    name: 'a tenth of contributions promotional, counting this post, is within the default share',
    input: bare('news-forum', (p) => {
      p.action.promotes_own_product = true;
      p.account.community_contributions = 9;
      p.account.promotional_contributions = 0;
    }),
    expect: [],
    absent: ['PROMOTIONAL_RATIO_EXCEEDED'],
    report: { promotion: { promotional: '1', contributions: '10', maxRatio: '0.1', maxRatioSource: 'default', exceeded: false } },
  },
  {
    name: 'one promotion in nine contributions is above the default share',
    input: bare('news-forum', (p) => {
      p.action.promotes_own_product = true;
      p.account.community_contributions = 8;
      p.account.promotional_contributions = 0;
    }),
    expect: [{ code: 'PROMOTIONAL_RATIO_EXCEEDED', pointer: '/account/promotional_contributions', details: { promotional: '1', contributions: '9', maxRatio: '0.1', maxRatioSource: 'default' } }],
  },
  {
    name: 'the share is compared exactly: 57 of 100 is not above 0.57 (binary floating point says it is)',
    input: packet((p) => {
      p.community!.max_promotional_ratio = 0.57;
      p.action.promotes_own_product = true;
      p.account.community_contributions = 99;
      p.account.promotional_contributions = 56;
    }),
    expect: [],
    absent: ['PROMOTIONAL_RATIO_EXCEEDED'],
  },
  {
    name: 'a new account whose first contribution is a promotion exceeds any share below one',
    input: packet((p) => {
      p.community!.max_promotional_ratio = 0.99;
      p.action.promotes_own_product = true;
      p.account.community_contributions = 0;
      p.account.promotional_contributions = 0;
      p.account.age_days = 45;
    }),
    expect: [{ code: 'PROMOTIONAL_RATIO_EXCEEDED', pointer: '/account/promotional_contributions', details: { promotional: '1', contributions: '1', maxRatio: '0.99' } }],
  },
  {
    name: 'a non-promoting action is not held to the promotional share',
    input: packet((p) => {
      p.account.community_contributions = 10;
      p.account.promotional_contributions = 9;
      p.account.primary_use_is_promotion = true;
    }),
    expect: [],
    absent: ['PROMOTIONAL_RATIO_EXCEEDED', 'ACCOUNT_PRIMARILY_PROMOTIONAL'],
    report: { promotion: { applies: false, exceeded: false } },
  },
  {
    name: 'an account used mainly for promotion that promotes again asks for a revision',
    input: packet((p) => {
      p.account.primary_use_is_promotion = true;
      p.action.promotes_own_product = true;
    }),
    expect: [{ code: 'ACCOUNT_PRIMARILY_PROMOTIONAL', pointer: '/account/primary_use_is_promotion' }],
  },
  {
    name: 'more promotional contributions than contributions is inconsistent evidence',
    input: packet((p) => {
      p.account.community_contributions = 5;
      p.account.promotional_contributions = 8;
    }),
    expect: [{ code: 'PROMOTIONAL_COUNT_EXCEEDS_TOTAL', pointer: '/account/promotional_contributions', details: { promotional: '8', contributions: '5' } }],
  },
  {
    name: 'equal promotional and total counts are consistent',
    input: packet((p) => {
      p.community!.max_promotional_ratio = 1;
      p.account.community_contributions = 5;
      p.account.promotional_contributions = 5;
      p.action.promotes_own_product = true;
    }),
    expect: [],
    absent: ['PROMOTIONAL_COUNT_EXCEEDS_TOTAL', 'PROMOTIONAL_RATIO_EXCEEDED'],
  },

  {
    name: 'every reason is reported, block reasons and revise reasons alike',
    input: bare('show-forum', (p) => {
      p.action.asks_for_votes = true;
      p.action.landing_page_only = true;
    }),
    expect: [
      { code: 'VOTE_SOLICITATION', pointer: '/action/asks_for_votes' },
      { code: 'SHOW_LANDING_PAGE_ONLY', pointer: '/action/landing_page_only' },
    ],
    report: { decision: 'block', reasons: ['VOTE_SOLICITATION', 'SHOW_LANDING_PAGE_ONLY'], blockReasons: ['VOTE_SOLICITATION'], reviseReasons: ['SHOW_LANDING_PAGE_ONLY'] },
  },
  ...accountCases,
  ...linkCases,
  ...launchSiteCases,
]);
