// Ajv 2020 (ajv/dist/2020, JSON Schema 2020-12) as the oracle of ARGUMENTS_SCHEMA_MISMATCH and
// STRUCTURED_CONTENT_MISMATCH: the same schema and the same instances to both, over every
// evaluated keyword; the verdict (valid or not) must agree on every pair.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { definition, type Input } from '../src/index.js';


const SCHEMAS: unknown[] = [
  { type: 'object', properties: { q: { type: 'string', minLength: 2, maxLength: 5 }, limit: { type: 'integer', minimum: 1, maximum: 50 } }, required: ['q'] },
  { type: 'object', properties: { mode: { enum: ['fast', 'slow', null, 1] } }, additionalProperties: false },
  { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2 } } },
  { type: 'object', additionalProperties: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 } },
  { type: 'object', properties: { v: { anyOf: [{ type: 'string' }, { type: 'integer' }] }, w: { oneOf: [{ type: 'number' }, { type: 'integer' }] } } },
  { type: 'object', properties: { x: { not: { type: 'null' } }, y: { const: { a: [1, 2] } } }, minProperties: 1, maxProperties: 2 },
  { type: 'object', allOf: [{ required: ['a'] }, { properties: { a: { type: ['string', 'null'] } } }] },
  { type: 'object', properties: { n: { type: 'object', properties: { deep: { type: 'boolean' } }, required: ['deep'], additionalProperties: false } } },
  { type: 'object', properties: { f: false, t: true } },
  true,
  false,
];
const INSTANCES: unknown[] = [
  {}, { q: 'ab' }, { q: 'a' }, { q: 'abcdef' }, { q: '\u{1F600}\u{1F600}' }, { q: 'abc', limit: 0 }, { q: 'abc', limit: 50 }, { q: 'abc', limit: 2.5 },
  { mode: 'fast' }, { mode: 'FAST' }, { mode: null }, { mode: 1.0 }, { mode: 'slow', other: 1 }, { tags: [] }, { tags: ['a'] }, { tags: ['a', 'b', 'c'] }, { tags: [1] },
  { a: 5 }, { a: 0 }, { a: 10 }, { a: 9.99, b: 'x' }, { v: 'x' }, { v: 1.5 }, { v: true }, { w: 1 }, { w: 1.5 }, { w: 'x' },
  { x: null }, { x: 0 }, { y: { a: [1, 2] } }, { y: { a: [2, 1] } }, { x: 1, y: { a: [1, 2] }, z: 3 }, { a: 'x' }, { a: null }, { a: 1 },
  { n: { deep: true } }, { n: { deep: 'yes' } }, { n: {} }, { n: { deep: false, more: 1 } }, { f: 1 }, { t: 1 }, { q: 7 },
];

test('oracle: Ajv 2020 and our validator agree on every schema × instance pair', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const contracts = SCHEMAS.map((schema, i) => ({ tool: `t${i}`, input_schema: schema, output_schema: schema }));
  const calls = SCHEMAS.flatMap((_, s) =>
    INSTANCES.map((instance, k) => ({ id: `c${s}-${k}`, tool: `t${s}`, arguments: instance, structuredContent: instance, isError: false })),
  );
  const { findings } = definition.run({ contracts, calls } as unknown as Input);
  const flagged = (code: string) => new Set(findings.filter((f) => f.code === code).map((f) => f.subject));
  const argumentsFlagged = flagged('ARGUMENTS_SCHEMA_MISMATCH');
  const structuredFlagged = flagged('STRUCTURED_CONTENT_MISMATCH');
  const disagreements: unknown[] = [];
  let invalid = 0;
  SCHEMAS.forEach((schema, s) => {
    const validator = ajv.compile(schema as object);
    INSTANCES.forEach((instance, k) => {
      const ajvValid = validator(instance) as boolean;
      if (!ajvValid) invalid++;
      const id = `c${s}-${k}`;
      if (argumentsFlagged.has(id) === ajvValid || structuredFlagged.has(id) === ajvValid) disagreements.push({ schema, instance, ajvValid });
    });
  });
  expect(SCHEMAS.length * INSTANCES.length).toBeGreaterThan(400);
  expect(invalid).toBeGreaterThan(100);
  expect(disagreements).toEqual([]);
});
