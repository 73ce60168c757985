// The check against outside truth: Node's deep equality for stable values, lodash for dotted
// paths, Ajv (JSON Schema 2020-12 `type`) for field types, and the media types of RFC 9110.
import { isDeepStrictEqual } from 'node:util';
import { compileSchema } from '@evidence-check/schema-validator';
import { reorderedMembers } from '@evidence-check/test-utils';
import fc from 'fast-check';
import has from 'lodash/has.js';
import { MIMEType } from 'whatwg-mimetype';
import { run, type Input } from '../src/index.js';
import { readMediaType } from '../src/lib/media-type.js';

const audit = (contract: Partial<Input['contracts'][number]>, body: unknown, contentType = 'application/json') =>
  run({
    contracts: [{ id: 'c', expected_status: 200, ...contract }],
    responses: [{ id: 'r', contract_id: 'c', status: 200, content_type: contentType, body }],
  });
const codesOf = (result: ReturnType<typeof audit>) => result.findings.map((f) => f.code);

/** JSON as it travels: what JSON.parse can give (so no -0, no undefined). */
const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);

/** The same value with every object's members in reverse order. */
const reorder = (value: unknown): unknown => reorderedMembers(value);

describe('stable values agree with util.isDeepStrictEqual', () => {
  test('random pairs, and reordered copies, of JSON values', () => {
    const pair = fc.oneof(
      fc.tuple(json, json),
      json.map((value) => [value, reorder(value)] as const),
    );
    fc.assert(
      fc.property(pair, ([expected, actual]) => {
        const flagged = codesOf(audit({ stable_values: { v: expected } }, { v: actual })).includes('STABLE_VALUE_MISMATCH');
        expect(flagged).toBe(!isDeepStrictEqual(expected, actual));
      }),
      { numRuns: 500 },
    );
  });
});

