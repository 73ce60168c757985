// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Contract = Input['contracts'][number];
type Response = Input['responses'][number];
type Found = { code: string; pointer: string; details: Record<string, unknown> };

const contract = (id: unknown, more: Partial<Contract> = {}): Contract => ({ id, expected_status: 200, ...more });
const response = (id: unknown, body: unknown, more: Partial<Response> = {}): Response => ({
  id,
  contract_id: 'c',
  status: 200,
  content_type: 'application/json',
  body,
  ...more,
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);
const report = (result: { report: unknown }) => result.report as { responses: Array<{ verdict: string; omitted: Record<string, number> }> };

/** `{ a: { a: … { a: leaf } } }`, `depth` levels of `a`. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export const shapes = defineShapes<Input>([
  {
    name: 'every contract shares one id and every response shares another',
    max: 1000,
    grow: (n) => ({ contracts: range(n).map(() => contract('c')), responses: range(n).map(() => response('r', {})) }),
    verify(result, n) {
      // Two duplicate sets of n members each: every member flagged once, at its own pointer, one group per set.
      const expected = n >= 2 ? range(n) : [];
      expect(pointersOf(result, 'DUPLICATE_CONTRACT_ID')).toEqual(expected.map((i) => `/contracts/${i}`));
      expect(pointersOf(result, 'DUPLICATE_RESPONSE_ID')).toEqual(expected.map((i) => `/responses/${i}`));
      for (const finding of [...found(result, 'DUPLICATE_CONTRACT_ID'), ...found(result, 'DUPLICATE_RESPONSE_ID')]) {
        expect(finding.details.count).toBe(n);
        expect(finding.details.positions).toEqual(range(Math.min(n, 20)).map((i) => i + 1));
      }
      expect(new Set(found(result, 'DUPLICATE_CONTRACT_ID').map((f) => f.details.group)).size).toBe(n >= 2 ? 1 : 0);
      expect(report(result).responses.every((entry) => entry.verdict === 'match')).toBe(true);
    },
  },
  {
    name: 'one contract of n required, typed and stable paths held by n responses that lack them all',
    max: 1000,
    grow: (n) => {
      const paths = range(n).map((i) => `data.f${i}`);
      return {
        contracts: [
          contract('c', {
            required_fields: paths,
            field_types: Object.fromEntries(paths.map((path) => [path, 'string'])),
            stable_values: Object.fromEntries(paths.map((path) => [path, 1])),
          }),
        ],
        responses: range(n).map((i) => response(`r${i}`, { data: {} })),
      };
    },
    verify(result, n) {
      // Each response lacks all n paths: min(n, 10) itemised per code at /responses/i/body/data, the rest counted.
      const listed = Math.min(n, 10);
      const atData = range(n).flatMap((i) => Array<string>(listed).fill(`/responses/${i}/body/data`));
      expect(pointersOf(result, 'REQUIRED_FIELD_MISSING')).toEqual(atData);
      expect(pointersOf(result, 'STABLE_VALUE_MISMATCH')).toEqual(atData);
      expect(pointersOf(result, 'FIELD_TYPE_MISMATCH')).toEqual([]);
      for (const entry of report(result).responses) {
        expect(entry.omitted).toEqual(n > 10 ? { REQUIRED_FIELD_MISSING: n - 10, STABLE_VALUE_MISMATCH: n - 10 } : {});
      }
    },
  },
  {
    name: 'a stable value of n members expected by n responses that differ',
    max: 1000,
    grow: (n) => ({
      contracts: [contract('c', { stable_values: { v: range(n).map((i) => `tag-${i}`) } })],
      responses: range(n).map((i) => response(`r${i}`, { v: [] })),
    }),
    verify(result, n) {
      // Every response holds [] where n tags are expected: one mismatch each, at its own /body/v.
      const mismatches = found(result, 'STABLE_VALUE_MISMATCH');
      expect(mismatches.map((f) => f.pointer)).toEqual(range(n).map((i) => `/responses/${i}/body/v`));
      for (const finding of mismatches) expect(finding.details.present).toBe(true);
      expect(report(result).responses.every((entry) => entry.verdict === 'drift')).toBe(true);
    },
  },
  {
    name: 'an expected status list of n entries quoted by n responses outside it',
    max: 1000,
    grow: (n) => ({
      contracts: [contract('c', { expected_status: range(n).map((i) => (i % 500 === 499 ? '4XX' : 100 + (i % 500))) })],
      responses: range(n).map((i) => response(`r${i}`, {}, { status: 599 })),
    }),
    verify(result, n) {
      // 599 is in no listed status or class: every response mismatches, at its own status.
      const mismatches = found(result, 'STATUS_MISMATCH');
      expect(mismatches.map((f) => f.pointer)).toEqual(range(n).map((i) => `/responses/${i}/status`));
      const distinct = Math.min(n, 500);
      const first = range(Math.min(distinct, 20)).map((i) => (i === 499 ? '4XX' : String(100 + i))).join(' or ');
      for (const finding of mismatches) expect(finding.details.expected).toBe(distinct > 20 ? `${first} or ${distinct - 20} more` : first);
    },
  },
  {
    name: 'stable values at every level of a deep body with a long leaf',
    max: 2000,
    grow: (n) => {
      const depth = Math.max(1, Math.floor(Math.sqrt(n * 40)));
      return {
        contracts: [contract('c', { stable_values: Object.fromEntries(range(depth).map((d) => [Array(d + 1).fill('a').join('.'), 0])) })],
        responses: [response('r', nested(depth, Array<number>(n * 25).fill(0)))],
      };
    },
    verify(result, n) {
      // Every level holds an object or the leaf string, never 0: `depth` mismatches, the 10 shallowest listed.
      const depth = Math.max(1, Math.floor(Math.sqrt(n * 40)));
      const listed = Math.min(depth, 10);
      expect(pointersOf(result, 'STABLE_VALUE_MISMATCH')).toEqual(range(listed).map((d) => `/responses/0/body${'/a'.repeat(d + 1)}`));
      expect(report(result).responses[0]!.omitted).toEqual(depth > 10 ? { STABLE_VALUE_MISMATCH: depth - 10 } : {});
    },
  },
  {
    name: 'one required path n segments deep into a body one level shallower',
    max: 4000,
    grow: (n) => {
      const path = Array(n).fill('0');
      let body: unknown = 'leaf';
      for (let i = 0; i < n - 1; i++) body = [body];
      return {
        contracts: [contract('c', { required_fields: [path.join('.')], forbidden_fields: [path.slice(0, -1).join('.') || 'x'] })],
        responses: [response('r', body)],
      };
    },
    verify(result, n) {
      // The path ends one level below the leaf: missing at the deepest part that exists, n - 1 levels down.
      expect(pointersOf(result, 'REQUIRED_FIELD_MISSING')).toEqual([`/responses/0/body${'/0'.repeat(n - 1)}`]);
      expect(pointersOf(result, 'FORBIDDEN_FIELD_PRESENT')).toEqual(n > 1 ? [`/responses/0/body${'/0'.repeat(n - 1)}`] : []);
    },
  },
  {
    name: 'a wide body whose n members all have another type than the contract names',
    max: 20_000,
    grow: (n) => {
      const keys = range(n).map((i) => `k${i}`);
      return {
        contracts: [contract('c', { field_types: Object.fromEntries(keys.map((key) => [key, 'string'])), forbidden_fields: keys })],
        responses: [response('r', Object.fromEntries(keys.map((key, i) => [key, i])))],
      };
    },
    verify(result, n) {
      // Every member is an integer where a string is expected, and forbidden: min(n, 10) itemised of each.
      expect(found(result, 'FIELD_TYPE_MISMATCH')).toHaveLength(Math.min(n, 10));
      expect(found(result, 'FORBIDDEN_FIELD_PRESENT')).toHaveLength(Math.min(n, 10));
      expect(report(result).responses[0]!.omitted).toEqual(n > 10 ? { FIELD_TYPE_MISMATCH: n - 10, FORBIDDEN_FIELD_PRESENT: n - 10 } : {});
    },
  },
  {
    name: 'ten dotted paths of 10,000 characters missing from n responses',
    max: 1000,
    grow: (n) => ({
      contracts: [contract('c', { required_fields: range(10).map((i) => `${i}${'.segment'.repeat(1250)}`) })],
      responses: range(n).map((i) => response(`r${i}`, {})),
    }),
    verify(result, n) {
      // Each response lacks all ten paths; each finding quotes its path by the first 200 characters.
      const missing = found(result, 'REQUIRED_FIELD_MISSING');
      expect(missing.map((f) => f.pointer)).toEqual(range(n).flatMap((i) => Array<string>(10).fill(`/responses/${i}/body`)));
      for (const finding of missing) expect(finding.details.path).toMatch(/^\d(\.segment){24}\.segmen…$/);
    },
  },
  {
    name: 'allowed values: n object values allowed at one path, held by n responses with an object outside them',
    max: 1000,
    grow: (n) => ({
      contracts: [contract('c', { allowed_values: { v: range(n).map((i) => ({ k: i, tag: `t${i}` })) } })],
      responses: range(n).map((i) => response(`r${i}`, { v: { k: -1 - i, tag: 'none' } })),
    }),
    verify(result, n) {
      // One canonical text per response value, one set lookup: every response outside the list once.
      expect(pointersOf(result, 'FIELD_VALUE_NOT_ALLOWED')).toEqual(range(n).map((i) => `/responses/${i}/body/v`));
    },
  },
  {
    name: 'required headers: n header names required of n responses that record none of them',
    max: 1000,
    grow: (n) => ({
      contracts: [contract('c', { required_headers: range(n).map((i) => `x-h${n - i}`) })],
      responses: range(n).map((i) => response(`r${i}`, {}, { headers: { 'content-type': 'application/json' } })),
    }),
    verify(result, n) {
      // The first 10 names in code-unit order per response, the rest counted.
      const missing = found(result, 'REQUIRED_HEADER_MISSING');
      expect(missing.length).toBe(n * Math.min(n, 10));
      for (const entry of report(result).responses) expect(entry.omitted).toEqual(n > 10 ? { REQUIRED_HEADER_MISSING: n - 10 } : {});
    },
  },
  {
    name: 'content types padded with a long run of white space',
    max: 250_000,
    grow: (n) => ({
      contracts: [contract('c', { expected_content_type: `application/json${' '.repeat(n)};charset=utf-8` })],
      responses: [
        response('r1', {}, { content_type: `application/json${' '.repeat(n)};charset=utf-8` }),
        response('r2', {}, { content_type: `application/json${' '.repeat(n)}x` }),
      ],
    }),
    verify(result) {
      // White space before the parameters is not part of the subtype; inside the subtype it makes no media type.
      expect(pointersOf(result, 'CONTRACT_FIELD_INVALID')).toEqual([]);
      expect(pointersOf(result, 'CONTENT_TYPE_MISMATCH')).toEqual([]);
      expect(pointersOf(result, 'RESPONSE_FIELD_INVALID')).toEqual(['/responses/1/content_type']);
    },
  },
]);
