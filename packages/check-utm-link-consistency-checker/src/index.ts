import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { piiReasons } from './rules/pii.js';
import { driftKey, encodingIssue, fragmentParams, normalizedLink, parseLink, whitespaceIssue } from './rules/url.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
const LIST_CAP = 20;

export const DEFAULT_REQUIRED = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export type ValueCount = { param: string; value: string; links: number };

export type Report = {
  links: number;
  /** Links whose URL parsed as http(s) and were checked further. */
  checked: number;
  required: string[];
  linksMissingUtm: number;
  duplicateLinks: number;
  possiblePii: number;
  /** Every tracked parameter value, as first spelled, with the number of links using it. */
  values: ValueCount[];
};

type Link = Input['links'][number];

/** A link by position and id. */
interface LinkRef {
  index: number;
  id: string;
}

/** One link's (first) value of one tracked parameter. */
interface Sighting extends LinkRef {
  value: string;
}

/** A parameter's allowed values, and the first LIST_CAP of them as findings name them. */
interface Allowed {
  values: Set<string>;
  shown: string[];
}

function readAllowed(policy: Input['policy'], findings: FindingCollector<typeof codes>): Map<string, Allowed> {
  const allowed = new Map<string, Allowed>();
  for (const [param, spec] of Object.entries(policy?.allowed_values ?? {})) {
    const list = typeof spec === 'string' ? [spec] : Array.isArray(spec) && spec.every((v) => typeof v === 'string') ? (spec as string[]) : null;
    if (!list) {
      findings.add('POLICY_ALLOWED_VALUES_INVALID', { subject: param, pointer: jsonPointer('policy', 'allowed_values', param), details: { param } });
      continue;
    }
    const values = new Set(list);
    allowed.set(param, { values, shown: [...values].slice(0, LIST_CAP) });
  }
  return allowed;
}

/** Groups items by a key, keeping first-appearance order of keys and input order within a group. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const spellingOf = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * Case drift: values equal up to case and whitespace are one value. When the links spell it more
 * than one way, every link of the group is flagged; the most used spelling (first seen on a tie) is
 * named as canonical.
 */
function reportDrift(param: string, sightings: readonly Sighting[], findings: FindingCollector<typeof codes>): void {
  for (const [key, group] of groupBy(sightings, (sighting) => driftKey(sighting.value))) {
    if (key === '') continue;
    const counts = new Map<string, number>();
    for (const { value } of group) counts.set(spellingOf(value), (counts.get(spellingOf(value)) ?? 0) + 1);
    if (counts.size < 2) continue;
    let canonical = '';
    let best = 0;
    for (const [spelling, count] of counts) {
      if (count > best) {
        canonical = spelling;
        best = count;
      }
    }
    const spellings = [...counts.keys()].slice(0, LIST_CAP);
    findings.addGroup(
      'UTM_CASE_DRIFT',
      `${param}:${key}`,
      group.map(({ index, id, value }) => ({
        subject: id,
        pointer: jsonPointer('links', index, 'url'),
        details: { id, param, value, canonical, usesCanonical: spellingOf(value) === canonical, spellings, spellingCount: counts.size },
      })),
    );
  }
}

/** Every link of an id used more than once, the first included. */
function reportDuplicateIds(links: readonly Link[], findings: FindingCollector<typeof codes>): void {
  const indexed = links.map((link, index) => ({ id: link.id, index }));
  for (const [id, members] of groupBy(indexed, (member) => member.id)) {
    if (members.length < 2) continue;
    const shown = members.slice(0, LIST_CAP).map((member) => member.index);
    findings.addGroup(
      'DUPLICATE_ID',
      id,
      members.map(({ index }) => ({ subject: id, pointer: jsonPointer('links', index, 'id'), details: { id, count: members.length, links: shown } })),
    );
  }
}

