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

interface Sighting {
  index: number;
  id: string;
  value: string;
}

function readAllowed(policy: Input['policy'], findings: FindingCollector<typeof codes>): Map<string, Set<string>> {
  const allowed = new Map<string, Set<string>>();
  for (const [param, spec] of Object.entries(policy?.allowed_values ?? {})) {
    const list = typeof spec === 'string' ? [spec] : Array.isArray(spec) && spec.every((v) => typeof v === 'string') ? (spec as string[]) : null;
    if (!list) {
      findings.add('POLICY_ALLOWED_VALUES_INVALID', { subject: param, pointer: jsonPointer('policy', 'allowed_values', param), details: { param } });
      continue;
    }
    allowed.set(param, new Set(list));
  }
  return allowed;
}

/** Case drift: within a group of values equal up to case and whitespace, the most used spelling is canonical. */
function reportDrift(param: string, sightings: readonly Sighting[], findings: FindingCollector<typeof codes>): void {
  const groups = new Map<string, Sighting[]>();
  for (const sighting of sightings) {
    const key = driftKey(sighting.value);
    if (key === '') continue;
    const group = groups.get(key);
    if (group) group.push(sighting);
    else groups.set(key, [sighting]);
  }
  for (const group of groups.values()) {
    const counts = new Map<string, number>();
    for (const { value } of group) {
      const spelling = value.trim().replace(/\s+/g, ' ');
      counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
    }
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
    for (const { index, id, value } of group) {
      if (value.trim().replace(/\s+/g, ' ') === canonical) continue;
      findings.add('UTM_CASE_DRIFT', {
        subject: id,
        pointer: jsonPointer('links', index, 'url'),
        details: { id, param, value, canonical, spellings, spellingCount: counts.size },
      });
    }
  }
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
    const isTracked = (param: string) => param.startsWith('utm_') || requiredSet.has(param) || allowed.has(param);

    const ids = new Map<string, number>();
    const normalized = new Map<string, number>();
    const sightings = new Map<string, Sighting[]>();
    let checked = 0;
    let linksMissingUtm = 0;
    let duplicateLinks = 0;
    let possiblePii = 0;

    input.links.forEach((link: Link, index) => {
      const { id } = link;
      const firstWithId = ids.get(id);
      if (firstWithId !== undefined) {
        findings.add('DUPLICATE_ID', { subject: id, pointer: jsonPointer('links', index, 'id'), details: { id, firstPointer: jsonPointer('links', firstWithId, 'id') } });
      } else {
        ids.set(id, index);
      }

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

      const key = normalizedLink(url);
      const first = normalized.get(key);
      if (first === undefined) {
        normalized.set(key, index);
      } else {
        const other = input.links[first] as Link;
        if (other.id !== id) {
          duplicateLinks++;
          findings.add('DUPLICATE_LINK', {
            subject: id,
            pointer,
            details: { id, otherId: other.id, otherPointer: jsonPointer('links', first, 'url'), normalized: key },
          });
        }
      }

      const missing: { param: string; blank: boolean; miscasedKey: string | null }[] = [];
      for (const param of required) {
        const value = params.get(param);
        if (value !== null && value.trim() !== '') continue;
        const lower = param.toLowerCase();
        const miscasedKey = [...params.keys()].find((k) => k !== param && k.toLowerCase() === lower) ?? null;
        missing.push({ param, blank: value !== null, miscasedKey });
      }
      if (missing.length > 0) {
        linksMissingUtm++;
        const shown = missing.slice(0, LIST_CAP);
        findings.add('UTM_MISSING', {
          subject: id,
          pointer,
          details: { id, params: shown.map((m) => m.param).join(', '), count: missing.length, missing: shown },
        });
      }

      const seen = new Set<string>();
      for (const param of params.keys()) {
        if (seen.has(param)) continue;
        seen.add(param);
        const values = params.getAll(param);
        const value = values[0] as string;

        const reasons = values.flatMap((v) => piiReasons(param, v)).filter((r, i, all) => all.indexOf(r) === i);
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
        if (permitted && value.trim() !== '' && !permitted.has(value)) {
          findings.add('UTM_VALUE_NOT_ALLOWED', { subject: id, pointer, details: { id, param, value, allowed: [...permitted].slice(0, LIST_CAP), allowedCount: permitted.size } });
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

    const values: ValueCount[] = [];
    for (const [param, list] of sightings) {
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
