// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Finding = { code: string; pointer: string; details: Record<string, unknown> };
const codesAt = (findings: Finding[], code: string) => findings.filter((f) => f.code === code);
const pointersOf = (findings: Finding[], code: string) => codesAt(findings, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** A tool name of the longest length read. */
const TOOL = 't'.repeat(256);

/** The longest path the contract reads (256 characters): 128 keys `k`. */
const DEPTH = 128;
const DEEP = Array.from({ length: DEPTH }, () => 'k').join('.');

/** An object nested `depth` levels under key `k`, with `leaf` at the bottom. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { k: value };
  return value;
}

export const shapes = defineShapes<Input>([
  {
    name: 'n calls repeat one id against a forbidden, exhausted contract and fail',
    max: 5000,
    grow: (n) => ({
      contracts: [{ tool: 't', allowed: false, max_calls: 1, required_arguments: ['q'] }],
      calls: range(n).map(() => ({ id: 'c', tool: 't', arguments: {}, outcome: 'error' })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const all = range(n);
      expect(pointersOf(findings, 'DUPLICATE_CALL_ID')).toEqual(n >= 2 ? all.map((i) => `/calls/${i}/id`) : []);
      expect(pointersOf(findings, 'TOOL_NOT_ALLOWED')).toEqual(all.map((i) => `/calls/${i}`));
      expect(pointersOf(findings, 'CALL_LIMIT_EXCEEDED')).toEqual(all.slice(1).map((i) => `/calls/${i}`));
      expect(pointersOf(findings, 'REQUIRED_ARGUMENT_MISSING')).toEqual(all.map((i) => `/calls/${i}/arguments`));
      expect(pointersOf(findings, 'CALL_FAILED')).toEqual(all.map((i) => `/calls/${i}/outcome`));
      const report = result.report as { calls: Array<{ verdict: string; codes: string[] }>; tools: Array<{ calls: number; violations: number }> };
      expect(report.calls.every((call) => call.verdict === 'violation')).toBe(true);
      expect(report.tools).toEqual([expect.objectContaining({ calls: n, violations: n })]);
    },
  },
  {
    name: 'n calls pass arguments nested as deep as the longest path allows',
    max: 5000,
    grow: (n) => ({
      contracts: [{ tool: 't', forbidden_arguments: [DEEP], required_arguments: [`${DEEP.slice(0, -2)}.x`] }],
      calls: range(n).map((i) => ({ id: i, tool: 't', arguments: nested(DEPTH, 0) })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'FORBIDDEN_ARGUMENT_PRESENT')).toEqual(range(n).map((i) => `/calls/${i}/arguments${'/k'.repeat(DEPTH)}`));
      expect(codesAt(findings, 'REQUIRED_ARGUMENT_MISSING').map((f) => f.details.count)).toEqual(range(n).map(() => 1));
      expect(pointersOf(findings, 'INVALID_CONTRACT_FIELD')).toEqual([]);
    },
  },
  {
    name: 'n calls each lack twenty required paths of the longest length',
    max: 5000,
    grow: (n) => ({
      contracts: [{ tool: 't', required_arguments: range(20).map((i) => `${i}`.padEnd(256, 'p')) }],
      calls: range(n).map((i) => ({ id: i, tool: 't', arguments: {} })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const missing = codesAt(findings, 'REQUIRED_ARGUMENT_MISSING');
      expect(missing.map((f) => f.pointer)).toEqual(range(n).map((i) => `/calls/${i}/arguments`));
      expect(missing.every((f) => f.details.count === 20 && (f.details.missing as string[]).length === 20)).toBe(true);
    },
  },
  {
    name: 'n calls to n tools that have no contract, each failing',
    max: 5000,
    grow: (n) => ({
      contracts: [{ tool: 'other' }],
      calls: range(n).map((i) => ({ id: i, tool: `tool-${i}`, arguments: [], outcome: ' TIMEOUT ' })),
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(pointersOf(findings, 'NO_CONTRACT')).toEqual(range(n).map((i) => `/calls/${i}/tool`));
      expect(pointersOf(findings, 'ARGUMENTS_NOT_OBJECT')).toEqual(range(n).map((i) => `/calls/${i}/arguments`));
      expect(pointersOf(findings, 'CALL_FAILED')).toEqual(range(n).map((i) => `/calls/${i}/outcome`));
      expect((result.report as { tools: unknown[] }).tools).toHaveLength(n + 1);
    },
  },
  {
    name: 'one call with a long id passes n forbidden arguments and lacks n required ones',
    max: 20_000,
    grow: (n) => ({
      contracts: [{ tool: TOOL, required_arguments: range(n).map((i) => `r${i}`), forbidden_arguments: range(n).map((i) => `f${i}`) }],
      calls: [{ id: 'c'.repeat(n), tool: TOOL, arguments: Object.fromEntries(range(n).map((i) => [`f${i}`, 0])) }],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      const forbidden = codesAt(findings, 'FORBIDDEN_ARGUMENT_PRESENT');
      expect(forbidden.map((f) => f.pointer).sort()).toEqual(range(n).map((i) => `/calls/0/arguments/f${i}`).sort());
      // An id past the bound is flagged once; the call's findings then name it by its position.
      expect(pointersOf(findings, 'ID_TOO_LONG')).toEqual(n > 256 ? ['/calls/0/id'] : []);
      expect(forbidden.every((f) => f.details.call === (n > 256 ? '#1' : 'c'.repeat(n)))).toBe(true);
      const missing = codesAt(findings, 'REQUIRED_ARGUMENT_MISSING');
      expect(missing.map((f) => f.details.count)).toEqual([n]);
      expect(missing[0]?.details.missing).toEqual(range(Math.min(n, 20)).map((i) => `r${i}`));
    },
  },
  {
    name: 'n calls of 50 strings each against 40 anyOf branches: the validation budget bounds the run',
    // The 256 KiB body admits about 1000 such calls, twice what the budget finishes.
    max: 1200,
    grow: (n) => ({
      contracts: [{ tool: 't', input_schema: { type: 'object', properties: { a: { items: { anyOf: [...range(39).map(() => ({ type: 'null' })), { type: 'string' }] } } } } }],
      calls: range(n).map((i) => ({ id: `c${i}`, tool: 't', arguments: { a: range(50).map(() => 'x') } })),
    }),
    verify(result, n) {
      // Per call: root + `a` + 50 × (item + 40 branches) = 2052 steps of the 1,000,000 budget.
      const finished = Math.min(n, Math.floor(1_000_000 / 2052));
      expect(pointersOf(result.findings as Finding[], 'SCHEMA_CHECK_SKIPPED')).toEqual(range(n - finished).map((k) => `/calls/${finished + k}/arguments`));
      expect(codesAt(result.findings as Finding[], 'ARGUMENTS_SCHEMA_MISMATCH')).toEqual([]);
    },
  },
  {
    name: 'one call passes n keys that additionalProperties false forbids, and a structured content of n wrong types',
    max: 20000,
    grow: (n) => ({
      contracts: [{ tool: 't', input_schema: { type: 'object', additionalProperties: false }, output_schema: { type: 'object', additionalProperties: { type: 'integer' } } }],
      calls: [{ id: 'c', tool: 't', arguments: Object.fromEntries(range(n).map((i) => [`k${i}`, i])), structured_content: Object.fromEntries(range(n).map((i) => [`k${i}`, 'x'])) }],
    }),
    verify(result, n) {
      const findings = result.findings as Finding[];
      expect(codesAt(findings, 'ARGUMENTS_SCHEMA_MISMATCH').map((f) => [f.details.count, (f.details.errors as unknown[]).length])).toEqual(n > 0 ? [[n, Math.min(n, 10)]] : []);
      expect(codesAt(findings, 'STRUCTURED_CONTENT_MISMATCH').map((f) => f.details.count)).toEqual(n > 0 ? [n] : []);
    },
  },
]);
