import type { PeerComparison } from '@evidence-check/core-receipt';

const REDIRECTS = 'Google Search Central: Redirects and Google Search';
const HTTP_ERRORS = 'Google Search Central: HTTP status codes and Google Search';
const CRAWL_BUDGET = "Google Search Central: large site owner's guide to crawl budget";
const PAGE_INDEXING = 'Search Console Page indexing report: Redirect error';
const RFC = 'RFC 9110 HTTP Semantics §15.4 (Redirection 3xx)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: REDIRECTS, url: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects' },
    { name: HTTP_ERRORS, url: 'https://developers.google.com/search/docs/crawling-indexing/http-network-errors' },
    { name: CRAWL_BUDGET, url: 'https://developers.google.com/search/docs/crawling-indexing/large-site-managing-crawl-budget' },
    { name: PAGE_INDEXING, url: 'https://support.google.com/webmasters/answer/7440203' },
    { name: RFC, url: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.4' },
  ],
  rules: [
    {
      peer: REDIRECTS,
      rule: 'Permanent server-side redirects: 301 and 308 ("a strong signal that the redirect target should be canonical")',
      ours: null,
      note: 'a permanent rule is the right one: nothing to flag; report.redirects.statuses counts them',
    },
    {
      peer: REDIRECTS,
      rule: 'Temporary server-side redirects: 302, 303 and 307 ("a weak signal that the redirect target should be canonical")',
      ours: 'TEMPORARY_REDIRECT_IN_CHAIN',
      note: 'flagged where a temporary hop sits inside a chain of two or more hops; a single temporary rule is a legitimate temporary move',
    },
    {
      peer: CRAWL_BUDGET,
      rule: 'Avoid long redirect chains, which have a negative effect on crawling',
      ours: 'REDIRECT_CHAIN',
      note: 'every rule of two or more hops, with its final target in report.flattened',
    },
    {
      peer: REDIRECTS,
      rule: 'meta refresh, JavaScript and crypto redirects',
      ours: null,
      note: 'the map carries server-side rules only; a page-level redirect is not evidence here',
    },
    {
      peer: HTTP_ERRORS,
      rule: "Google's crawlers follow up to 10 redirect hops; past that Search Console reports a redirect error",
      ours: 'REDIRECT_CHAIN_TOO_LONG',
    },
    { peer: PAGE_INDEXING, rule: 'A redirect chain that was too long', ours: 'REDIRECT_CHAIN_TOO_LONG' },
    { peer: PAGE_INDEXING, rule: 'A redirect loop', ours: ['REDIRECT_LOOP', 'SELF_REDIRECT', 'CHAIN_INTO_LOOP'] },
    { peer: PAGE_INDEXING, rule: 'A bad or empty URL in the redirect chain', ours: ['INVALID_DESTINATION', 'INVALID_SOURCE'] },
    {
      peer: PAGE_INDEXING,
      rule: 'A redirect URL that eventually exceeded the max URL length',
      ours: null,
      note: 'not checked; request strings are bounded only by the 256 KiB body',
    },
    {
      peer: RFC,
      rule: 'redirect status codes 301, 302, 303, 307, 308 (300 and 304 are no redirects to follow; 305, 306 deprecated or unused)',
      ours: 'INVALID_STATUS',
    },
    {
      peer: RFC,
      rule: '§10.2.2 Location: a URI reference, relative ones resolved against the request target',
      ours: 'INVALID_DESTINATION',
      note: 'relative destinations are resolved per RFC 3986 §5; one climbing above the root is flagged',
    },
  ],
} as const satisfies PeerComparison;
