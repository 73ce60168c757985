/**
 * What every rule reads, prepared once: the policy (required names, allowed values, unreadable
 * entries), each link parsed with its query read, each tracked parameter's values across links,
 * and the sets of links that share a normalized URL. Rules only read this.
 */
import { duplicateSets, jsonPointer } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { LIST_CAP, missingParams, pathOf, valuesByParam, type MissingParam } from './lib/query.js';
import { appStoreOf, ga4Channel, isGa4Parameter, siteOf, suggestGa4Parameter } from './lib/ga4.js';
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
  /** The app store the link opens, whose page drops the link's own `utm_*` keys; null for a web link. */
  appStore: { store: 'Google Play' | 'App Store'; utmKeys: string[] } | null;
  /** True when the campaign parameters were read from a Google Play link's `referrer` value. */
  viaReferrer: boolean;
  /** `utm_*` keys (any case) that GA4 does not collect and the policy does not name: how many, the first LIST_CAP with a likely meant name. */
  unknownUtm: { count: number; shown: { param: string; suggestion: string | null }[] } | null;
  /** Why the link is internal (the item's `internal: true`, or `page_url` on the same site) and its `utm_*` keys; null otherwise. */
  internal: { reason: 'internal' | 'page_url'; params: string[] } | null;
  /** The GA4 default channel of a link with a non-blank utm_medium (first values); null without one. */
  channel: { channel: string; source: string; medium: string; campaign: string } | null;
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

/** A `utm_` key in any letter case. */
const isUtmKey = (param: string): boolean => param.length >= 4 && param.slice(0, 4).toLowerCase() === 'utm_';

/**
 * Why a link is internal, read from the item's open keys: `internal: true`, or a `page_url` (the
 * page the link is published on) on the link's own site; null when neither says so.
 */
function internalReason(item: Input['links'][number], url: URL, utmKeys: string[]): LinkEntry['internal'] {
  if (item.internal === true) return { reason: 'internal', params: utmKeys.slice(0, LIST_CAP) };
  if (typeof item.page_url !== 'string') return null;
  const page = parseLink(item.page_url);
  return page.ok && siteOf(page.url) === siteOf(url) ? { reason: 'page_url', params: utmKeys.slice(0, LIST_CAP) } : null;
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
  const links = input.links.map((item, index): LinkEntry => {
    const { id, url: text } = item;
    const pointer = jsonPointer('links', index, 'url');
    const parsed = parseLink(text);
    if (!parsed.ok) {
      return { index, id, pointer, parsed, params: [], missing: null, fragmentUtm: [], appStore: null, viaReferrer: false, unknownUtm: null, internal: null, channel: null };
    }
    const { url } = parsed;
    checked.push({ index, id, url, path: pathOf(url) });
    const store = appStoreOf(url);
    let byParam = valuesByParam(url.searchParams);
    const ownUtm = [...byParam.keys()].filter(isUtmKey);
    // Google Play hands only its `referrer` value to the installed app: the campaign lives there.
    const referrer = store === 'Google Play' ? byParam.get('referrer')?.[0] : undefined;
    const viaReferrer = referrer !== undefined && referrer.trim() !== '';
    if (viaReferrer) {
      const inner = valuesByParam(new URLSearchParams(referrer));
      for (const [param, values] of byParam) if (param !== 'referrer' && !isUtmKey(param) && !inner.has(param)) inner.set(param, values);
      byParam = inner;
    }
    const params = [...byParam].map(([param, values]): QueryParam => ({ param, values, tracked: isTracked(param) }));
    for (const { param, values, tracked } of params) {
      if (!tracked) continue;
      const list = sightings.get(param);
      if (list) list.push({ index, id, value: values[0] });
      else sightings.set(param, [{ index, id, value: values[0] }]);
    }
    const fragmentUtm = [...new Set(fragmentParams(url).filter(isUtmKey))];
    // The App Store passes no query parameter to the app: its links carry no UTM requirement.
    const missing = store === 'App Store' ? null : missingParams(byParam, requiredNames, requiredSet);
    const reportedMiscased = new Set(missing?.shown.map((m) => m.miscasedKey) ?? []);
    const unknown = [...byParam.keys()].filter(
      (param) => isUtmKey(param) && !isGa4Parameter(param) && !requiredSet.has(param) && !allowed.has(param) && !reportedMiscased.has(param),
    );
    const unknownUtm =
      unknown.length === 0 ? null : { count: unknown.length, shown: unknown.slice(0, LIST_CAP).map((param) => ({ param, suggestion: suggestGa4Parameter(param) })) };
    const utmKeys = [...byParam.keys()].filter(isUtmKey);
    const medium = byParam.get('utm_medium')?.[0] ?? '';
    const channel =
      medium.trim() === ''
        ? null
        : (() => {
            const source = byParam.get('utm_source')?.[0] ?? '';
            const campaign = byParam.get('utm_campaign')?.[0] ?? '';
            return { channel: ga4Channel(source, medium, campaign), source, medium, campaign };
          })();
    return {
      index,
      id,
      pointer,
      parsed,
      params,
      missing,
      fragmentUtm,
      appStore: store && ownUtm.length > 0 ? { store, utmKeys: ownUtm.slice(0, LIST_CAP) } : null,
      viaReferrer,
      unknownUtm,
      internal: utmKeys.length > 0 ? internalReason(item, url, utmKeys) : null,
      channel,
    };
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
