// The tools' schemas are the product schemas respelled for portability: the same instances must be
// valid under both (random valid packets, and the same packets with one value replaced by any JSON),
// and no node keeps a `type` array or goes without a keyword (what the inspector's --strict names).
import { implementedChecks } from '@evidence-check/catalog-builder';
import { compileSchema } from '@evidence-check/schema-validator';
import { validPacketArbitrary } from '@evidence-check/test-utils/schema-arbitrary';
import fc from 'fast-check';
import { ANY_JSON_DESCRIPTION, portableSchema } from '../src/index.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The packet with the value at one of its paths (chosen by `pick`) replaced. */
function replaceAt(packet: Json, pick: number, value: Json): Json {
  const paths: (string | number)[][] = [];
  const walk = (node: Json, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (node !== null && typeof node === 'object') for (const [key, member] of Object.entries(node)) walk(member, [...path, key]);
  };
  walk(packet, []);
  const path = paths[pick % paths.length]!;
  if (path.length === 0) return value;
  const copy = structuredClone(packet) as Record<string | number, Json>;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path[path.length - 1]!] = value;
  return copy as Json;
}

describe.each(implementedChecks.map((check) => [check.id, check] as const))('%s', (_id, check) => {
  const original = compileSchema(check.inputSchema);
  const portable = compileSchema(portableSchema(check.inputSchema) as object);

  test('valid and invalid packets are judged the same by both spellings', () => {
    const valid = validPacketArbitrary(check.inputSchema, { extraMembers: true }) as fc.Arbitrary<Json>;
    const mutated = fc.tuple(valid, fc.nat(), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>).map(([packet, pick, value]) => replaceAt(packet, pick, value));
    fc.assert(
      fc.property(fc.oneof(valid, mutated), (packet) => {
        expect(portable(packet).length === 0).toBe(original(packet).length === 0);
      }),
      { numRuns: 150 },
    );
    expect(portable(check.sampleInput)).toEqual([]);
  });

  test('no type arrays, no keyword-less schemas; an open value says so', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string, keyword?: string) => {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      const schema = node as Record<string, unknown>;
      if (Array.isArray(schema.type)) problems.push(`${path}: type array`);
      if (keyword !== 'not' && Object.keys(schema).every((key) => ['description', 'title', '$comment', 'default', 'examples', '$id', '$schema', '$defs'].includes(key))) problems.push(`${path}: no keyword`);
      for (const [key, value] of Object.entries(schema)) {
        if (['properties', '$defs', 'patternProperties'].includes(key)) for (const [name, sub] of Object.entries(value as object)) walk(sub, `${path}/${key}/${name}`, key);
        else if (['anyOf', 'allOf', 'oneOf', 'prefixItems'].includes(key)) (value as unknown[]).forEach((sub, i) => walk(sub, `${path}/${key}/${i}`, key));
        else if (['items', 'not', 'additionalProperties', 'if', 'then', 'else', 'contains', 'propertyNames'].includes(key)) walk(value, `${path}/${key}`, key);
      }
    };
    walk(portableSchema(check.inputSchema), '');
    expect(problems).toEqual([]);
  });
});

test('a keyword-less property becomes "any JSON value", with a description; a type list becomes anyOf; `not: {}` stays', () => {
  expect(portableSchema({ type: 'object', properties: { id: {}, note: { description: 'Free text or null.', type: ['string', 'null'], maxLength: 5 } }, not: {} })).toEqual({
    type: 'object',
    properties: {
      id: { anyOf: ['string', 'number', 'boolean', 'object', 'array', 'null'].map((type) => ({ type })), description: ANY_JSON_DESCRIPTION },
      note: { description: 'Free text or null.', anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
    },
    not: {},
  });
});
