import type { PeerComparison } from '@evidence-check/core-receipt';

const FTC_ENDORSE = 'FTC Endorsement Guides, 16 CFR Part 255';
const FTC_FREE = 'FTC Guide Concerning Use of the Word "Free", 16 CFR Part 251';
const FTC_SUBST = 'FTC Policy Statement Regarding Advertising Substantiation';
const SHOW_HN = 'Show HN rules';
const HN = 'Hacker News Guidelines';
const PH = 'Product Hunt Community Guidelines';
const APP_STORE = 'App Store Review Guidelines 2.3 (Accurate Metadata)';
const GOOGLE_ADS = 'Google Ads policy: Destination requirements';
const GA4 = 'Google Analytics: [GA4] URL builders (campaign URLs)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: FTC_ENDORSE, url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-B/part-255' },
    { name: FTC_FREE, url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-B/part-251' },
    { name: FTC_SUBST, url: 'https://www.ftc.gov/legal-library/browse/ftc-policy-statement-regarding-advertising-substantiation' },
    { name: SHOW_HN, url: 'https://news.ycombinator.com/showhn.html' },
    { name: HN, url: 'https://news.ycombinator.com/newsguidelines.html' },
    { name: PH, url: 'https://help.producthunt.com/en/articles/3615694-community-guidelines' },
    { name: APP_STORE, url: 'https://developer.apple.com/app-store/review/guidelines/#accurate-metadata' },
    { name: GOOGLE_ADS, url: 'https://support.google.com/adspolicy/answer/6368661' },
    { name: GA4, url: 'https://support.google.com/analytics/answer/10917952' },
  ],
  rules: [
    {
      peer: FTC_SUBST,
      rule: 'objective claims need a reasonable basis (competent and reliable evidence) before they are made',
      ours: ['REQUIRED_CLAIM_UNSUPPORTED', 'OPTIONAL_CLAIM_UNSUPPORTED'],
      note: 'support is the two-way listing of observed, fresh evidence ids; whether the evidence really shows the claim is not judged',
    },
    {
      peer: FTC_ENDORSE,
      rule: '§255.1(a): an endorsement reflects the honest opinions, findings, beliefs or experience of the endorser',
      ours: ['PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED'],
      note: 'a personal-experience claim or identity field is ready only when marked as written by its human author',
    },
    {
      peer: FTC_ENDORSE,
      rule: '§255.5: a material connection between endorser and seller is disclosed clearly and conspicuously',
      ours: null,
      note: 'the closed claim and artifact objects carry no endorser or connection field; nothing to compare',
    },
    {
      peer: FTC_FREE,
      rule: '§251.1(c): the terms and conditions of a "free" offer are set forth clearly and conspicuously at the outset',
      ours: 'FREE_CLAIM_WITHOUT_TERMS',
      note: 'a claim saying "free" of a product priced above 0 whose pricing disclosure does not mention what is free',
    },
    {
      peer: SHOW_HN,
      rule: 'Show HN is for something you have made that other people can play with',
      ours: 'DEMO_MISSING',
      note: 'when the channel sets demo_required; whether a sign-up stands in the way is judged by community-rule-credibility-preflight',
    },
    { peer: HN, rule: 'Please submit the original source', ours: ['LINK_TARGET_SHORTENED', 'LINK_TARGET_UNRECOGNISED'] },
    {
      peer: HN,
      rule: "Don't solicit upvotes, comments, or submissions",
      ours: null,
      note: 'the packet carries no post text or action; community-rule-credibility-preflight checks solicitation',
    },
    {
      peer: PH,
      rule: 'Be Respectful: do not use someone else\'s image, name or likeness without their explicit consent',
      ours: 'IDENTITY_FIELD_NOT_HUMAN_AUTHORED',
    },
    {
      peer: PH,
      rule: 'Do Not Spam: no asking for upvotes, bots or incentivised activity',
      ours: null,
      note: 'no activity in the packet; community-rule-credibility-preflight checks it',
    },
    {
      peer: APP_STORE,
      rule: 'screenshots accurately reflect the core experience and are kept up to date with new versions',
      ours: ['SCREENSHOT_EVIDENCE_NOT_CURRENT', 'SCREENSHOTS_MISSING', 'SCREENSHOT_EVIDENCE_NOT_SCREENSHOT'],
      note: 'a screenshot counts only when its evidence is of type screenshot, observed and within max_evidence_age_days',
    },
    {
      peer: APP_STORE,
      rule: '2.3.2: if the app includes in-app purchases, the description, screenshots and previews indicate that',
      ours: ['PRICING_DISCLOSURE_MISSING', 'PRICING_DISCLOSURE_PRICE_MISMATCH'],
      note: 'read as: the channel\'s pricing disclosure states the product price exactly',
    },
    {
      peer: GOOGLE_ADS,
      rule: 'Destination mismatch: the landing page matches the destination the ad shows',
      ours: 'LINK_TARGET_UNRECOGNISED',
      note: 'the link target\'s host must be a host of canonical_url, offer_url, demo_url or observed evidence (up to www. and subdomains)',
    },
    {
      peer: GOOGLE_ADS,
      rule: 'Destination not working: the landing page loads and does not error',
      ours: null,
      note: 'the check visits no link',
    },
    {
      peer: GA4,
      rule: 'campaign URLs carry utm_source (the referrer) so visits are attributed to the campaign',
      ours: 'ATTRIBUTION_MECHANISM_MISSING',
      note: 'not flagged when the link target carries a non-empty utm_source, even with a blank attribution_mechanism',
    },
  ],
} as const satisfies PeerComparison;
