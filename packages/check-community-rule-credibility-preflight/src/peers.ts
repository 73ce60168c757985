import type { PeerComparison } from '@evidence-check/core-receipt';

const HN = 'Hacker News Guidelines';
const SHOW_HN = 'Show HN rules';
const PH = 'Product Hunt Community Guidelines';
const PH_FEATURED = "Product Hunt curator's featuring advice (leaderboard AMA)";
const REDDIT_SPAM = 'Reddit Help: What constitutes spam?';
const REDDIT_SELF = 'Reddit self-promotion guidance (9:1)';
const REDDIT_POLICY = 'Reddit Content Policy';
const SO = 'Stack Overflow: How not to be a spammer';
const FTC_255 = 'FTC Endorsement Guides, 16 CFR Part 255';
const FTC_465 = 'FTC Rule on Consumer Reviews and Testimonials, 16 CFR Part 465';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: HN, url: 'https://news.ycombinator.com/newsguidelines.html' },
    { name: SHOW_HN, url: 'https://news.ycombinator.com/showhn.html' },
    { name: PH, url: 'https://help.producthunt.com/en/articles/3615694-community-guidelines' },
    { name: PH_FEATURED, url: 'https://www.producthunt.com/p/producthunt/i-decide-what-s-featured-on-the-leaderboard-ama-w-gabe-from-product-hunt' },
    { name: REDDIT_SPAM, url: 'https://reddit.zendesk.com/hc/en-us/articles/204536499-What-constitutes-spam-Am-I-a-spammer-' },
    { name: REDDIT_SELF, url: 'https://www.reddit.com/r/modnews/comments/2oamgp/moderators_clarifications_around_our_101/' },
    { name: REDDIT_POLICY, url: 'https://redditinc.com/policies/content-policy' },
    { name: SO, url: 'https://stackoverflow.com/help/promotion' },
    { name: FTC_255, url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-B/part-255' },
    { name: FTC_465, url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-465' },
  ],
  rules: [
    { peer: HN, rule: "Don't solicit upvotes, comments, or submissions", ours: ['VOTE_SOLICITATION', 'COMMENT_SOLICITATION'] },
    {
      peer: HN,
      rule: 'Please don\'t use HN primarily for promotion. It\'s ok to post your own stuff part of the time',
      ours: ['ACCOUNT_PRIMARILY_PROMOTIONAL', 'PROMOTIONAL_RATIO_EXCEEDED'],
      note: 'the share defaults to one in ten (Reddit 9:1) unless the community states max_promotional_ratio',
    },
    { peer: HN, rule: 'Please submit the original source', ours: ['SHORTENED_LINK', 'BLOCK_EVASION'], note: 'a link_url on a known shortener host is flagged even when not marked shortened' },
    {
      peer: HN,
      rule: "Don't post generated comments or AI-edited comments. HN is for conversation between humans (added March 2026)",
      ours: 'GENERATED_TEXT_FORBIDDEN',
      note: 'applied to every action on news-forum and show-forum',
    },
    { peer: SHOW_HN, rule: 'Show HN is for something you\'ve made that other people can play with; blog posts, sign-up pages and other reading material are off topic', ours: ['SHOW_LANDING_PAGE_ONLY', 'PRODUCT_NOT_LIVE'] },
    {
      peer: SHOW_HN,
      rule: 'make it easy for users to try your thing out, ideally without barriers such as signups or emails',
      ours: 'SHOW_SIGNUP_REQUIRED',
      note: '"ideally": a notice, not a reason to revise',
    },
    { peer: SHOW_HN, rule: 'New features and upgrades generally are not substantive enough to be Show HNs', ours: 'SHOW_TRIVIAL' },
    { peer: SHOW_HN, rule: 'the submitter made the project and is around to discuss it', ours: 'FOUNDER_UNAVAILABLE' },
    {
      peer: PH,
      rule: 'Do Not Spam: mass messaging users, asking for upvotes, using bots, incentivizing upvotes and other artificial activity',
      ours: ['VOTE_SOLICITATION', 'PAID_PROMOTION', 'REPEATED_OR_UNSOLICITED'],
    },
    {
      peer: PH,
      rule: 'Do Not Spam: self-promoting in comments or discussions will be removed',
      ours: null,
      note: 'the packet cannot tell a maker\'s comment on their own launch (welcome) from one elsewhere; a promoting comment counts toward the promotional share',
    },
    { peer: PH_FEATURED, rule: 'Top mistake: the product is waitlisted', ours: 'LAUNCH_LANDING_PAGE_ONLY' },
    { peer: PH_FEATURED, rule: "Top mistake: the maker's profile is their product/business and not an actual user account", ours: 'ACCOUNT_NOT_PERSONAL' },
    { peer: PH_FEATURED, rule: 'Using a paid service for upvotes/hunters will get you unfeatured', ours: 'PAID_PROMOTION' },
    {
      peer: PH_FEATURED,
      rule: 'Tagline does not describe the product; no product shots or videos',
      ours: null,
      note: 'the closed action object carries no tagline or media; proof-to-channel-evidence-packet checks screenshots',
    },
    {
      peer: REDDIT_SPAM,
      rule: 'If your contribution consists primarily of submitting links to a business that you run, own or otherwise benefit from, tread carefully',
      ours: ['ACCOUNT_PRIMARILY_PROMOTIONAL', 'PROMOTIONAL_RATIO_EXCEEDED'],
    },
    { peer: REDDIT_SPAM, rule: 'Do not flood a community with posts or comments; do not keep resubmitting what is downvoted', ours: 'REPEATED_OR_UNSOLICITED' },
    {
      peer: REDDIT_SPAM,
      rule: 'Communities may have community-specific rules that supersede these guidelines',
      ours: ['COMMUNITY_RULES_REQUIRED', 'COMMUNITY_PROHIBITS_PROMOTION', 'COMMUNITY_PROHIBITS_LINKS', 'COMMUNITY_POLICY_UNKNOWN', 'GENERATED_TEXT_LIMITED', 'ACCOUNT_TOO_NEW', 'ACCOUNT_KARMA_LOW', 'REQUIRED_FLAIR_MISSING'],
      note: 'read from the caller-supplied community rules',
    },
    {
      peer: REDDIT_SELF,
      rule: 'For every 1 time you post self-promotional content, 9 other posts (submissions or comments) should not contain self-promotional content',
      ours: 'PROMOTIONAL_RATIO_EXCEEDED',
      note: 'counts the proposed action; compared exactly; a guideline, so a warning',
    },
    {
      peer: REDDIT_SELF,
      rule: "It's perfectly fine to be a redditor with a website, it's not okay to be a website with a reddit account",
      ours: 'ACCOUNT_NOT_PERSONAL',
      note: 'quoted in the self-promotion wiki that the post clarifies; flagged for a company account promoting its own product on discussion-board or launch-site',
    },
    { peer: REDDIT_POLICY, rule: 'Rule 2: no content manipulation (spamming, vote manipulation, ban evasion)', ours: ['VOTE_SOLICITATION', 'PAID_PROMOTION', 'BLOCK_EVASION', 'REPEATED_OR_UNSOLICITED'] },
    { peer: SO, rule: "Don't excessively promote your product", ours: ['PROMOTIONAL_RATIO_EXCEEDED', 'ACCOUNT_PRIMARILY_PROMOTIONAL'] },
    {
      peer: SO,
      rule: 'You must disclose your affiliation in your answers',
      ours: null,
      note: 'the closed action object has no disclosure field, so the check cannot tell a disclosed mention from an undisclosed one',
    },
    {
      peer: FTC_255,
      rule: '§255.5: a material connection between endorser and seller is disclosed clearly and conspicuously',
      ours: null,
      note: 'no disclosure field in the closed action object; paid amplification itself is PAID_PROMOTION',
    },
    { peer: FTC_255, rule: '§255.1(c): an endorser who claims to use the product must be a bona fide user', ours: 'CLAIMS_UNSUPPORTED', note: 'as far as the caller marks claims_supported' },
    {
      peer: FTC_465,
      rule: '§465.7: no buying or selling fake indicators of social media influence (bot or hijacked followers, views, likes)',
      ours: 'PAID_PROMOTION',
      note: 'bought votes or traffic as the caller marks paid_hunter_or_traffic',
    },
  ],
} as const satisfies PeerComparison;
