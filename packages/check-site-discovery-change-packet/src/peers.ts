import type { PeerComparison } from '@evidence-check/core-receipt';

const GOOGLE = "Google's robots.txt parser (google/robotstxt)";
const RFC = 'RFC 9309 Robots Exclusion Protocol';
const CANONICAL = "Lighthouse's canonical audit";
const ROBOTS_AUDIT = "Lighthouse's robots-txt audit";
const ROBOTS_PARSER = 'robots-parser (npm)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: GOOGLE, url: 'https://github.com/google/robotstxt/blob/master/robots.cc' },
    { name: RFC, url: 'https://www.rfc-editor.org/rfc/rfc9309' },
    { name: CANONICAL, url: 'https://github.com/GoogleChrome/lighthouse/blob/main/core/audits/seo/canonical.js' },
    { name: ROBOTS_AUDIT, url: 'https://github.com/GoogleChrome/lighthouse/blob/main/core/audits/seo/robots-txt.js' },
    {
      name: ROBOTS_PARSER,
      url: 'https://github.com/samclarke/robots-parser',
      oracle:
        'differential oracle in test/robots.test.ts: 2000 generated files (40,000 verdicts); 1000 files written with Google\'s misspellings against robots-parser on the same files spelled right (20,000 verdicts); 0 disagreements',
    },
  ],
  rules: [
    {
      peer: GOOGLE,
      rule: 'ParsedRobotsKey::KeyIsDisallow: dissallow, dissalow, disalow, diasllow, disallaw (kAllowFrequentTypos)',
      ours: ['ROBOTS_DIRECTIVE_MISSPELLED', 'ROBOTS_DISALLOWS_SITE', 'PATHS_NEWLY_DISALLOWED'],
      note: 'read as Disallow in every verdict, and the line is flagged because strict parsers skip it',
    },
    {
      peer: GOOGLE,
      rule: 'ParsedRobotsKey::KeyIsUserAgent: useragent, user agent',
      ours: ['ROBOTS_DIRECTIVE_MISSPELLED', 'SEARCH_CRAWLER_SITE_DISALLOWED'],
      note: 'opens a group as User-agent does',
    },
    { peer: GOOGLE, rule: 'ParsedRobotsKey::KeyIsSitemap: site-map', ours: ['ROBOTS_DIRECTIVE_MISSPELLED', 'SITEMAP_DIRECTIVE_REMOVED'] },
    {
      peer: GOOGLE,
      rule: 'StartsWithIgnoreCase: a key that starts with a spelling names it (Disallowed, User-agents)',
      ours: 'ROBOTS_DIRECTIVE_MISSPELLED',
    },
    { peer: GOOGLE, rule: 'GetKeyAndValueFrom: a missing colon between two words is assumed (ID_LineSyntax_Line)', ours: 'ROBOTS_DIRECTIVE_MISSPELLED' },
    { peer: GOOGLE, rule: 'LongestMatchRobotsMatchStrategy: most octets wins, allow on a tie', ours: ['PATHS_NEWLY_DISALLOWED', 'SITEMAP_URL_DISALLOWED', 'CANONICAL_DISALLOWED'] },
    {
      peer: GOOGLE,
      rule: 'HandleAllow: an allowed …/index.htm(l) also allows the directory',
      ours: null,
      note: 'Google-only extension, not in RFC 9309; listed in the limitations',
    },
    {
      peer: GOOGLE,
      rule: 'kMaxLineLen (2083 × 8 bytes): the rest of a longer line is dropped',
      ours: null,
      note: 'lines are read whole; robots_text is at most 32,768 characters, so only a single line of over 16,000 bytes could be read differently',
    },
    { peer: RFC, rule: '§2.2.1 user-agent groups, product tokens, fallback to *', ours: ['SEARCH_CRAWLER_SITE_DISALLOWED', 'AI_CRAWLER_SITE_DISALLOWED', 'PATHS_NEWLY_DISALLOWED'] },
    { peer: RFC, rule: '§2.2.2 allow and disallow, longest match', ours: ['ROBOTS_DISALLOWS_SITE', 'PATHS_NEWLY_DISALLOWED'] },
    { peer: RFC, rule: '§2.2.3 special characters * and $', ours: 'PATHS_NEWLY_DISALLOWED' },
    { peer: RFC, rule: '§2.2.4 other records (Sitemap)', ours: 'SITEMAP_DIRECTIVE_REMOVED' },
    { peer: RFC, rule: '§2.3 robots.txt applies per scheme, host and port', ours: 'SITEMAP_URL_OFF_SITE' },
    { peer: CANONICAL, rule: 'explanationInvalid: "Invalid URL"', ours: 'CANONICAL_INVALID' },
    {
      peer: CANONICAL,
      rule: 'explanationRelative: "Is not an absolute URL"',
      ours: 'CANONICAL_RELATIVE',
      note: 'the current audit reaches "Invalid URL" for a path-only href, since new URL(hrefRaw) throws; it fails the page either way',
    },
    {
      peer: CANONICAL,
      rule: 'explanationRoot: "Points to the domain\'s root URL (the homepage), instead of an equivalent page of content"',
      ours: 'CANONICAL_POINTS_TO_ROOT',
    },
    {
      peer: CANONICAL,
      rule: 'explanationDifferentDomain: "Points to a different domain" (getPrimaryDomain; in earlier versions of the audit, since removed)',
      ours: 'CANONICAL_OTHER_DOMAIN',
    },
    {
      peer: CANONICAL,
      rule: 'explanationConflict: "Multiple conflicting URLs"',
      ours: null,
      note: 'a snapshot carries one canonical string (the interface\'s closed snapshot object has no list)',
    },
    {
      peer: CANONICAL,
      rule: 'explanationPointsElsewhere: "Points to another hreflang location"',
      ours: null,
      note: 'the snapshot carries no hreflang links',
    },
    {
      peer: ROBOTS_AUDIT,
      rule: '"Unknown directive" / "Syntax not understood"',
      ours: 'ROBOTS_DIRECTIVE_MISSPELLED',
      note: 'for the keys and colon-less lines Google reads as directives; other unknown lines are ignored as RFC 9309 §2.2.4 allows',
    },
    {
      peer: ROBOTS_AUDIT,
      rule: '"No user-agent specified" (a rule before any group)',
      ours: null,
      note: 'such rules are ignored as RFC 9309 says; the product compares discovery evidence and does not lint robots.txt',
    },
    {
      peer: ROBOTS_AUDIT,
      rule: '"Invalid sitemap URL", "Pattern should either be empty, start with / or *", "$ should only be used at the end"',
      ours: null,
      note: 'syntax lint outside the comparison of two snapshots; the patterns are still matched as written',
    },
    { peer: ROBOTS_PARSER, rule: 'isAllowed(url, ua)', ours: ['PATHS_NEWLY_DISALLOWED', 'SITEMAP_URL_DISALLOWED', 'CANONICAL_DISALLOWED'] },
  ],
} as const satisfies PeerComparison;
