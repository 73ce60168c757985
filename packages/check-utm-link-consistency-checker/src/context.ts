/**
 * What every rule reads, prepared once: the policy (required names, allowed values, unreadable
 * entries), each link parsed with its query read, each tracked parameter's values across links,
 * and the sets of links that share a normalized URL. Rules only read this.
 */
import { duplicateSets, jsonPointer } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { LIST_CAP, missingParams, pathOf, valuesByParam, type MissingParam } from './lib/query.js';
import { fragmentParams, normalizedLink, parseLink, type Parsed } from './lib/url.js';

export { LIST_CAP };

export const DEFAULT_REQUIRED = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** A link by position and id. */
export interface LinkRef {
  index: number;
  id: string;
}

/** One link's (first) value of one tracked parameter. */
export interface Sighting extends LinkRef {
  value: string;
}

/** A parameter's allowed values, and the first LIST_CAP of them as findings name them. */
export interface Allowed {
  values: Set<string>;
  shown: string[];
}

/** One query parameter of a link, in query order (first occurrence of the name). */
export interface QueryParam {
  param: string;
  values: [string, ...string[]];
  /** `utm_*`, or named in `policy.required` or `policy.allowed_values`. */
  tracked: boolean;
}

export interface LinkEntry extends LinkRef {
  /** The link's `url` pointer: every finding about a link but DUPLICATE_ID is there. */
  pointer: string;
  parsed: Parsed;
  /** Empty unless the URL parsed as http(s). */
  params: QueryParam[];
  missing: { count: number; shown: MissingParam[] } | null;
  /** Distinct `utm_*` keys written after `#`. */
  fragmentUtm: string[];
}

/** Links of one normalized URL carried by two or more ids. */
export interface DuplicateLinkSet {
  normalized: string;
  members: LinkRef[];
  ids: string[];
}

export interface Context {
  /** `policy.required` as supplied, or the default. */
  required: string[];
  /** `policy.allowed_values` entries that are not a string or an array of strings, in policy order. */
  invalidAllowed: string[];
  allowed: Map<string, Allowed>;
  links: LinkEntry[];
  /** Each tracked parameter's first value in every link that sets it, by first sighting. */
  sightings: Map<string, Sighting[]>;
  duplicateLinks: DuplicateLinkSet[];
}

function readAllowed(policy: Input['policy']): { allowed: Map<string, Allowed>; invalid: string[] } {
  const allowed = new Map<string, Allowed>();
  const invalid: string[] = [];
  for (const [param, spec] of Object.entries(policy?.allowed_values ?? {})) {
    const list = typeof spec === 'string' ? [spec] : Array.isArray(spec) && spec.every((v) => typeof v === 'string') ? (spec as string[]) : null;
    if (!list) {
      invalid.push(param);
      continue;
    }
    const values = new Set(list);
    allowed.set(param, { values, shown: [...values].slice(0, LIST_CAP) });
  }
  return { allowed, invalid };
}

export function prepare(input: Input): Context {
  const required = input.policy?.required ?? [...DEFAULT_REQUIRED];
  const { allowed, invalid } = readAllowed(input.policy);
  const requiredSet = new Set(required);
  // A name listed twice is one requirement; each link is checked against the distinct names in order.
  const requiredNames = [...requiredSet];
  const isTracked = (param: string) => param.startsWith('utm_') || requiredSet.has(param) || allowed.has(param);

  const sightings = new Map<string, Sighting[]>();
  const checked: Array<LinkRef & { url: URL; path: string }> = [];
  const links = input.links.map(({ id, url: text }, index): LinkEntry => {
    const pointer = jsonPointer('links', index, 'url');
    const parsed = parseLink(text);
    if (!parsed.ok) return { index, id, pointer, parsed, params: [], missing: null, fragmentUtm: [] };
    const { url } = parsed;
    checked.push({ index, id, url, path: pathOf(url) });
    const byParam = valuesByParam(url.searchParams);
    const params = [...byParam].map(([param, values]): QueryParam => ({ param, values, tracked: isTracked(param) }));
    for (const { param, values, tracked } of params) {
      if (!tracked) continue;
      const list = sightings.get(param);
      if (list) list.push({ index, id, value: values[0] });
      else sightings.set(param, [{ index, id, value: values[0] }]);
    }
    const fragmentUtm = [...new Set(fragmentParams(url).filter((p) => p.toLowerCase().startsWith('utm_')))];
    return { index, id, pointer, parsed, params, missing: missingParams(byParam, requiredNames, requiredSet), fragmentUtm };
  });

  // Only links that share their URL up to the query can be duplicates, so only those are
  // normalized (a parse and a sort of the query each).
  const samePath = duplicateSets(checked, ({ path }) => path)
    .flat()
    .map(({ index, id, url }) => ({ index, id, normalized: normalizedLink(url) }));
  const duplicateLinks: DuplicateLinkSet[] = [];
  for (const members of duplicateSets(samePath, ({ normalized }) => normalized)) {
    const ids = [...new Set(members.map((member) => member.id))];
    if (ids.length < 2) continue; // one id listed twice is a duplicate id, not a duplicate link
    const { normalized } = members[0] as (typeof samePath)[number];
    duplicateLinks.push({ normalized, members: members.map(({ index, id }) => ({ index, id })), ids });
  }

  return { required, invalidAllowed: invalid, allowed, links, sightings, duplicateLinks };
}
