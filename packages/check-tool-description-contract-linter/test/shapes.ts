// Worst-case shapes (run by test/shapes.test.ts, timed by `pnpm bench:scaling`): the inputs that
// grow this check's work fastest. Each `verify` states what a right result holds at any size.
import { defineShapes } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Tool = Input['tools'][number];
type Found = { code: string; pointer: string; details: Record<string, unknown> };
const found = (result: { findings: unknown[] }, code: string) => (result.findings as Found[]).filter((f) => f.code === code);
const pointersOf = (result: { findings: unknown[] }, code: string) => found(result, code).map((f) => f.pointer);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A complete, clean tool description; `extra` overrides or adds keys. */
const tool = (name: unknown, extra: Record<string, unknown> = {}): Tool => ({
  name,
  description: 'Returns one invoice of the signed-in customer by its number.',
  inputs: ['invoice_number: string'],
  outputs: ['invoice: total and status'],
  side_effects: [],
  failure_modes: ['NOT_FOUND when the number does not exist'],
  cost: { amount: '0.001', currency: 'USD' },
  idempotency: 'safe',
  ...extra,
});

/** The i-th spelling of one name by letter case: bit k of i upper-cases letter k. */
function caseVariant(name: string, i: number): string {
  return [...name].map((letter, k) => ((i >> k) & 1 ? letter.toUpperCase() : letter)).join('');
}

/** Near misses of the vague-phrase list: each holds a listed phrase, never as whole words. */
const NEAR_MISSES = 'etcetera anythings stuffy and moreover everythingness variousness miscellaneously as neededly ';

/** An object (or array, for odd depths) nested `depth` deep, each level with a few siblings. */
function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { type: 'object', properties: { [`p${level}`]: value }, required: [`p${level}`] } : [value, level];
  return value;
}

/** `{ $defs: { a: { $defs: … {} } } }` nested `depth` deep: `$defs` constrains nothing, so every level is untyped. */
function deepDefs(depth: number): unknown {
  let value: unknown = {};
  for (let level = 0; level < depth; level++) value = { $defs: { a: value } };
  return value;
}

export const shapes = defineShapes<Input>([
  {
    name: 'every tool name is a case variant of one name',
    max: 1000,
    grow: (n) => ({ tools: range(n).map((i) => tool(caseVariant('lookupinvoicebynumber', i))) }),
    verify(result, n) {
      // MCP names are case-sensitive: distinct spellings are no duplicates, each is a case variant.
      expect(found(result, 'DUPLICATE_TOOL_NAME')).toEqual([]);
      const duplicates = found(result, 'TOOL_NAME_CASE_VARIANT');
      expect(duplicates.map((f) => f.pointer)).toEqual(n >= 2 ? range(n).map((i) => `/tools/${i}/name`) : []);
      for (const finding of duplicates) {
        expect(finding.details.count).toBe(n);
        expect(finding.details.positions).toEqual(range(Math.min(n, 10)).map((i) => i + 1));
      }
      expect(new Set(duplicates.map((f) => f.details.group)).size).toBe(n >= 2 ? 1 : 0);
    },
  },
  {
    name: 'one description of n characters full of near-miss vague phrases',
    max: 250_000,
    grow: (n) => ({ tools: [tool('lookup_invoice', { description: `Returns ${NEAR_MISSES.repeat(Math.ceil(n / NEAR_MISSES.length))}`.slice(0, n) })] }),
    verify(result, n) {
      const description = `Returns ${NEAR_MISSES.repeat(Math.ceil(n / NEAR_MISSES.length))}`.slice(0, n);
      const length = [...description.trim()].length;
      expect(found(result, 'VAGUE_PURPOSE')).toEqual([]);
      expect(found(result, 'DESCRIPTION_TOO_LONG').map((f) => [f.pointer, f.details.length])).toEqual(length > 1024 ? [['/tools/0/description', length]] : []);
      expect(found(result, 'DESCRIPTION_TOO_SHORT').map((f) => f.details.length)).toEqual(length < 20 ? [length] : []);
    },
  },
  {
    name: 'many long descriptions, each with a vague phrase at its very end',
    max: 1000,
    grow: (n) => ({ tools: range(n).map((i) => tool(`lookup_${i}`, { description: `${'Reads  the\trecords of one customer; '.repeat(25)}and\n so   on` })) }),
    verify(result, n) {
      const vague = found(result, 'VAGUE_PURPOSE');
      expect(vague.map((f) => f.pointer)).toEqual(range(n).map((i) => `/tools/${i}/description`));
      for (const finding of vague) expect(finding.details.phrases).toEqual(['and so on']);
      expect(pointersOf(result, 'DESCRIPTION_TOO_LONG')).toEqual([]);
    },
  },
  {
    name: 'names, descriptions and input schemas nested deep',
    max: 1000,
    grow: (n) => ({ tools: range(n).map((i) => tool(nested(24), { description: [nested(24), i], input_schema: nested(60) })) }),
    verify(result, n) {
      // A name or description that is not a string is flagged once per tool, with the value as sent.
      expect(pointersOf(result, 'TOOL_NAME_INVALID')).toEqual(range(n).map((i) => `/tools/${i}/name`));
      expect(pointersOf(result, 'DESCRIPTION_INVALID')).toEqual(range(n).map((i) => `/tools/${i}/description`));
      for (const finding of found(result, 'TOOL_NAME_INVALID')) expect(finding.details.name).toEqual(nested(24));
      expect(found(result, 'DUPLICATE_TOOL_NAME')).toEqual([]);
    },
  },
  {
    name: 'one write-sounding name of n camelCase words and n blank side effects',
    max: 100_000,
    grow: (n) => ({ tools: [tool(`${'Invoice'.repeat(n)}Delete`, { side_effects: range(n).map(() => ' \t') })] }),
    verify(result, n) {
      expect(found(result, 'WRITE_WITHOUT_SIDE_EFFECTS').map((f) => [f.pointer, f.details.verb])).toEqual([['/tools/0/side_effects', 'delete']]);
      expect(pointersOf(result, 'TOOL_NAME_INVALID')).toEqual(7 * n + 6 > 128 ? ['/tools/0/name'] : []);
      expect(pointersOf(result, 'TOOL_NAME_PLATFORM_LIMIT')).toEqual(7 * n + 6 > 64 && 7 * n + 6 <= 128 ? ['/tools/0/name'] : []);
    },
  },
  {
    name: 'one inputSchema of n untyped properties, each holding a schema nested 70 deep',
    max: 2000,
    grow: (n) => ({ tools: [tool('lookup_invoice', { inputSchema: { type: 'object', properties: Object.fromEntries(range(n).map((i) => [`p${i}`, deepDefs(70)])) } })] }),
    verify(result, n) {
      // Each property (depth 1) and its `$defs` levels down to the walk's depth bound (64): 64 untyped schemas.
      const portability = found(result, 'SCHEMA_NOT_PORTABLE');
      expect(portability.length).toBe(n * 64);
      expect(portability.every((f) => f.details.rule === 'untyped-schema')).toBe(true);
      expect(found(result, 'TOOL_SCHEMA_INVALID')).toEqual([]);
    },
  },
]);
