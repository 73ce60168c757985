import type { PeerComparison } from '@evidence-check/core-receipt';

const GA4_URLS = 'Google Analytics 4: campaign URLs (Collect campaign data with custom URLs)';
const GA4_CHANNELS = 'GA4: Default channel group';
const GA_PII = 'Google Analytics: Best practices to avoid sending PII';
const BUILDER = 'Google Campaign URL Builder (ga-dev-tools)';
const WHATWG = 'WHATWG URL Standard';
const AJV = 'ajv-formats (email format)';

/** The peers users of a campaign-link checker already trust, each of their rules and our code for it. */
export const comparison = {
  peers: [
    { name: GA4_URLS, url: 'https://support.google.com/analytics/answer/10917952' },
    { name: GA4_CHANNELS, url: 'https://support.google.com/analytics/answer/9756891' },
    { name: GA_PII, url: 'https://support.google.com/analytics/answer/6366371' },
    { name: BUILDER, url: 'https://github.com/googleanalytics/ga-dev-tools/tree/main/src/components/CampaignURLBuilder' },
    { name: WHATWG, url: 'https://url.spec.whatwg.org/', oracle: 'the standard\'s serialization equivalences and form-urlencoded decoding vectors, checked in test/oracle.test.ts' },
    { name: AJV, url: 'https://github.com/ajv-validator/ajv-formats', oracle: 'its email format over 17 values in test/oracle.test.ts' },
  ],
  rules: [
    { peer: GA4_URLS, rule: 'utm_source, utm_medium and utm_campaign identify the traffic source, medium and campaign', ours: 'UTM_MISSING', note: 'Required by default; policy.required replaces the list.' },
    {
      peer: GA4_URLS,
      rule: 'The parameters GA4 collects: utm_id, utm_source, utm_medium, utm_campaign, utm_source_platform, utm_term, utm_content, utm_creative_format, utm_marketing_tactic',
      ours: 'UTM_UNKNOWN_PARAMETER',
      note: 'Any other utm_ key (typo, miscased, another tool\'s name) is flagged with the nearest GA4 name, unless the policy names it.',
    },
    { peer: GA4_URLS, rule: 'Campaign parameters are read from the landing page URL\'s query', ours: 'UTM_IN_FRAGMENT' },
    { peer: GA4_URLS, rule: 'Parameter values are reported as sent, so values that differ in letter case are separate rows', ours: 'UTM_CASE_DRIFT' },
    { peer: GA4_CHANNELS, rule: 'Unassigned: the value GA4 uses when no other channel rule matches', ours: 'UTM_CHANNEL_UNASSIGNED' },
    {
      peer: GA4_CHANNELS,
      rule: 'Medium conditions: email, affiliate, audio, sms, referral/app/link, display/banner/expandable/interstitial/cpm, organic, social mediums, .*video.*, .*cp.*|ppc|retargeting|paid.*, …push/mobile/notification',
      ours: 'UTM_CHANNEL_UNASSIGNED',
      note: 'All conditions, in the article\'s order, matched regardless of case as GA4 matches them.',
    },
    {
      peer: GA4_CHANNELS,
      rule: 'Source matches a list of search, social, video or shopping sites (Google\'s source category table)',
      ours: 'UTM_CHANNEL_UNASSIGNED',
      note: 'The best-known brands of each category are built in; a custom medium from a rarer listed source is flagged although GA4 would assign it.',
    },
    { peer: GA4_CHANNELS, rule: 'Campaign name conditions: contains cross-network; ^(.*(([^a-df-z]|^)shop|shopping).*)$', ours: 'UTM_CHANNEL_UNASSIGNED' },
    {
      peer: GA4_CHANNELS,
      rule: 'Google Ads, Display & Video 360 and Search Ads 360 traffic by network type or creative format',
      ours: null,
      note: 'Auto-tagged ad traffic is classified from the ad platforms\' data, not from the link\'s UTM parameters.',
    },
    { peer: GA_PII, rule: 'Do not send e-mail addresses, names or phone numbers in page URLs', ours: 'POSSIBLE_PII', note: 'A conservative heuristic on every query parameter.' },
    {
      peer: BUILDER,
      rule: 'Website URL, campaign source and campaign medium are required (GA4 mode)',
      ours: 'UTM_MISSING',
      note: 'Our default also requires utm_campaign; policy.required sets the list.',
    },
    { peer: BUILDER, rule: 'Warning: "The website URL provided is not a valid URL."', ours: ['URL_INVALID', 'URL_NOT_HTTP'] },
    { peer: BUILDER, rule: 'Warning: a play.google.com URL should be built with the Google Play URL Builder (campaign inside referrer)', ours: 'UTM_ON_APP_STORE_LINK', note: 'A Play link\'s referrer value is read as its campaign.' },
    { peer: BUILDER, rule: 'Warning: an itunes.apple.com URL should be built with the iOS Campaign Tracking URL Builder', ours: 'UTM_ON_APP_STORE_LINK', note: 'apps.apple.com as well; App Store links carry no UTM requirement.' },
    { peer: BUILDER, rule: 'Campaign parameters already in the website URL are replaced: one value each', ours: 'UTM_PARAM_REPEATED' },
    {
      peer: BUILDER,
      rule: 'Option "use fragment": parameters written after #',
      ours: 'UTM_IN_FRAGMENT',
      note: 'The builder offers it for sites that read the fragment themselves; such values never reach the server, so we warn.',
    },
    { peer: BUILDER, rule: 'Warning: linking to ga-dev-tools.web.app instead of your own site', ours: null, note: 'Specific to the builder\'s own page.' },
    { peer: WHATWG, rule: 'URL parsing: a URL the basic URL parser rejects', ours: 'URL_INVALID' },
    { peer: WHATWG, rule: 'URL serializing: host case, default port, IDNA and dot segments do not change the URL', ours: 'DUPLICATE_LINK' },
    { peer: WHATWG, rule: 'application/x-www-form-urlencoded parsing: percent-decoding, undecodable bytes become U+FFFD', ours: 'UTM_ENCODING_SUSPECT' },
    { peer: AJV, rule: 'format: email', ours: 'POSSIBLE_PII' },
  ],
} as const satisfies PeerComparison;
