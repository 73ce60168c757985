/**
 * Google Analytics 4's reading of campaign links: the parameters it collects and its default
 * channel group. Sources: "[GA4] URL builders: Collect campaign data with custom URLs"
 * (https://support.google.com/analytics/answer/10917952) and "[GA4] Default channel group"
 * (https://support.google.com/analytics/answer/9756891). Channel conditions are matched without
 * regard to case (Admin API ChannelGroupFilter.StringFilter: "The match is case insensitive").
 */

/** The campaign parameters GA4 collects from a landing page URL. */
export const GA4_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_id',
  'utm_term',
  'utm_content',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
] as const;

const KNOWN: ReadonlySet<string> = new Set(GA4_PARAMETERS);
export const isGa4Parameter = (key: string): boolean => KNOWN.has(key);

/** Edit distance of two short strings, or a number above `limit` as soon as it exceeds it. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Keys longer than this get no spelling suggestion (the distance work stays bounded per key). */
const SUGGEST_MAX_LENGTH = 40;

/**
 * The GA4 parameter a `utm_*` key was probably meant to be: the same name in another letter case,
 * or the nearest name at most two edits away (first in GA4_PARAMETERS order on a tie); else null.
 */
export function suggestGa4Parameter(key: string): string | null {
  const lower = key.toLowerCase();
  if (KNOWN.has(lower)) return lower;
  if (lower.length > SUGGEST_MAX_LENGTH) return null;
  let best: string | null = null;
  let bestDistance = 3;
  for (const name of GA4_PARAMETERS) {
    const d = distance(lower, name, 2);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

// Source categories. GA4 matches utm_source against Google's list of sites per category (a
// spreadsheet of some 800 rows linked from the channel group article); the brands below are its
// best-known entries. A source is in a category when it equals an alias or one of its dot-separated
// labels is a brand (`google`, `news.google.com`, `google.co.uk`), so any listed domain of a brand
// counts. An unlisted source can only make a link look unassigned when GA4 would assign it, which
// is why the lists err towards inclusion.
const SEARCH = new Set([
  'google', 'bing', 'yahoo', 'baidu', 'yandex', 'duckduckgo', 'ecosia', 'naver', 'ask', 'aol', 'seznam', 'sogou', 'daum',
  'qwant', 'startpage', 'brave', 'msn', 'rambler', 'coccoc', 'onet', 'lycos', 'dogpile', 'excite',
  'webcrawler', 'virgilio', 'libero', 'najdi', 'biglobe', 'nifty', 'rakuten', 'docomo', 'auone', 'yam', 'avg',
  'avast', 'incredimail', 'babylon', 'conduit', 'kvasir', 'centrum', 'zapmeta', 'petalsearch', 'perplexity',
]);
const SOCIAL = new Set([
  'facebook', 'instagram', 'twitter', 'linkedin', 'pinterest', 'reddit', 'tiktok', 'snapchat', 'tumblr', 'quora', 'vk', 'vkontakte',
  'whatsapp', 'messenger', 'telegram', 'threads', 'discord', 'wechat', 'weibo', 'douban', 'xing', 'meetup', 'mastodon',
  'bluesky', 'bsky', 'flickr', 'myspace', 'odnoklassniki', 'skype', 'slack', 'yammer', 'workplace', 'nextdoor',
  'stackexchange', 'stackoverflow', 'producthunt', 'deviantart', 'disqus', 'lnkd', 'plurk', 'renren', 'kakao', 'kakaotalk', 'viber',
  'groupme', 'hootsuite', 'goodreads', 'yelp', 'tripadvisor', 'glassdoor', 'ycombinator', 'dribbble', 'behance',
]);
const VIDEO = new Set(['youtube', 'vimeo', 'twitch', 'dailymotion', 'wistia', 'netflix', 'hulu', 'youku', 'bilibili', 'iqiyi', 'rutube', 'crackle', 'veoh', 'vidyard']);
const SHOPPING = new Set([
  'amazon', 'ebay', 'etsy', 'shopify', 'walmart', 'alibaba', 'aliexpress', 'mercadolibre', 'mercadolivre', 'rakuten',
  'bestbuy', 'wayfair', 'zalando', 'allegro', 'flipkart', 'taobao', 'tmall', 'shopee', 'lazada', 'temu', 'shein',
  'newegg', 'overstock', 'macys', 'nordstrom', 'costco', 'homedepot', 'ikea', 'idealo', 'pricegrabber', 'shopzilla',
]);
/** Short names GA4 lists that are only recognized as the whole source. */
const ALIASES: Record<string, 'search' | 'social' | 'video' | 'shopping'> = {
  fb: 'social', ig: 'social', x: 'social', 't.co': 'social', 'lnkd.in': 'social', 'l.facebook.com': 'social', 'lm.facebook.com': 'social',
  yt: 'video', 'youtu.be': 'video', ddg: 'search', igshopping: 'shopping', 'mail.ru': 'search', 'go.mail.ru': 'search', 'ok.ru': 'social',
};

type SourceCategory = 'search' | 'social' | 'video' | 'shopping';

function sourceCategories(source: string): Set<SourceCategory> {
  const found = new Set<SourceCategory>();
  const alias = ALIASES[source];
  if (alias) found.add(alias);
  for (const label of source.split(/[.\s_-]+/)) {
    if (SEARCH.has(label)) found.add('search');
    if (SOCIAL.has(label)) found.add('social');
    if (VIDEO.has(label)) found.add('video');
    if (SHOPPING.has(label)) found.add('shopping');
  }
  return found;
}

/** Medium matches regex ^(.*cp.*|ppc|retargeting|paid.*)$ */
const isPaidMedium = (medium: string): boolean => medium.includes('cp') || medium === 'ppc' || medium === 'retargeting' || medium.startsWith('paid');

/** Campaign Name matches regex ^(.*(([^a-df-z]|^)shop|shopping).*)$ */
function isShopCampaign(campaign: string): boolean {
  if (campaign.includes('shopping')) return true;
  for (let at = campaign.indexOf('shop'); at !== -1; at = campaign.indexOf('shop', at + 1)) {
    if (at === 0) return true;
    const before = campaign.charCodeAt(at - 1);
    const excluded = (before >= 0x61 && before <= 0x64) || (before >= 0x66 && before <= 0x7a);
    if (!excluded) return true;
  }
  return false;
}

const EMAIL = new Set(['email', 'e-mail', 'e_mail', 'e mail']);
const DISPLAY = new Set(['display', 'banner', 'expandable', 'interstitial', 'cpm']);
const SOCIAL_MEDIUMS = new Set(['social', 'social-network', 'social-media', 'sm', 'social network', 'social media']);
const REFERRAL = new Set(['referral', 'app', 'link']);

/**
 * The GA4 default channel a manually tagged link lands in, by the article's conditions in their
 * order (the first match wins); "Unassigned" when none matches.
 */
export function ga4Channel(sourceText: string, mediumText: string, campaignText: string): string {
  const source = sourceText.toLowerCase();
  const medium = mediumText.toLowerCase();
  const campaign = campaignText.toLowerCase();
  const categories = sourceCategories(source);
  const paid = isPaidMedium(medium);
  const shopping = categories.has('shopping') || isShopCampaign(campaign);
  if (source === '(direct)' && (medium === '(not set)' || medium === '(none)')) return 'Direct';
  if (campaign.includes('cross-network')) return 'Cross-network';
  if (shopping && paid) return 'Paid Shopping';
  if (categories.has('search') && paid) return 'Paid Search';
  if (categories.has('social') && paid) return 'Paid Social';
  if (categories.has('video') && paid) return 'Paid Video';
  if (DISPLAY.has(medium)) return 'Display';
  if (paid) return 'Paid Other';
  if (shopping) return 'Organic Shopping';
  if (categories.has('social') || SOCIAL_MEDIUMS.has(medium)) return 'Organic Social';
  if (categories.has('video') || medium.includes('video')) return 'Organic Video';
  if (categories.has('search') || medium === 'organic') return 'Organic Search';
  if (REFERRAL.has(medium)) return 'Referral';
  if (EMAIL.has(source) || EMAIL.has(medium)) return 'Email';
  if (medium === 'affiliate') return 'Affiliates';
  if (medium === 'audio') return 'Audio';
  if (source === 'sms' || medium === 'sms') return 'SMS';
  if (medium.endsWith('push') || medium.includes('mobile') || medium.includes('notification') || source === 'firebase') return 'Mobile Push Notifications';
  return 'Unassigned';
}

/** App stores that drop a link's own query parameters before the app sees them. */
export function appStoreOf(url: URL): 'Google Play' | 'App Store' | null {
  const host = url.hostname;
  if (host === 'play.google.com') return 'Google Play';
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') return 'App Store';
  return null;
}

/** Hostname without a leading "www.": `www.example.com` and `example.com` are one site. */
export const siteOf = (url: URL): string => (url.hostname.startsWith('www.') ? url.hostname.slice(4) : url.hostname);