/** Every link of a normalized URL carried by more than one id; returns how many links were flagged. */
function reportDuplicateLinks(byUrl: ReadonlyMap<string, LinkRef[]>, findings: FindingCollector<typeof codes>): number {
  let flagged = 0;
  for (const [normalized, members] of byUrl) {
    const ids = [...new Set(members.map((member) => member.id))];
    if (ids.length < 2) continue; // one id listed twice is a duplicate id, not a duplicate link
    flagged += members.length;
    // A member's otherIds are the first LIST_CAP ids but its own: all among the first LIST_CAP + 1.
    const head = ids.slice(0, LIST_CAP + 1);
    findings.addGroup(
      'DUPLICATE_LINK',
      normalized,
      members.map(({ index, id }) => ({
        subject: id,
        pointer: jsonPointer('links', index, 'url'),
        details: { id, otherIds: head.filter((other) => other !== id).slice(0, LIST_CAP), count: members.length, normalized },
      })),
    );
  }
  return flagged;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'utm-link-consistency-checker',
  title: 'UTM Link Consistency Checker',
  category: 'Marketing',
  summary: 'Flags missing UTM parameters, duplicate links, case drift, policy violations and possible personal data in campaign links.',
  limitations: [
    'Does not visit links; only the supplied URLs are parsed.',
    'Personal-data detection is a conservative heuristic: it can miss personal data and can flag harmless values.',
    'Allowed values are compared exactly; the policy is applied as supplied.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const required = input.policy?.required ?? [...DEFAULT_REQUIRED];
    const allowed = readAllowed(input.policy, findings);
    const requiredSet = new Set(required);
    // A name listed twice is one requirement; each link is checked against the distinct names in order.
    const requiredNames = [...requiredSet];
    const isTracked = (param: string) => param.startsWith('utm_') || requiredSet.has(param) || allowed.has(param);

    reportDuplicateIds(input.links, findings);
    // Links by their URL up to the query: only links that share it can be duplicates, so only
    // those are normalized (a parse and a sort of the query each).
    const byPath = new Map<string, Array<LinkRef & { url: URL }>>();
    const sightings = new Map<string, Sighting[]>();
    let checked = 0;
    let linksMissingUtm = 0;
    let possiblePii = 0;

    input.links.forEach((link: Link, index) => {
      const { id } = link;
      const pointer = jsonPointer('links', index, 'url');
      const parsed = parseLink(link.url);
      if (!parsed.ok) {
        if (parsed.reason === 'invalid') findings.add('URL_INVALID', { subject: id, pointer, details: { id } });
        else findings.add('URL_NOT_HTTP', { subject: id, pointer, details: { id, scheme: parsed.scheme } });
        return;
      }
      checked++;
      const { url } = parsed;
      const params = url.searchParams;

      const href = url.href;
      const query = href.indexOf('?');
      const fragment = href.indexOf('#');
      const cut = query < 0 ? fragment : fragment < 0 ? query : Math.min(query, fragment);
      const path = cut < 0 ? href : href.slice(0, cut);
      const samePath = byPath.get(path);
      if (samePath) samePath.push({ index, id, url });
      else byPath.set(path, [{ index, id, url }]);

      // Every parameter's values in one pass over the query (getAll per key would rescan it).
      const valuesByParam = new Map<string, [string, ...string[]]>();
      for (const [param, value] of params) {
        const values = valuesByParam.get(param);
        if (values) values.push(value);
        else valuesByParam.set(param, [value]);
      }
      // The query's distinct keys by lowercase spelling, in order: a miscased key is found without rescanning the query.
      const keysByLower = new Map<string, string[]>();
      for (const key of valuesByParam.keys()) {
        const spellings = keysByLower.get(key.toLowerCase());
        if (spellings) spellings.push(key);
        else keysByLower.set(key.toLowerCase(), [key]);
      }
      // Required names the link carries (non-blank), counted from the link's own parameters: the
      // work per link follows its query, not the length of the policy.
      let carried = 0;
      for (const [param, values] of valuesByParam) if (requiredSet.has(param) && values[0].trim() !== '') carried++;
      const missingCount = requiredNames.length - carried;
      if (missingCount > 0) {
        // The first LIST_CAP missing names: the scan passes over at most `carried` names that are present.
        const shown: { param: string; blank: boolean; miscasedKey: string | null }[] = [];
        for (let r = 0; r < requiredNames.length && shown.length < LIST_CAP; r++) {
          const param = requiredNames[r] as string;
          const value = valuesByParam.get(param)?.[0] ?? null;
          if (value !== null && value.trim() !== '') continue;
          const miscasedKey = keysByLower.get(param.toLowerCase())?.find((k) => k !== param) ?? null;
          shown.push({ param, blank: value !== null, miscasedKey });
        }
        linksMissingUtm++;
        findings.add('UTM_MISSING', {
          subject: id,
          pointer,
          details: { id, params: shown.map((m) => m.param).join(', '), count: missingCount, missing: shown },
        });
      }

      for (const [param, values] of valuesByParam) {
        const [value] = values;
        const reasons = values.length === 1 ? piiReasons(param, value) : [...new Set(values.flatMap((v) => piiReasons(param, v)))];
        if (reasons.length > 0) {
          possiblePii++;
          findings.add('POSSIBLE_PII', { subject: id, pointer, details: { id, param, reasons: reasons.join(', '), heuristic: true } });
        }
        if (!isTracked(param)) continue;

        if (values.length > 1) {
          findings.add('UTM_PARAM_REPEATED', { subject: id, pointer, details: { id, param, count: values.length, values } });
        }
        const list = sightings.get(param);
        if (list) list.push({ index, id, value });
        else sightings.set(param, [{ index, id, value }]);

        const permitted = allowed.get(param);
        if (permitted && value.trim() !== '' && !permitted.values.has(value)) {
          findings.add('UTM_VALUE_NOT_ALLOWED', { subject: id, pointer, details: { id, param, value, allowed: permitted.shown, allowedCount: permitted.values.size } });
        }
        const whitespace = whitespaceIssue(value);
        if (whitespace) findings.add('UTM_WHITESPACE', { subject: id, pointer, details: { id, param, value, issue: whitespace } });
        const encoding = encodingIssue(value);
        if (encoding) findings.add('UTM_ENCODING_SUSPECT', { subject: id, pointer, details: { id, param, value, issue: encoding } });
      }

      const inFragment = fragmentParams(url).filter((p) => p.toLowerCase().startsWith('utm_'));
      if (inFragment.length > 0) {
        findings.add('UTM_IN_FRAGMENT', { subject: id, pointer, details: { id, params: [...new Set(inFragment)] } });
      }
    });

    const byUrl = new Map<string, LinkRef[]>();
    for (const group of byPath.values()) {
      if (group.length < 2) continue;
      for (const { index, id, url } of group) {
        const key = normalizedLink(url);
        const sameUrl = byUrl.get(key);
        if (sameUrl) sameUrl.push({ index, id });
        else byUrl.set(key, [{ index, id }]);
      }
    }
    const duplicateLinks = reportDuplicateLinks(byUrl, findings);
    const values: ValueCount[] = [];
    for (const [param, list] of sightings) {
      if (list.length === 1) {
        // One link sets this parameter: no drift, one value (the common case of a long query).
        values.push({ param, value: (list[0] as Sighting).value, links: 1 });
        continue;
      }
      reportDrift(param, list, findings);
      const counts = new Map<string, number>();
      for (const { value } of list) counts.set(value, (counts.get(value) ?? 0) + 1);
      for (const [value, links] of counts) values.push({ param, value, links });
    }
    values.sort((a, b) => (a.param === b.param ? (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) : a.param < b.param ? -1 : 1));

    const report: Report = {
      links: input.links.length,
      checked,
      required: [...required],
      linksMissingUtm,
      duplicateLinks,
      possiblePii,
      values,
    };
    return {
      report,
      counters: { links: report.links, checked, missingUtm: linksMissingUtm, duplicates: duplicateLinks, possiblePii },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