describe('dotted paths agree with lodash has()', () => {
  // Bodies without strings: lodash also indexes into strings, which are no containers here.
  const key = fc.constantFrom('a', 'b', '0', '1', '01', '10');
  const body = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, true, 7, 1.5),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(key, tie('node'), { maxKeys: 4 }),
    ),
  })).node;
  const path = fc.array(key, { minLength: 1, maxLength: 4 }).map((segments) => segments.join('.'));

  test('required and forbidden fields', () => {
    fc.assert(
      fc.property(body, fc.uniqueArray(path, { maxLength: 6 }), (value, paths) => {
        const result = audit({ required_fields: paths, forbidden_fields: paths }, value);
        for (const p of paths) {
          const present = has(value, p);
          const missing = result.findings.some((f) => f.code === 'REQUIRED_FIELD_MISSING' && f.details.path === p);
          const forbidden = result.findings.some((f) => f.code === 'FORBIDDEN_FIELD_PRESENT' && f.details.path === p);
          expect([p, missing, forbidden]).toEqual([p, !present, present]);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('field types agree with Ajv (JSON Schema 2020-12 type)', () => {
  const types = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
  const validators = Object.fromEntries(types.map((type) => [type, compileSchema({ type })]));
  test('every JSON type name against random values', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(...types), (value, type) => {
        const flagged = codesOf(audit({ field_types: { v: type } }, { v: value })).includes('FIELD_TYPE_MISMATCH');
        expect(flagged).toBe(validators[type]!(value).length > 0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('media types (RFC 9110 §8.3.1)', () => {
  // "The following examples are all equivalent, but the first is preferred for consistency":
  const equivalent = ['text/html;charset=utf-8', 'Text/HTML;Charset="utf-8"', 'text/html; charset="utf-8"', 'text/html;charset=UTF-8'];
  test.each(equivalent.flatMap((a) => equivalent.map((b) => [a, b])))('%s matches %s', (expected, actual) => {
    expect(codesOf(audit({ expected_content_type: expected }, {}, actual))).toEqual([]);
  });
  test.each([
    ['application/json', 'text/json'],
    ['application/json', 'application/json-seq'],
    ['text/plain', 'text/plain2'],
  ])('%s does not match %s', (expected, actual) => {
    expect(codesOf(audit({ expected_content_type: expected }, {}, actual))).toEqual(['CONTENT_TYPE_MISMATCH']);
  });
  test.each(['', 'json', 'application/', '/json', 'text/html garbage', 'a b/c'])('"%s" is not a media type', (actual) => {
    expect(codesOf(audit({ expected_content_type: 'application/json' }, {}, actual))).toEqual(['RESPONSE_FIELD_INVALID']);
  });
  test('the essence equals whatwg-mimetype on the whole value, white space and parameters included', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', '/', ';', '=', '"', ' ', '\t', '\n', '\r', '\f', '+', ','), maxLength: 14 });
    fc.assert(
      fc.property(text, (value) => {
        const read = readMediaType(value);
        expect(read.ok ? read.value : null).toBe(MIMEType.parse(value)?.essence ?? null);
      }),
      { numRuns: 3000 },
    );
  });
});

// Schemathesis's response_schema_conformance validates a body with a JSON Schema validator; Ajv
// is ours: a type list (`{ type: [...] }`) and `enum` give the same verdicts on the same values.
describe('type lists and allowed values agree with Ajv (JSON Schema 2020-12 type, enum)', () => {
  const types = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
  // Compiling is Ajv's slow part: one validator per set of names (order does not change a type list's meaning).
  const compiled = new Map<string, ReturnType<typeof compileSchema>>();
  const typeValidator = (list: string[]) => {
    const key = [...list].sort().join();
    if (!compiled.has(key)) compiled.set(key, compileSchema({ type: list }));
    return compiled.get(key)!;
  };
  test('random type lists against random values', () => {
    fc.assert(
      fc.property(json, fc.uniqueArray(fc.constantFrom(...types), { minLength: 1, maxLength: 4 }), (value, list) => {
        const flagged = codesOf(audit({ field_types: { v: list } }, { v: value })).includes('FIELD_TYPE_MISMATCH');
        expect(flagged).toBe(typeValidator(list)(value).length > 0);
      }),
      { numRuns: 1000 },
    );
  });
  test('random enum lists against random values, members and copies reordered', () => {
    const small = fc.oneof(fc.constantFrom(null, true, false, 0, 1, 1.5, 'a', 'b', ''), fc.array(fc.constantFrom(0, 'a'), { maxLength: 2 }), fc.dictionary(fc.constantFrom('k', 'l'), fc.constantFrom(0, 'a'), { maxKeys: 2 }));
    // As JSON travels (plain prototypes): Ajv's deep equality also compares constructors.
    const pair = fc.tuple(fc.array(small, { minLength: 1, maxLength: 4 }), small).map((p) => JSON.parse(JSON.stringify(p)) as [unknown[], unknown]);
    fc.assert(
      fc.property(pair, fc.boolean(), ([list, value], reversed) => {
        const held = reversed ? reorder(value) : value;
        const flagged = codesOf(audit({ allowed_values: { v: list } }, { v: held })).includes('FIELD_VALUE_NOT_ALLOWED');
        expect(flagged).toBe(compileSchema({ enum: list })(held).length > 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('member order never shows, even past the cap of 10 findings per code', () => {
  const name = fc.stringMatching(/^[a-e]{1,2}$/);
  const contractOf = fc.record({
    field_types: fc.dictionary(name, fc.constantFrom('string', 'integer', ['null', 'boolean']), { maxKeys: 24 }),
    stable_values: fc.dictionary(name, fc.constantFrom(0, 'x'), { maxKeys: 24 }),
    allowed_values: fc.dictionary(name, fc.constant([1, 'y']), { maxKeys: 24 }),
    required_fields: fc.uniqueArray(name, { maxLength: 24 }),
    forbidden_fields: fc.uniqueArray(name, { maxLength: 24 }),
    required_headers: fc.uniqueArray(name, { maxLength: 14 }),
  });
  const bodyOf = fc.dictionary(name, fc.constantFrom(0, 1, 'x', 'y', null, true, [], {}), { maxKeys: 24 });
  test('reversing every object of the request gives the same result, digest included', () => {
    fc.assert(
      fc.property(contractOf, fc.dictionary(name, bodyOf, { maxKeys: 3 }), bodyOf, (contract, nested, body) => {
        const input = {
          contracts: [{ id: 'c', expected_status: 200, ...contract }],
          responses: [{ id: 'r', contract_id: 'c', status: 200, content_type: 'application/json', body: { ...body, ...nested }, headers: body }],
        };
        expect(JSON.stringify(run(reorder(input) as Input))).toBe(JSON.stringify(run(input)));
      }),
      { numRuns: 200 },
    );
  });
});
