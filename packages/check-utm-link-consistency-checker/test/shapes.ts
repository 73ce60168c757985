// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Found = { code: string; pointer: string; details?: unknown };
const codesAt = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.pointer);
const detailsOf = (findings: Found[], code: string) => findings.filter((f) => f.code === code).map((f) => f.details as Record<string, unknown>);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Lists inside one finding's details are cut to this many entries (src/index.ts LIST_CAP). */
const CAP = 20;

/** The i-th spelling of a word by letter case: bit k of i upper-cases its k-th letter. */
function caseVariant(word: string, i: number): string {
  let letter = 0;
  return [...word].map((char) => (/[a-z]/.test(char) ? ((i >> letter++) & 1 ? char.toUpperCase() : char) : char)).join('');
}

const BASE = 'https://shop.example.com/sale';

export const shapes = defineShapes<Input>([
  {
    // Many-to-many: n links against a policy that requires 16n parameters (each named twice)
    // none of them carries.
    name: 'n links, each lacking all of 16n required parameters',
    max: 1000,
    grow: (n) => ({
      links: range(n).map((i) => ({ id: `l${i}`, url: `${BASE}/${i}?utm_source=news&utm_medium=email` })),
      policy: { required: range(16 * n).map((k) => `x${k >> 1}`) },
    }),
    verify(result, n) {
      expect(codesAt(result.findings, 'UTM_MISSING')).toEqual(range(n).map((i) => `/links/${i}/url`));
      // A name listed twice is one requirement: 8n distinct names, the first 20 named.
      const shown = range(Math.min(8 * n, CAP)).map((k) => `x${k}`);
      for (const details of detailsOf(result.findings, 'UTM_MISSING')) {
        expect(details).toMatchObject({ count: 8 * n, params: shown.join(', ') });
        expect(details.missing).toEqual(shown.map((param) => ({ param, blank: false, miscasedKey: null })));
      }
      expect((result.report as { linksMissingUtm: number }).linksMissingUtm).toBe(n);
    },
  },
  {
    // One URL under n ids (one duplicate set of n) whose utm_medium is outside an allowed list of
    // n values: every link gets both findings, each naming at most 20 others.
    name: 'one URL under n ids, its value outside an allowed list of n values',
    max: 1000,
    grow: (n) => ({
      links: range(n).map((i) => ({ id: `id-${i}`, url: `${BASE}?utm_source=news&utm_medium=paid&utm_campaign=spring` })),
      policy: { allowed_values: { utm_medium: range(n).map((k) => `medium-${k}`) } },
    }),
    verify(result, n) {
      const pointers = range(n).map((i) => `/links/${i}/url`);
      expect(codesAt(result.findings, 'DUPLICATE_LINK')).toEqual(n >= 2 ? pointers : []);
      detailsOf(result.findings, 'DUPLICATE_LINK').forEach((details, i) => {
        const others = range(n).filter((j) => j !== i).slice(0, CAP).map((j) => `id-${j}`);
        expect(details).toMatchObject({ id: `id-${i}`, count: n, otherIds: others });
      });
      expect(codesAt(result.findings, 'UTM_VALUE_NOT_ALLOWED')).toEqual(pointers);
      for (const details of detailsOf(result.findings, 'UTM_VALUE_NOT_ALLOWED')) {
        expect(details).toMatchObject({ param: 'utm_medium', value: 'paid', allowedCount: n, allowed: range(Math.min(n, CAP)).map((k) => `medium-${k}`) });
      }
    },
  },
  {
    // One campaign value spelled in n letter cases across n links: one drift group of n.
    name: 'n links spelling one campaign value in n letter cases',
    max: 1000,
    grow: (n) => ({
      links: range(n).map((i) => ({ id: `l${i}`, url: `${BASE}/${i}?utm_source=news&utm_medium=email&utm_campaign=${caseVariant('spring-sale-campaign', i)}` })),
    }),
    verify(result, n) {
      expect(codesAt(result.findings, 'UTM_CASE_DRIFT')).toEqual(n >= 2 ? range(n).map((i) => `/links/${i}/url`) : []);
      for (const details of detailsOf(result.findings, 'UTM_CASE_DRIFT')) {
        // Every spelling is used once: the first one seen is the canonical one.
        expect(details).toMatchObject({ param: 'utm_campaign', spellingCount: n, canonical: 'spring-sale-campaign' });
        expect(details.spellings).toEqual(range(Math.min(n, CAP)).map((i) => caseVariant('spring-sale-campaign', i)));
      }
    },
  },
  {
    // One link whose query holds n/2 distinct tracked parameters and one tracked parameter n/2
    // times: every value is read, the repeated one is reported with all its values.
    name: 'one link with a query of n parameters, half of them one repeated key',
    max: 40_000,
    grow: (n) => {
      const distinct = range(Math.ceil(n / 2)).map((k) => `utm_x${k}=v${k}`);
      const repeated = range(Math.floor(n / 2)).map((k) => `utm_term=t${k}`);
      return { links: [{ id: 'long', url: `${BASE}?utm_source=news&utm_medium=email&utm_campaign=c&${[...distinct, ...repeated].join('&')}` }] };
    },
    verify(result, n) {
      const times = Math.floor(n / 2);
      expect(codesAt(result.findings, 'UTM_PARAM_REPEATED')).toEqual(times >= 2 ? ['/links/0/url'] : []);
      for (const details of detailsOf(result.findings, 'UTM_PARAM_REPEATED')) {
        expect(details).toMatchObject({ param: 'utm_term', count: times });
        expect(details.values).toEqual(range(times).map((k) => `t${k}`));
      }
      // One value per tracked parameter: 3 required + n/2 distinct + utm_term's first.
      expect((result.report as { values: unknown[] }).values).toHaveLength(3 + Math.ceil(n / 2) + (times > 0 ? 1 : 0));
      // The n/2 utm_x keys are not GA4 parameters: one finding counts them all and names 20.
      const unknown = detailsOf(result.findings, 'UTM_UNKNOWN_PARAMETER');
      expect(unknown.map((details) => details.count)).toEqual(n >= 1 ? [Math.ceil(n / 2)] : []);
      for (const details of unknown) expect(details.unknown).toHaveLength(Math.min(Math.ceil(n / 2), CAP));
    },
  },
  {
    // n links, each with 40 unknown keys as long as the longest GA4 names (the spelling
    // suggestion's edit-distance work per key is largest there), custom mediums, a same-site page.
    name: 'n links with 40 near-miss utm_ keys each, unassigned and internal',
    max: 1000,
    grow: (n) => ({
      links: range(n).map((i) => ({
        id: `l${i}`,
        url: `${BASE}/${i}?utm_source=flyer&utm_medium=print${i}&utm_campaign=c&${range(40).map((k) => `utm_source_platfor${k}=v`).join('&')}`,
        page_url: 'https://www.shop.example.com/',
      })),
    }),
    verify(result, n) {
      const pointers = range(n).map((i) => `/links/${i}/url`);
      expect(codesAt(result.findings, 'UTM_UNKNOWN_PARAMETER')).toEqual(pointers);
      for (const details of detailsOf(result.findings, 'UTM_UNKNOWN_PARAMETER')) {
        expect(details).toMatchObject({ count: 40 });
        // "utm_source_platfor" + one or two digits is one or two edits from utm_source_platform.
        expect((details.unknown as { suggestion: string | null }[]).map((u) => u.suggestion)).toEqual(range(CAP).map(() => 'utm_source_platform'));
      }
      expect(codesAt(result.findings, 'UTM_CHANNEL_UNASSIGNED')).toEqual(pointers);
      expect(codesAt(result.findings, 'UTM_ON_INTERNAL_LINK')).toEqual(pointers);
    },
  },
]);
