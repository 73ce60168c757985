// GA4's default channel group as written in "[GA4] Default channel group"
// (https://support.google.com/analytics/answer/9756891, "Channel definitions"): each row is a
// source / medium / campaign and the channel the article's first matching condition names.
// Expected channels are read from the article's conditions, in their order, not from our output.
import { ga4Channel, suggestGa4Parameter } from '../src/lib/ga4.js';

const rows: [source: string, medium: string, campaign: string, channel: string, condition: string][] = [
  ['(direct)', '(none)', '', 'Direct', 'Source exactly matches "(direct)" AND Medium is one of ("(not set)", "(none)")'],
  ['google', 'cpc', 'brand-cross-network', 'Cross-network', 'Campaign Name contains "cross-network" (before Paid Search)'],
  ['amazon', 'cpc', 'q3', 'Paid Shopping', 'Source matches a list of shopping sites AND Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$'],
  ['partner', 'ppc', 'shopping-days', 'Paid Shopping', 'Campaign Name matches ^(.*(([^a-df-z]|^)shop|shopping).*)$ AND paid medium'],
  ['google', 'cpc', 'q3', 'Paid Search', 'Source matches a list of search sites AND paid medium'],
  ['bing', 'paid-search', 'q3', 'Paid Search', 'paid.* matches paid-search'],
  ['facebook', 'paid', 'q3', 'Paid Social', 'Source matches a regex list of social sites AND paid medium'],
  ['youtube', 'cpv', 'q3', 'Paid Video', 'Source matches a list of video sites AND paid medium'],
  ['partner', 'banner', 'q3', 'Display', 'Medium is one of ("display", "banner", "expandable", "interstitial", "cpm")'],
  ['facebook', 'cpm', 'q3', 'Paid Social', '"cpm" contains "cp": the paid social condition comes before Display'],
  ['partner', 'retargeting', 'q3', 'Paid Other', 'Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$'],
  ['ebay', 'listing', 'q3', 'Organic Shopping', 'Source matches a list of shopping sites'],
  ['partner', 'promo', 'eshop', 'Organic Shopping', '"e" is allowed before "shop" by [^a-df-z]'],
  ['partner', 'promo', 'workshop', 'Unassigned', '"k" before "shop" is excluded by [^a-df-z]'],
  ['linkedin', 'post', 'q3', 'Organic Social', 'Source matches a regex list of social sites'],
  ['partner', 'sm', 'q3', 'Organic Social', 'Medium is one of ("social", "social-network", "social-media", "sm", ...)'],
  ['partner', 'video', 'q3', 'Organic Video', 'Medium matches regex ^(.*video.*)$'],
  ['duckduckgo', 'listing', 'q3', 'Organic Search', 'Source matches a list of search sites'],
  ['partner', 'organic', 'q3', 'Organic Search', 'Medium exactly matches organic'],
  ['partner', 'app', 'q3', 'Referral', 'Medium is one of ("referral", "app", or "link")'],
  ['e_mail', 'blast', 'q3', 'Email', 'Source = email|e-mail|e_mail|e mail'],
  ['newsletter', 'e mail', 'q3', 'Email', 'Medium = email|e-mail|e_mail|e mail'],
  ['facebook', 'email', 'q3', 'Organic Social', 'a social source is matched before Email'],
  ['partner', 'affiliate', 'q3', 'Affiliates', 'Medium = affiliate'],
  ['partner', 'audio', 'q3', 'Audio', 'Medium exactly matches audio'],
  ['sms', 'text', 'q3', 'SMS', 'Source exactly matches sms'],
  ['partner', 'sms', 'q3', 'SMS', 'Medium exactly matches sms'],
  ['partner', 'web-push', 'q3', 'Mobile Push Notifications', 'Medium ends with "push"'],
  ['partner', 'mobile-banner-x', 'q3', 'Mobile Push Notifications', 'Medium contains "mobile"'],
  ['firebase', 'inbox', 'q3', 'Mobile Push Notifications', 'Source exactly matches "firebase"'],
  ['newsletter', 'newsletter', 'q3', 'Unassigned', 'no condition matches'],
  ['partner', 'pushy', 'q3', 'Unassigned', '"pushy" does not end with "push"'],
  ['sms-gateway', 'text', 'q3', 'Unassigned', 'SMS needs the source to be exactly "sms"'],
  ['GOOGLE', 'CPC', 'Q3', 'Paid Search', 'case-insensitive (Admin API ChannelGroupFilter.StringFilter)'],
  ['Newsletter', 'Email', 'Q3', 'Email', 'case-insensitive'],
];

describe('GA4 default channel group', () => {
  test.each(rows)('%s / %s / %s → %s (%s)', (source, medium, campaign, channel) => {
    expect(ga4Channel(source, medium, campaign)).toBe(channel);
  });
});

describe('the GA4 parameter a utm_ key was meant to be', () => {
  test.each([
    ['utm_campain', 'utm_campaign'],
    ['utm_sorce', 'utm_source'],
    ['UTM_MEDIUM', 'utm_medium'],
    ['utm_contnet', 'utm_content'],
    ['utm_name', null],
    ['utm_nooverride', null],
    [`utm_${'x'.repeat(100)}`, null],
  ])('%s → %s', (key, suggestion) => expect(suggestGa4Parameter(key)).toBe(suggestion));
});
