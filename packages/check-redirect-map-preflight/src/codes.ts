import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  INVALID_SOURCE: {
    severity: 'error',
    message: 'Source "{{source}}" cannot be matched by a server ({{reason}}).',
    description: 'A redirect source or baseline URL is empty, unparseable, not an http(s) URL or root-relative path, or climbs above the root.',
    example: '`old-page`, `ftp://host/x`',
  },
  INVALID_DESTINATION: {
    severity: 'error',
    message: 'Destination "{{destination}}" of "{{source}}" is not a usable target ({{reason}}).',
    description: 'A destination is empty, unparseable, uses a script or local scheme (javascript:, data:, vbscript:, file:), or is a relative path that climbs above the root.',
    example: '`javascript:alert(1)`, `../../x` from `/blog/post`',
  },
  SELF_REDIRECT: {
    severity: 'error',
    message: '"{{source}}" redirects to itself ("{{destination}}" normalizes to {{normalized}}).',
    description: 'Source and destination are the same URL after normalization, so the redirect loops on itself.',
    example: '`/news` → `/news/`',
  },
  REDIRECT_LOOP: {
    severity: 'error',
    message: 'Redirect loop of {{length}} rules: {{cycle}}.',
    description: 'Following the destinations returns to a URL already visited; browsers give up with a redirect-loop error.',
    example: '`/sale` → `/promo` → `/sale`',
  },
  CHAIN_INTO_LOOP: {
    severity: 'error',
    message: '"{{source}}" leads after {{hops}} hops into a redirect loop at "{{loop_entry}}".',
    description: 'A redirect chain ends in a loop (or a self-redirect), so its source never reaches a page.',
    example: '`/x` → `/sale` (in a loop)',
  },
  REDIRECT_CHAIN: {
    severity: 'warning',
    message: '"{{source}}" reaches its final target "{{final_target}}" only after {{hops}} hops.',
    description: 'A destination is itself a redirected source; each extra hop costs a round trip and crawl budget, so every rule of the chain should point at the final target.',
    example: '`/old` → `/shoes` → `/footwear/`',
  },
  CONFLICTING_SOURCE: {
    severity: 'error',
    message: 'Source "{{source}}" is redirected again to "{{destination}}" (rule {{first_index}} sends it to "{{first_destination}}").',
    description: 'Two rules share one normalized source but name different destinations; which one wins depends on the server.',
    example: '`/about` → `/company`, `/about/` → `/about-us`',
  },
  DUPLICATE_SOURCE: {
    severity: 'notice',
    message: 'Source "{{source}}" repeats rule {{first_index}} with the same destination.',
    description: 'Two rules share one normalized source and destination; the later one is redundant.',
    example: '`/a` → `/x`, `/a/` → `/x/`',
  },
  UNREDIRECTED_BASELINE_SOURCE: {
    severity: 'error',
    message: 'Legacy URL "{{source}}" has no redirect and would answer 404.',
    description: 'A baseline source is matched by no redirect rule after normalization.',
    example: '`/contact`',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
