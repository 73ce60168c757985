import type { PeerComparison } from '@evidence-check/core-receipt';

const REGISTRY = 'Official MCP Registry publish validation (modelcontextprotocol/registry)';
const SHOW_HN = 'Show HN rules';
const HN = 'Hacker News guidelines';
const PH = 'Product Hunt community guidelines and post-removal criteria';
const AGENTCASH = '@agentcash/discovery audit codes (x402 discovery)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    {
      name: REGISTRY,
      url: 'https://github.com/modelcontextprotocol/registry/blob/main/internal/validators/validators.go',
      oracle:
        "the registry's RE2 patterns run verbatim by re2js in test/mcp-registry-oracle.test.ts: 4,028 versions and 4,011 server names (generated from the patterns' grammar, each verdict in the hundreds), 3,006 repository URLs; 0 disagreements with our matchers",
    },
    { name: SHOW_HN, url: 'https://news.ycombinator.com/showhn.html' },
    { name: HN, url: 'https://news.ycombinator.com/newsguidelines.html' },
    { name: PH, url: 'https://help.producthunt.com/en/articles/3615694-community-guidelines' },
    { name: AGENTCASH, url: 'https://github.com/merit-systems/agentcash-discovery' },
  ],
  rules: [
    { peer: REGISTRY, rule: 'validateVersion: reserved-version-string ("latest")', ours: 'MCP_VERSION_REJECTED' },
    {
      peer: REGISTRY,
      rule: 'looksLikeVersionRange: version-looks-like-range (comparator, hyphen, || and dotted wildcard ranges)',
      ours: 'MCP_VERSION_REJECTED',
      note: 'also its quirk: a dotted version containing x, X or * anywhere (1.0.0-next.1) is refused, so it is flagged',
    },
    {
      peer: REGISTRY,
      rule: 'parseServerName: invalid-server-name (dns-namespace/name)',
      ours: 'MCP_SERVER_NAME_INVALID',
      note: 'on agent-registry surfaces captured at registry.modelcontextprotocol.io; the request has no server.json name of its own',
    },
    {
      peer: REGISTRY,
      rule: 'server names are namespaced (io.github.acme/invoice-lint); npm scopes names (@acme/x)',
      ours: 'SURFACE_NAME_MISMATCH',
      note: 'the part after the one slash is compared with product.name on agent-registry and scoped package-registry surfaces, so the namespace is no mismatch',
    },
    { peer: REGISTRY, rule: 'IsValidRemoteURL: invalid-remote-url (https, not localhost / 127.0.0.1 / *.localhost)', ours: 'MCP_REMOTE_URL_REJECTED' },
    { peer: REGISTRY, rule: 'IsValidRepositoryURL: invalid-repository-url (github.com / gitlab.com only)', ours: 'MCP_REPOSITORY_URL_UNSUPPORTED', note: 'a notice: repository is optional in server.json' },
    { peer: REGISTRY, rule: 'validateWebsiteURL: website-url-invalid-scheme (https only)', ours: 'MCP_WEBSITE_URL_NOT_HTTPS', note: 'a notice: websiteUrl is optional' },
    { peer: REGISTRY, rule: 'server.json lists packages (npm, PyPI, …) or remotes', ours: ['CHANNEL_SURFACE_MISSING', 'INSTALL_COMMAND_MISSING'] },
    { peer: REGISTRY, rule: 'the registry lists MCP servers', ours: 'CHANNEL_KIND_MISMATCH' },
    {
      peer: REGISTRY,
      rule: 'server.schema.json: description maxLength 100',
      ours: null,
      note: 'the request carries no description: product is a closed object with name, version, kind, canonical_url and price_usd only',
    },
    {
      peer: REGISTRY,
      rule: 'validateRegistryOwnership: the npm/PyPI package names the server (mcpName)',
      ours: null,
      note: 'needs the published package contents; the product fetches nothing',
    },
    { peer: REGISTRY, rule: 'namespace ownership (GitHub login for io.github.*, DNS or HTTP proof for a domain)', ours: null, note: 'an authentication step at publish time, not evidence in the packet' },
    {
      peer: REGISTRY,
      rule: 'unsupported-remote-transport-type (streamable-http or sse only)',
      ours: null,
      note: 'a surface carries no transport type (closed object)',
    },
    { peer: SHOW_HN, rule: '"Show HN is for something you\'ve made that other people can play with"; off topic: "blog posts, sign-up pages, newsletters, lists, and other reading material"', ours: ['LAUNCH_NOT_LIVE', 'CHANNEL_SURFACE_MISSING'] },
    { peer: SHOW_HN, rule: '"Please make it easy for users to try your thing out, ideally without barriers such as signups or emails."', ours: 'LAUNCH_SIGNUP_REQUIRED' },
    { peer: SHOW_HN, rule: '"The project must be something you\'ve worked on personally and which you\'re around to discuss."', ours: 'LAUNCH_FOUNDER_UNAVAILABLE' },
    { peer: HN, rule: '"Don\'t post generated text or AI-edited text. HN is for conversation between humans."', ours: 'LAUNCH_GENERATED_COMMENTS' },
    { peer: HN, rule: '"Don\'t solicit upvotes, comments, or submissions."', ours: null, note: 'launch_evidence has no such field; community-rule-credibility-preflight checks asks_for_votes' },
    { peer: PH, rule: 'Do Not Spam: no bots, only genuine activity', ours: 'LAUNCH_GENERATED_COMMENTS' },
    { peer: PH, rule: 'Do Not Spam: no asked-for or incentivised upvotes', ours: null, note: 'launch_evidence has no such field' },
    { peer: PH, rule: 'Why are posts removed: not a product; incomplete launch (logo, tagline, images)', ours: 'LAUNCH_NOT_LIVE', note: 'logo, tagline and images are not in the request' },
    {
      peer: AGENTCASH,
      rule: 'L2_PRICE_MISSING_ON_PAID: a paid route has no price hint',
      ours: 'REQUIRED_SURFACE_MISSING',
      note: 'per product, not per route: a paid-api needs a usable pricing surface; the request carries no routes',
    },
    {
      peer: AGENTCASH,
      rule: 'OPENAPI_NOT_FOUND, OPENAPI_CONTACT_MISSING, L2_*, L3_*, L4_GUIDANCE_*, MPP_*, FAVICON_MISSING',
      ours: null,
      note: 'they read an OpenAPI document, a 402 body or a favicon; this request carries surface captures only, so the library cannot be run on it as an oracle',
    },
  ],
} as const satisfies PeerComparison;
