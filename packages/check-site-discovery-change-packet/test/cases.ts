// Cases as data: every declared code is produced by at least one case and kept silent by another
// (the conventions meta-test checks the first); every case input is a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Snapshot = Input['baseline'];

const ROBOTS = 'User-agent: *\nDisallow: /cart\nSitemap: https://shop.example.com/sitemap.xml\n';

const base: Snapshot = {
  captured_at: '2026-02-01T09:00:00Z',
  url: 'https://shop.example.com/guides/a',
  robots_text: ROBOTS,
  sitemap_urls: ['https://shop.example.com/', 'https://shop.example.com/guides/a'],
  canonical: 'https://shop.example.com/guides/a',
  schema_types: ['Article'],
  title: 'Guide A',
};

/** A packet whose current snapshot equals the baseline (one month later) except for `current`. */
const packet = (current: Partial<Snapshot> = {}, baseline: Partial<Snapshot> = {}): Input => ({
  baseline: { ...base, ...baseline },
  current: { ...base, captured_at: '2026-03-01T09:00:00Z', ...current },
});

const ALL = [
  'CAPTURE_NOT_AFTER_BASELINE',
  'URL_HOST_CHANGED',
  'ROBOTS_DISALLOWS_SITE',
  'SEARCH_CRAWLER_SITE_DISALLOWED',
  'AI_CRAWLER_SITE_DISALLOWED',
  'PATHS_NEWLY_DISALLOWED',
  'SITEMAP_DIRECTIVE_REMOVED',
  'SITEMAP_URL_INVALID',
  'SITEMAP_URL_OFF_SITE',
  'SITEMAP_URL_DISALLOWED',
  'SITEMAP_URL_REMOVED',
  'SITEMAP_EMPTIED',
  'CANONICAL_HOST_CHANGED',
  'CANONICAL_CHANGED',
  'CANONICAL_EMPTIED',
  'CANONICAL_INVALID',
  'CANONICAL_DISALLOWED',
  'CANONICAL_RELATIVE',
  'CANONICAL_POINTS_TO_ROOT',
  'CANONICAL_OTHER_DOMAIN',
  'ROBOTS_DIRECTIVE_MISSPELLED',
  'TITLE_CHANGED',
  'TITLE_EMPTIED',
  'SCHEMA_TYPE_REMOVED',
  'SCHEMA_TYPE_ADDED',
];

