// The check against outside truth: Node's deep equality for stable values, lodash for dotted
// paths, Ajv (JSON Schema 2020-12 `type`) for field types, and the media types of RFC 9110.
import { isDeepStrictEqual } from 'node:util';
import { compileSchema } from '@evidence-check/schema-validator';
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
function reorder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reorder);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reorder(v)]));
  }
  return value;
}

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
