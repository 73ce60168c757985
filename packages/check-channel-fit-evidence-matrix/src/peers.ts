import type { PeerComparison } from '@evidence-check/core-receipt';

const RICE = 'RICE prioritization (Intercom, Sean McBride)';
const BULLSEYE = 'Bullseye framework (Weinberg & Mares, Traction, 2014)';
const KOHAVI = 'Kohavi, Tang & Xu, Trustworthy Online Controlled Experiments (2020)';
const HN = 'Hacker News guidelines and Show HN rules';
const PH = 'Product Hunt community guidelines';
const REDDIT = 'Reddit Help: What constitutes spam? Am I a spammer?';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: RICE, url: 'https://www.intercom.com/blog/rice-simple-prioritization-for-product-managers/' },
    { name: BULLSEYE, url: 'https://www.tractionbook.com/' },
    { name: KOHAVI, url: 'https://experimentguide.com/' },
    { name: HN, url: 'https://news.ycombinator.com/showhn.html' },
    { name: PH, url: 'https://help.producthunt.com/en/articles/3615694-community-guidelines' },
    { name: REDDIT, url: 'https://reddit.zendesk.com/hc/en-us/articles/204536499-What-constitutes-spam-Am-I-a-spammer-' },
  ],
  rules: [
    {
      peer: RICE,
      rule: 'Confidence: 100% high, 80% medium, 50% low; an estimate resting on guesses is penalized',
      ours: ['PRODUCT_EVIDENCE_NOT_OBSERVED', 'RULE_EVIDENCE_NOT_OBSERVED', 'ATTRIBUTION_MECHANISM_MISSING'],
      note: 'evidence not observed fails its gate; an attribution claim without a mechanism is scored as inferred',
    },
    {
      peer: RICE,
      rule: 'Reach: people affected per time period, in real numbers',
      ours: null,
      note: 'the interface gives reach as caller scores (audience_match, existing_access); the matrix counts no people',
    },
    {
      peer: RICE,
      rule: 'score = Reach × Impact × Confidence ÷ Effort',
      ours: null,
      note: 'cost and effort are gates and limits here (COST_OVER_BUDGET, EFFORT_OVER_LIMIT, ESTIMATE_OVER_GATE_CAP, greedy fit); the documented score does not divide by them',
    },
    {
      peer: BULLSEYE,
      rule: 'Prioritize: pick the few most promising channels and test them at the same time',
      ours: 'NO_CHANNEL_SELECTED',
      note: 'max_parallel_tests bounds the round; the best-ranked channels that pass every gate are taken',
    },
    { peer: BULLSEYE, rule: 'Test: run cheap tests', ours: ['COST_OVER_BUDGET', 'EFFORT_OVER_LIMIT', 'ESTIMATE_OVER_GATE_CAP'] },
    {
      peer: BULLSEYE,
      rule: 'Test: ask what a customer costs, how many customers are available, and whether they are the customers you want',
      ours: 'VANITY_GATE_METRIC',
      note: 'a gate on activity (views, reactions, listings) counts no customer',
    },
    {
      peer: KOHAVI,
      rule: 'a decision metric must be attributable to the change under test',
      ours: 'OUTCOME_NOT_ATTRIBUTABLE',
      note: 'inferred or no attribution cannot reach a gate: channel-experiment-postmortem counts only direct and verified events',
    },
    { peer: KOHAVI, rule: 'decide on metrics that predict long-term value, not on activity counts', ours: 'VANITY_GATE_METRIC' },
    {
      peer: HN,
      rule: '"Please don\'t use HN primarily for promotion"; Show HN is for something people can play with',
      ours: ['RULE_STATUS_BLOCKED', 'RULE_STATUS_UNVERIFIED'],
      note: 'the caller records what the channel\'s rules allow in rule_status; the matrix does not read the rules',
    },
    { peer: HN, rule: '"The project must be something you\'ve worked on personally and which you\'re around to discuss."', ours: 'OWNER_UNAVAILABLE' },
    { peer: PH, rule: 'Do Not Spam: no asked-for or artificial upvotes; only genuine activity counts', ours: 'VANITY_GATE_METRIC', note: 'votes and comments are activity, not demand' },
    {
      peer: REDDIT,
      rule: 'communities "may also have community-specific rules that supersede the guidelines above"',
      ours: ['RULE_EVIDENCE_MISSING', 'RULE_EVIDENCE_NOT_PLATFORM_RULE', 'RULE_EVIDENCE_NOT_OBSERVED', 'RULE_EVIDENCE_STALE'],
      note: 'each channel needs its own observed, current platform-rule evidence',
    },
    {
      peer: REDDIT,
      rule: 'a contribution that mostly links to a business you run: tread carefully',
      ours: null,
      note: 'the account history is not in the request; community-rule-credibility-preflight judges it',
    },
  ],
} as const satisfies PeerComparison;