export const cases = defineCases<Input>([
  {
    name: 'two identical snapshots a month apart are READY',
    input: packet(),
    expect: [],
    status: 'READY',
    absent: ALL,
    report: {
      capturedAt: { ordered: true },
      robots: {
        agents: ['*'],
        verdicts: [
          { agent: '*', path: '/', baseline: 'allowed', current: 'allowed', rule: null, line: null },
          { agent: '*', path: '/guides/a', baseline: 'allowed', current: 'allowed', rule: null, line: null },
        ],
      },
      sitemap: { baseline: 2, current: 2, removed: 0, added: 0, disallowed: 0 },
      canonical: { change: 'unchanged' },
      title: { change: 'unchanged' },
      schemaTypes: { removed: [], added: [] },
    },
  },
  // Capture order: the caller's instants, offsets applied, never the clock.
  {
    name: 'a current capture at the same instant as the baseline (written with another offset) is out of order',
    input: packet({ captured_at: '2026-03-01T10:00:00+01:00' }, { captured_at: '2026-03-01T09:00:00Z' }),
    expect: [
      {
        code: 'CAPTURE_NOT_AFTER_BASELINE',
        pointer: '/current/captured_at',
        details: { baseline: '2026-03-01T09:00:00Z', current: '2026-03-01T10:00:00+01:00' },
      },
    ],
    status: 'BLOCKED',
    report: { capturedAt: { ordered: false } },
  },
  {
    name: 'a current capture one millisecond later once offsets are applied is in order',
    input: packet({ captured_at: '2026-03-01T08:00:00.001Z' }, { captured_at: '2026-03-01T10:00:00+02:00' }),
    expect: [],
    absent: ['CAPTURE_NOT_AFTER_BASELINE'],
  },
  {
    name: 'a page on another host: the url changed and the current sitemap URLs are off-site',
    input: packet({ url: 'https://www.example.com/guides/a' }),
    expect: [
      { code: 'SITEMAP_URL_OFF_SITE', pointer: '/current/sitemap_urls/0', details: { site: 'https://www.example.com' } },
      { code: 'SITEMAP_URL_OFF_SITE', pointer: '/current/sitemap_urls/1' },
      { code: 'URL_HOST_CHANGED', pointer: '/current/url', details: { from: 'shop.example.com', to: 'www.example.com' } },
    ],
    status: 'BLOCKED',
  },
  // Whole-site blocks.
  {
    name: 'Disallow: / for * blocks the site, every sitemap URL and the canonical',
    input: packet({ robots_text: 'User-agent: *\nDisallow: /\nSitemap: https://shop.example.com/sitemap.xml\n' }),
    expect: [
      { code: 'CANONICAL_DISALLOWED', pointer: '/current/canonical', details: { rule: 'Disallow: /', line: 2 } },
      { code: 'ROBOTS_DISALLOWS_SITE', pointer: '/current/robots_text', subject: '*', details: { rule: 'Disallow: /', line: 2, newly: true } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/0', details: { path: '/', newly: true } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/1', details: { path: '/guides/a', newly: true } },
    ],
    absent: ['PATHS_NEWLY_DISALLOWED'],
    status: 'BLOCKED',
    report: { sitemap: { disallowed: 2 } },
  },
  {
    name: 'a whole-site block already in the baseline is still an error',
    input: packet({ robots_text: 'User-agent: *\nDisallow: /*\n' }, { robots_text: 'User-agent: *\nDisallow: /*\n' }),
    expect: [
      { code: 'CANONICAL_DISALLOWED', pointer: '/current/canonical' },
      { code: 'ROBOTS_DISALLOWS_SITE', pointer: '/current/robots_text', details: { rule: 'Disallow: /*', newly: false } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/0', details: { newly: false } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/1', details: { newly: false } },
    ],
  },
  {
    name: 'Allow: / beside Disallow: / leaves the site open (allow wins the tie)',
    input: packet({ robots_text: 'User-agent: *\nDisallow: /\nAllow: /\nSitemap: https://shop.example.com/sitemap.xml\n' }),
    expect: [],
    absent: ['ROBOTS_DISALLOWS_SITE', 'SITEMAP_URL_DISALLOWED', 'CANONICAL_DISALLOWED', 'PATHS_NEWLY_DISALLOWED'],
    report: { robots: { verdicts: [{ path: '/', current: 'allowed', rule: 'Allow: /', line: 3 }, { path: '/guides/a', rule: 'Allow: /' }] } },
  },
  // Misspelled keys, read as Google reads them (google/robotstxt robots.cc, kAllowFrequentTypos:
  // KeyIsDisallow accepts "dissallow", "dissalow", "disalow", "diasllow", "disallaw"; KeyIsUserAgent
  // "useragent", "user agent"; KeyIsSitemap "site-map"; GetKeyAndValueFrom assumes a missing colon).
  {
    name: 'Disalow: / for * blocks the site as Google reads it (robots.cc KeyIsDisallow "disalow")',
    input: packet({ robots_text: 'User-agent: *\nDisalow: /\nSitemap: https://shop.example.com/sitemap.xml\n' }),
    expect: [
      { code: 'CANONICAL_DISALLOWED', pointer: '/current/canonical', details: { rule: 'Disalow: /', line: 2 } },
      { code: 'ROBOTS_DIRECTIVE_MISSPELLED', pointer: '/current/robots_text', subject: 'Disalow', details: { line: 2, key: 'Disalow', directive: 'disallow', noColon: false, text: 'Disalow: /' } },
      { code: 'ROBOTS_DISALLOWS_SITE', pointer: '/current/robots_text', subject: '*', details: { rule: 'Disalow: /', line: 2, newly: true } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/0' },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/1' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'Useragent: Googlebot with Dissallow / (no colon) blocks Googlebot (robots.cc "useragent", "dissallow", ID_LineSyntax_Line)',
    input: packet({ robots_text: `${ROBOTS}\nUseragent: Googlebot\nDISSALLOW /\n` }),
    expect: [
      { code: 'ROBOTS_DIRECTIVE_MISSPELLED', pointer: '/current/robots_text', subject: 'DISSALLOW', details: { line: 6, directive: 'disallow', noColon: true } },
      { code: 'ROBOTS_DIRECTIVE_MISSPELLED', pointer: '/current/robots_text', subject: 'Useragent', details: { line: 5, directive: 'user-agent', noColon: false } },
      { code: 'SEARCH_CRAWLER_SITE_DISALLOWED', pointer: '/current/robots_text', subject: 'Googlebot', details: { rule: 'DISSALLOW /', line: 6, newly: true } },
    ],
    absent: ['ROBOTS_DISALLOWS_SITE'],
    status: 'BLOCKED',
  },
  {
    name: 'a Site-map: line keeps the sitemap directive (robots.cc KeyIsSitemap "site-map") and is flagged for strict parsers',
    input: packet({ robots_text: 'User-agent: *\nDisallow: /cart\nSite-map: https://shop.example.com/sitemap.xml\n' }),
    expect: [{ code: 'ROBOTS_DIRECTIVE_MISSPELLED', pointer: '/current/robots_text', subject: 'Site-map', details: { line: 3, directive: 'sitemap' } }],
    absent: ['SITEMAP_DIRECTIVE_REMOVED'],
    status: 'REVIEW',
  },
  {
    name: 'a misspelling only in the baseline is not flagged; keys outside Google\'s table (Disalloow) stay ignored',
    input: packet({ robots_text: `${ROBOTS}Disalloow: /\n` }, { robots_text: `${ROBOTS}Disalow: /guides/\n` }),
    expect: [],
    absent: ['ROBOTS_DIRECTIVE_MISSPELLED', 'ROBOTS_DISALLOWS_SITE', 'SITEMAP_URL_DISALLOWED'],
    status: 'READY',
  },
  {
    name: 'Googlebot newly blocked from the whole site is an error',
    input: packet({ robots_text: `${ROBOTS}\nUser-agent: Googlebot\nDisallow: /\n` }),
    expect: [
      {
        code: 'SEARCH_CRAWLER_SITE_DISALLOWED',
        pointer: '/current/robots_text',
        subject: 'Googlebot',
        details: { agent: 'Googlebot', rule: 'Disallow: /', line: 6, newly: true },
      },
    ],
    absent: ['ROBOTS_DISALLOWS_SITE', 'PATHS_NEWLY_DISALLOWED', 'SITEMAP_URL_DISALLOWED'],
    status: 'BLOCKED',
    report: {
      robots: {
        agents: ['*', 'Googlebot'],
        verdicts: [
          { agent: '*', path: '/', current: 'allowed' },
          { agent: '*', path: '/guides/a', current: 'allowed' },
          { agent: 'Googlebot', path: '/', baseline: 'allowed', current: 'disallowed', rule: 'Disallow: /', line: 6 },
          { agent: 'Googlebot', path: '/guides/a', baseline: 'allowed', current: 'disallowed', rule: 'Disallow: /', line: 6 },
        ],
      },
    },
  },
  {
    name: 'GPTBot newly blocked from the whole site asks for review',
    input: packet({ robots_text: `${ROBOTS}\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n` }),
    expect: [
      { code: 'AI_CRAWLER_SITE_DISALLOWED', pointer: '/current/robots_text', subject: 'CCBot', details: { agent: 'CCBot' } },
      { code: 'AI_CRAWLER_SITE_DISALLOWED', pointer: '/current/robots_text', subject: 'GPTBot', details: { agent: 'GPTBot', line: 7 } },
    ],
    status: 'REVIEW',
    report: { robots: { agents: ['*', 'GPTBot', 'CCBot'] } },
  },
  {
    name: 'an AI crawler blocked in both snapshots is not news',
    input: packet({ robots_text: `${ROBOTS}User-agent: gptbot\nDisallow: /\n` }, { robots_text: `${ROBOTS}User-agent: GPTBot\nDisallow: /\n` }),
    expect: [],
    absent: ['AI_CRAWLER_SITE_DISALLOWED', 'PATHS_NEWLY_DISALLOWED'],
    report: { robots: { agents: ['*', 'GPTBot'] } },
  },
  // Paths newly disallowed.
  {
    name: 'a path newly disallowed for * flags the rule, the sitemap URL and the canonical',
    input: packet({ robots_text: 'User-agent: *\nDisallow: /cart\nDisallow: /guides/\nSitemap: https://shop.example.com/sitemap.xml\n' }),
    expect: [
      { code: 'CANONICAL_DISALLOWED', pointer: '/current/canonical', details: { path: '/guides/a', rule: 'Disallow: /guides/', line: 3 } },
      {
        code: 'PATHS_NEWLY_DISALLOWED',
        pointer: '/current/robots_text',
        subject: '*',
        details: { agent: '*', rule: 'Disallow: /guides/', line: 3, count: 1, paths: ['/guides/a'] },
      },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/1', details: { url: 'https://shop.example.com/guides/a', newly: true } },
    ],
    absent: ['ROBOTS_DISALLOWS_SITE'],
    report: {
      robots: {
        verdicts: [
          { agent: '*', path: '/', baseline: 'allowed', current: 'allowed', rule: null },
          { agent: '*', path: '/guides/a', baseline: 'allowed', current: 'disallowed', rule: 'Disallow: /guides/', line: 3 },
        ],
      },
    },
  },
  {
    name: 'a path newly disallowed only for ClaudeBot is a warning, not a sitemap error',
    input: packet({ robots_text: `${ROBOTS}\nUser-agent: ClaudeBot\nDisallow: /guides/\n` }),
    expect: [{ code: 'PATHS_NEWLY_DISALLOWED', pointer: '/current/robots_text', subject: 'ClaudeBot', details: { agent: 'ClaudeBot', count: 1 } }],
    absent: ['SITEMAP_URL_DISALLOWED', 'CANONICAL_DISALLOWED', 'AI_CRAWLER_SITE_DISALLOWED'],
    status: 'REVIEW',
  },
  {
    name: 'a Sitemap line between two user-agent lines does not split their group (RFC 9309 §2.2.4)',
    input: packet({ robots_text: 'User-agent: Bingbot\nSitemap: https://shop.example.com/sitemap.xml\nUser-agent: *\nDisallow: /guides/\n' }),
    expect: [
      { code: 'CANONICAL_DISALLOWED', pointer: '/current/canonical' },
      { code: 'PATHS_NEWLY_DISALLOWED', pointer: '/current/robots_text', subject: '*' },
      { code: 'PATHS_NEWLY_DISALLOWED', pointer: '/current/robots_text', subject: 'Bingbot', details: { rule: 'Disallow: /guides/', line: 4 } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/1' },
    ],
  },
  {
    name: 'percent-encoding is normalised: a rule written escaped blocks the URL written in UTF-8',
    input: packet(
      { robots_text: `${ROBOTS}Disallow: /caf%c3%a9/\n`, sitemap_urls: ['https://shop.example.com/', 'https://shop.example.com/guides/a', 'https://shop.example.com/café/menu'] },
      { sitemap_urls: ['https://shop.example.com/', 'https://shop.example.com/guides/a', 'https://shop.example.com/café/menu'] },
    ),
    expect: [
      { code: 'PATHS_NEWLY_DISALLOWED', pointer: '/current/robots_text', details: { rule: 'Disallow: /caf%c3%a9/', paths: ['/caf%C3%A9/menu'] } },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/2', details: { path: '/caf%C3%A9/menu' } },
    ],
  },
  // Sitemap directives and lists.
  {
    name: 'a Sitemap directive dropped from robots.txt',
    input: packet({ robots_text: 'User-agent: *\nDisallow: /cart\n' }),
    expect: [
      {
        code: 'SITEMAP_DIRECTIVE_REMOVED',
        pointer: '/current/robots_text',
        subject: 'https://shop.example.com/sitemap.xml',
        details: { sitemap: 'https://shop.example.com/sitemap.xml', line: 3, remaining: 0 },
      },
    ],
    status: 'REVIEW',
    report: { robots: { baseline: { sitemaps: ['https://shop.example.com/sitemap.xml'] }, current: { sitemaps: [] } } },
  },
  {
    name: 'a Sitemap directive moved to the top, lower case, host in capitals, is the same directive',
    input: packet({ robots_text: 'sitemap: https://SHOP.example.com/sitemap.xml\nUser-agent: *\nDisallow: /cart\n' }),
    expect: [],
    absent: ['SITEMAP_DIRECTIVE_REMOVED'],
  },
  {
    name: 'sitemap URLs removed are flagged in the baseline with the count',
    input: packet(
      { sitemap_urls: ['https://shop.example.com/'] },
      { sitemap_urls: ['https://shop.example.com/', 'https://shop.example.com/guides/a', 'https://shop.example.com/guides/b'] },
    ),
    expect: [
      { code: 'SITEMAP_URL_REMOVED', pointer: '/baseline/sitemap_urls/1', details: { url: 'https://shop.example.com/guides/a', removed: 2, baselineCount: 3 } },
      { code: 'SITEMAP_URL_REMOVED', pointer: '/baseline/sitemap_urls/2', details: { url: 'https://shop.example.com/guides/b', removed: 2 } },
    ],
    absent: ['SITEMAP_EMPTIED'],
    report: { sitemap: { baseline: 3, current: 1, removed: 2, added: 0 } },
  },
  {
    name: 'an emptied sitemap list is one error, not one warning per URL',
    input: packet({ sitemap_urls: [] }),
    expect: [{ code: 'SITEMAP_EMPTIED', pointer: '/current/sitemap_urls', subject: null, details: { baselineCount: 2 } }],
    absent: ['SITEMAP_URL_REMOVED'],
    status: 'BLOCKED',
  },
  {
    name: 'a relative sitemap entry is invalid and one on another host is off-site',
    input: packet({ sitemap_urls: [...base.sitemap_urls, '/guides/b', 'https://cdn.example.net/guides/b', 'http://shop.example.com/guides/c'] }),
    expect: [
      { code: 'SITEMAP_URL_INVALID', pointer: '/current/sitemap_urls/2', details: { url: '/guides/b' } },
      { code: 'SITEMAP_URL_OFF_SITE', pointer: '/current/sitemap_urls/3' },
      { code: 'SITEMAP_URL_OFF_SITE', pointer: '/current/sitemap_urls/4' },
    ],
    report: { sitemap: { added: 3 } },
  },
  {
    name: 'the same URLs with another host case or a fragment are not removals',
    input: packet({ sitemap_urls: ['https://SHOP.example.com/', 'https://shop.example.com/guides/a#top'] }),
    expect: [],
    absent: ['SITEMAP_URL_REMOVED', 'SITEMAP_URL_OFF_SITE', 'SITEMAP_URL_INVALID'],
  },
  // Canonical.
  {
    name: 'a canonical moved to another domain: host changed, and earlier Lighthouse versions failed it as "Points to a different domain"',
    input: packet({ canonical: 'https://other.example.net/guides/a' }),
    expect: [
      { code: 'CANONICAL_HOST_CHANGED', pointer: '/current/canonical', details: { from: 'https://shop.example.com/guides/a', to: 'https://other.example.net/guides/a' } },
      { code: 'CANONICAL_OTHER_DOMAIN', pointer: '/current/canonical', details: { url: 'https://other.example.net/guides/a', domain: 'example.net', pageDomain: 'example.com' } },
    ],
    absent: ['CANONICAL_CHANGED', 'CANONICAL_DISALLOWED'],
    report: { canonical: { change: 'host' } },
  },
  {
    name: 'a canonical moved to another host of the same domain is a host change only (Lighthouse getPrimaryDomain: last two labels)',
    input: packet({ canonical: 'https://www.example.com/guides/a' }),
    expect: [{ code: 'CANONICAL_HOST_CHANGED', pointer: '/current/canonical' }],
    absent: ['CANONICAL_OTHER_DOMAIN', 'CANONICAL_CHANGED'],
  },
  {
    name: 'a canonical on a staging domain in both snapshots is still flagged: the state, not the change',
    input: packet({ canonical: 'https://staging.example.net/guides/a' }, { canonical: 'https://staging.example.net/guides/a' }),
    expect: [{ code: 'CANONICAL_OTHER_DOMAIN', pointer: '/current/canonical', subject: 'https://staging.example.net/guides/a' }],
    absent: ['CANONICAL_HOST_CHANGED', 'CANONICAL_CHANGED'],
    status: 'REVIEW',
  },
  {
    name: 'a relative canonical to another path resolves against the page; Lighthouse fails it ("Is not an absolute URL")',
    input: packet({ canonical: '/guides/b' }),
    expect: [
      { code: 'CANONICAL_CHANGED', pointer: '/current/canonical', details: { to: 'https://shop.example.com/guides/b' } },
      { code: 'CANONICAL_RELATIVE', pointer: '/current/canonical', details: { canonical: '/guides/b', url: 'https://shop.example.com/guides/b' } },
    ],
    absent: ['CANONICAL_HOST_CHANGED'],
    status: 'REVIEW',
    report: { canonical: { change: 'path' } },
  },
  {
    name: 'a relative canonical to the page itself changes nothing but is still relative',
    input: packet({ canonical: '/guides/a' }),
    expect: [{ code: 'CANONICAL_RELATIVE', pointer: '/current/canonical', details: { url: 'https://shop.example.com/guides/a' } }],
    absent: ['CANONICAL_CHANGED'],
    report: { canonical: { change: 'unchanged' } },
  },
  {
    name: 'a canonical to the site root from a deeper page (Lighthouse: "Points to the domain\'s root URL (the homepage)")',
    input: packet({ canonical: 'https://shop.example.com/' }),
    expect: [
      { code: 'CANONICAL_CHANGED', pointer: '/current/canonical' },
      { code: 'CANONICAL_POINTS_TO_ROOT', pointer: '/current/canonical', details: { url: 'https://shop.example.com/', page: 'https://shop.example.com/guides/a' } },
    ],
    absent: ['CANONICAL_RELATIVE', 'CANONICAL_OTHER_DOMAIN'],
    status: 'REVIEW',
  },
  {
    name: 'the homepage naming itself as canonical is not a root mistake (Lighthouse: baseURL.pathname !== "/")',
    input: packet({ url: 'https://shop.example.com/', canonical: 'https://shop.example.com/?' }, { url: 'https://shop.example.com/', canonical: 'https://shop.example.com/' }),
    expect: [],
    absent: ['CANONICAL_POINTS_TO_ROOT', 'CANONICAL_CHANGED'],
  },
  {
    name: 'an emptied canonical',
    input: packet({ canonical: '  ' }),
    expect: [{ code: 'CANONICAL_EMPTIED', pointer: '/current/canonical', details: { from: 'https://shop.example.com/guides/a' } }],
    report: { canonical: { change: 'emptied' } },
  },
  {
    name: 'a canonical that is no http(s) URL',
    input: packet({ canonical: 'mailto:seo@example.com' }),
    expect: [{ code: 'CANONICAL_INVALID', pointer: '/current/canonical', details: { canonical: 'mailto:seo@example.com' } }],
    absent: ['CANONICAL_CHANGED', 'CANONICAL_HOST_CHANGED'],
  },
  {
    name: 'a canonical differing only in host case and fragment is unchanged',
    input: packet({ canonical: 'https://SHOP.example.com/guides/a#top' }),
    expect: [],
    absent: ['CANONICAL_CHANGED', 'CANONICAL_HOST_CHANGED', 'CANONICAL_EMPTIED', 'CANONICAL_INVALID'],
  },
  // Title and structured data.
  {
    name: 'a changed title is a notice',
    input: packet({ title: 'Guide A — updated' }),
    expect: [{ code: 'TITLE_CHANGED', pointer: '/current/title', details: { from: 'Guide A', to: 'Guide A — updated' } }],
    status: 'READY',
  },
  {
    name: 'a title differing only in white space is unchanged',
    input: packet({ title: '  Guide\n  A ' }),
    expect: [],
    absent: ['TITLE_CHANGED', 'TITLE_EMPTIED'],
  },
  {
    name: 'a title that disappeared',
    input: packet({ title: '' }),
    expect: [{ code: 'TITLE_EMPTIED', pointer: '/current/title', details: { from: 'Guide A' } }],
    absent: ['TITLE_CHANGED'],
    status: 'REVIEW',
  },
  {
    name: 'structured-data types removed and added; a schema.org URL names the same type',
    input: packet({ schema_types: ['https://schema.org/Article', 'Product'] }, { schema_types: ['Article', 'FAQPage'] }),
    expect: [
      { code: 'SCHEMA_TYPE_REMOVED', pointer: '/baseline/schema_types/1', subject: 'FAQPage', details: { type: 'FAQPage' } },
      { code: 'SCHEMA_TYPE_ADDED', pointer: '/current/schema_types/1', subject: 'Product', details: { type: 'Product' } },
    ],
    report: { schemaTypes: { removed: ['FAQPage'], added: ['Product'] } },
  },
  {
    name: 'the sample packet: guides blocked, sitemap directive and a URL dropped, canonical moved, title and FAQ changed',
    input: {
      baseline: {
        captured_at: '2026-02-01T09:00:00Z',
        url: 'https://shop.example.com/guides/espresso-grinders',
        robots_text: 'User-agent: *\nDisallow: /cart\nSitemap: https://shop.example.com/sitemap.xml\n',
        sitemap_urls: ['https://shop.example.com/', 'https://shop.example.com/guides/espresso-grinders', 'https://shop.example.com/guides/milk-frothing'],
        canonical: 'https://shop.example.com/guides/espresso-grinders',
        schema_types: ['Article', 'BreadcrumbList', 'FAQPage'],
        title: 'Choosing an Espresso Grinder | Example Shop',
      },
      current: {
        captured_at: '2026-03-01T09:00:00Z',
        url: 'https://shop.example.com/guides/espresso-grinders',
        robots_text: 'User-agent: *\nDisallow: /cart\nDisallow: /guides/\n',
        sitemap_urls: ['https://shop.example.com/', 'https://shop.example.com/guides/milk-frothing'],
        canonical: 'https://shop.example.com/guides/grinders',
        schema_types: ['Article', 'BreadcrumbList'],
        title: 'Espresso Grinders',
      },
    },
    expect: [
      { code: 'SCHEMA_TYPE_REMOVED', pointer: '/baseline/schema_types/2' },
      { code: 'SITEMAP_URL_REMOVED', pointer: '/baseline/sitemap_urls/1' },
      { code: 'CANONICAL_CHANGED', pointer: '/current/canonical' },
      { code: 'CANONICAL_DISALLOWED', pointer: '/current/canonical' },
      {
        code: 'PATHS_NEWLY_DISALLOWED',
        pointer: '/current/robots_text',
        details: { count: 3, paths: ['/guides/espresso-grinders', '/guides/milk-frothing', '/guides/grinders'] },
      },
      { code: 'SITEMAP_DIRECTIVE_REMOVED', pointer: '/current/robots_text' },
      { code: 'SITEMAP_URL_DISALLOWED', pointer: '/current/sitemap_urls/1' },
      { code: 'TITLE_CHANGED', pointer: '/current/title' },
    ],
    status: 'BLOCKED',
  },
]);
