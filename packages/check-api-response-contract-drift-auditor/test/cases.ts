// Cases as data: every declared code is produced by a case and kept quiet by another (`absent`);
// every case input is a packet the gateway accepts.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

type Contract = Input['contracts'][number];
type Response = Input['responses'][number];

const contract = (id: unknown, more: Partial<Contract> = {}): Contract => ({ id, expected_status: 200, ...more });
const response = (id: unknown, contractId: unknown, body: unknown, more: Partial<Response> = {}): Response => ({
  id,
  contract_id: contractId,
  status: 200,
  content_type: 'application/json',
  body,
  ...more,
});
const one = (c: Contract, r: Response): Input => ({ contracts: [c], responses: [r] });

export const cases = defineCases<Input>([
  {
    name: 'a response that keeps every promise of its contract matches',
    input: one(
      contract('get-order', {
        expected_content_type: 'application/json',
        required_fields: ['id', 'customer.email', 'items.0.sku'],
        forbidden_fields: ['customer.password_hash'],
        field_types: { id: 'string', total: 'number', items: 'array', customer: 'object', note: 'null', paid: 'boolean' },
        stable_values: { currency: 'USD' },
      }),
      response('rec-1', 'get-order', {
        id: 'ord_1',
        total: 12,
        currency: 'USD',
        paid: true,
        note: null,
        items: [{ sku: 'MUG' }],
        customer: { email: 'a@example.com' },
      }),
    ),
    expect: [],
    status: 'READY',
    report: { responses: [{ id: 'rec-1', contractId: 'get-order', verdict: 'match', drift: [] }] },
    absent: [
      'STATUS_MISMATCH',
      'CONTENT_TYPE_MISMATCH',
      'REQUIRED_FIELD_MISSING',
      'FORBIDDEN_FIELD_PRESENT',
      'FIELD_TYPE_MISMATCH',
      'STABLE_VALUE_MISMATCH',
      'RESPONSE_FIELD_INVALID',
      'FIELD_VALUE_NOT_ALLOWED',
      'REQUIRED_HEADER_MISSING',
    ],
  },

  // Matching by contract id.
  {
    name: 'every member of a duplicate contract id set is flagged; responses are held to the first',
    input: {
      contracts: [contract('a'), contract('b'), contract('a', { expected_status: 404 }), contract('a', { expected_status: 500 })],
      responses: [response('r1', 'a', {}), response('r2', 'b', {})],
    },
    expect: [
      { code: 'DUPLICATE_CONTRACT_ID', pointer: '/contracts/0', subject: 'a', details: { count: 3, positions: [1, 3, 4], group: 'contract:"a"' } },
      { code: 'DUPLICATE_CONTRACT_ID', pointer: '/contracts/2', subject: 'a', details: { position: 3, group: 'contract:"a"' } },
      { code: 'DUPLICATE_CONTRACT_ID', pointer: '/contracts/3', subject: 'a', details: { position: 4, group: 'contract:"a"' } },
    ],
    absent: ['STATUS_MISMATCH', 'CONTRACT_WITHOUT_RESPONSES'],
    report: {
      contracts: [
        { id: 'a', responses: 1, codes: ['DUPLICATE_CONTRACT_ID'] },
        { id: 'b', responses: 1, codes: [] },
        { id: 'a', responses: 0, codes: ['DUPLICATE_CONTRACT_ID'] },
        { id: 'a', responses: 0, codes: ['DUPLICATE_CONTRACT_ID'] },
      ],
    },
  },
  {
    name: 'a duplicate set of 22 lists its first 20 positions in every member; count is the whole set',
    input: { contracts: Array.from({ length: 22 }, () => contract('a')), responses: [response('r1', 'a', {})] },
    expect: Array.from({ length: 22 }, (_, i) => ({
      code: 'DUPLICATE_CONTRACT_ID',
      pointer: `/contracts/${i}`,
      details: { count: 22, positions: Array.from({ length: 20 }, (_, j) => j + 1), position: i + 1, group: 'contract:"a"' },
    })),
    absent: ['DUPLICATE_RESPONSE_ID'],
  },
  {
    name: 'ids of different JSON types are different ids: 1 and "1" are no duplicate',
    input: { contracts: [contract(1), contract('1')], responses: [response('r1', 1, {}), response('r2', '1', {})] },
    expect: [],
    absent: ['DUPLICATE_CONTRACT_ID', 'UNKNOWN_CONTRACT'],
  },
  {
    name: 'a response naming an undeclared contract is unmatched',
    input: { contracts: [contract(1)], responses: [response('r1', 1, {}), response('r2', '1', {}), response('r3', 'get-ordr', {})] },
    expect: [
      { code: 'UNKNOWN_CONTRACT', pointer: '/responses/1/contract_id', subject: 'r2', details: { contractId: '1' } },
      { code: 'UNKNOWN_CONTRACT', pointer: '/responses/2/contract_id', subject: 'r3', details: { contractId: 'get-ordr' } },
    ],
    status: 'BLOCKED',
    report: {
      responses: [
        { id: 'r1', verdict: 'match', drift: [] },
        { id: 'r2', verdict: 'unmatched', drift: [] },
        { id: 'r3', verdict: 'unmatched', drift: [] },
      ],
    },
  },
  {
    name: 'a contract no response names is a notice',
    input: { contracts: [contract('used'), contract('idle')], responses: [response('r1', 'used', {})] },
    expect: [{ code: 'CONTRACT_WITHOUT_RESPONSES', pointer: '/contracts/1', subject: 'idle' }],
    status: 'READY',
    absent: ['UNKNOWN_CONTRACT'],
    report: { contracts: [{ id: 'used', responses: 1 }, { id: 'idle', responses: 0, codes: ['CONTRACT_WITHOUT_RESPONSES'] }] },
  },
  {
    name: 'every member of a duplicate response id set is flagged',
    input: { contracts: [contract('c')], responses: [response('r', 'c', {}), response('s', 'c', {}), response('r', 'c', {})] },
    expect: [
      { code: 'DUPLICATE_RESPONSE_ID', pointer: '/responses/0', subject: 'r', details: { count: 2, positions: [1, 3], group: 'response:"r"' } },
      { code: 'DUPLICATE_RESPONSE_ID', pointer: '/responses/2', subject: 'r', details: { position: 3, group: 'response:"r"' } },
    ],
    status: 'REVIEW',
    report: { responses: [{ verdict: 'match' }, { verdict: 'match' }, { verdict: 'match' }] },
  },
  {
    name: 'distinct response ids are no duplicate',
    input: { contracts: [contract('c')], responses: [response('r1', 'c', {}), response('r2', 'c', {})] },
    expect: [],
    absent: ['DUPLICATE_RESPONSE_ID'],
  },

  // Contract constraints that cannot be read.
  {
    name: 'unreadable contract constraints are flagged where they are written and not applied',
    input: one(
      contract('c', {
        expected_status: 'OK',
        expected_content_type: 'json',
        required_fields: ['id', 'a..b', ''],
        forbidden_fields: 'secret',
        field_types: { total: 'float', '.x': 'string' },
        stable_values: { 'a.': 1 },
      }),
      response('r1', 'c', { total: 'x' }, { status: 500, content_type: 'text/html' }),
    ),
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/expected_content_type', details: { field: 'expected_content_type' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/expected_status', details: { field: 'expected_status' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/field_types/.x', details: { field: 'field_types[".x"]', reason: 'segment 1 of the path is empty' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/field_types/total', details: { field: 'field_types["total"]' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/forbidden_fields', details: { field: 'forbidden_fields' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/required_fields/1', details: { reason: 'segment 2 of the path is empty' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/required_fields/2', details: { reason: 'the path is empty' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/stable_values/a.', details: { field: 'stable_values["a."]' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body', details: { path: 'id' } },
    ],
    absent: ['STATUS_MISMATCH', 'CONTENT_TYPE_MISMATCH', 'FIELD_TYPE_MISMATCH', 'STABLE_VALUE_MISMATCH'],
  },
  {
    name: 'status classes, lists, numeric strings and media types with parameters are readable contract constraints',
    input: {
      contracts: [
        contract('class', { expected_status: '2XX', expected_content_type: 'application/json; charset=utf-8' }),
        contract('list', { expected_status: [200, '404', '5xx'], forbidden_fields: [], required_fields: [] }),
      ],
      responses: [response('r1', 'class', {}, { status: 204 }), response('r2', 'list', {}, { status: 503 })],
    },
    expect: [],
    absent: ['CONTRACT_FIELD_INVALID', 'STATUS_MISMATCH'],
  },

  // Status.
  {
    name: 'a status the contract does not expect is a mismatch at the status',
    input: {
      contracts: [contract('one'), contract('class', { expected_status: '2XX' }), contract('list', { expected_status: [200, 404] })],
      responses: [
        response('r1', 'one', {}, { status: 502 }),
        response('r2', 'class', {}, { status: 404 }),
        response('r3', 'list', {}, { status: '410' }),
      ],
    },
    expect: [
      { code: 'STATUS_MISMATCH', pointer: '/responses/0/status', subject: 'r1', details: { expected: '200', actual: 502 } },
      { code: 'STATUS_MISMATCH', pointer: '/responses/1/status', subject: 'r2', details: { expected: '2XX', actual: 404 } },
      { code: 'STATUS_MISMATCH', pointer: '/responses/2/status', subject: 'r3', details: { expected: '200 or 404', actual: 410 } },
    ],
    report: { responses: [{ verdict: 'drift', drift: ['STATUS_MISMATCH'] }, { verdict: 'drift' }, { verdict: 'drift' }] },
  },
  {
    name: 'an unreadable recorded status or content type cannot be compared',
    input: one(contract('c', { expected_content_type: 'application/json' }), response('r1', 'c', {}, { status: 'OK', content_type: 42 })),
    expect: [
      { code: 'RESPONSE_FIELD_INVALID', pointer: '/responses/0/content_type', details: { field: 'content_type' } },
      { code: 'RESPONSE_FIELD_INVALID', pointer: '/responses/0/status', details: { field: 'status' } },
    ],
    absent: ['STATUS_MISMATCH', 'CONTENT_TYPE_MISMATCH'],
    report: { responses: [{ verdict: 'drift', drift: ['RESPONSE_FIELD_INVALID'] }] },
  },
  {
    name: 'an expected status list names each status once, at most 20 of them, and counts the rest',
    input: one(
      contract('c', { expected_status: [200, 200, '200', ...Array.from({ length: 25 }, (_, i) => 300 + i), '5xx'] }),
      response('r1', 'c', {}, { status: 404 }),
    ),
    expect: [
      {
        code: 'STATUS_MISMATCH',
        pointer: '/responses/0/status',
        details: { expected: `200 or ${Array.from({ length: 19 }, (_, i) => 300 + i).join(' or ')} or 7 more`, actual: 404 },
      },
    ],
  },
  {
    name: 'a recorded status as a string of three digits is read; a content type is not read when the contract names none',
    input: one(contract('c'), response('r1', 'c', {}, { status: '200', content_type: null })),
    expect: [],
    absent: ['RESPONSE_FIELD_INVALID', 'STATUS_MISMATCH'],
  },

  // Content type (RFC 9110 §8.3.1: the four spellings of text/html with charset utf-8 are equivalent).
  {
    name: 'RFC 9110 §8.3.1 equivalent media types all match text/html',
    input: {
      contracts: [contract('page', { expected_content_type: 'text/html' })],
      responses: [
        response('a', 'page', '', { content_type: 'text/html;charset=utf-8' }),
        response('b', 'page', '', { content_type: 'Text/HTML;Charset="utf-8"' }),
        response('c', 'page', '', { content_type: 'text/html; charset="utf-8"' }),
        response('d', 'page', '', { content_type: 'text/html;charset=UTF-8' }),
      ],
    },
    expect: [],
    absent: ['CONTENT_TYPE_MISMATCH', 'RESPONSE_FIELD_INVALID'],
  },
  {
    name: 'another type or subtype is a content type mismatch; a +json suffix is another subtype',
    input: {
      contracts: [contract('c', { expected_content_type: 'Application/JSON' })],
      responses: [
        response('r1', 'c', {}, { content_type: 'text/html; charset=utf-8' }),
        response('r2', 'c', {}, { content_type: 'application/problem+json' }),
        response('r3', 'c', {}, { content_type: 'APPLICATION/JSON;charset=latin1' }),
      ],
    },
    expect: [
      { code: 'CONTENT_TYPE_MISMATCH', pointer: '/responses/0/content_type', details: { expected: 'application/json', actual: 'text/html' } },
      { code: 'CONTENT_TYPE_MISMATCH', pointer: '/responses/1/content_type', details: { actual: 'application/problem+json' } },
    ],
    report: { responses: [{ verdict: 'drift' }, { verdict: 'drift' }, { verdict: 'match' }] },
  },

  // Required and forbidden fields.
  {
    name: 'a missing required field points at the deepest part of its path that exists',
    input: one(
      contract('c', { required_fields: ['customer.email', 'items.2.sku', 'items.01', 'items.-1', 'total.cents', 'meta'] }),
      response('r1', 'c', { customer: {}, items: [{ sku: 'a' }, { sku: 'b' }], total: 5 }),
    ),
    expect: [
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body', details: { path: 'meta' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body/customer', details: { path: 'customer.email' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body/items', details: { path: 'items.-1' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body/items', details: { path: 'items.01' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body/items', details: { path: 'items.2.sku' } },
      { code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/0/body/total', details: { path: 'total.cents' } },
    ],
  },
  {
    name: 'a member holding null is present; a numeric segment names an object member too; a body that is not JSON lacks every field',
    input: {
      contracts: [contract('c', { required_fields: ['note', 'codes.0', 'items.1', 'a/b~c'] }), contract('html', { required_fields: ['data'] })],
      responses: [
        response('r1', 'c', { note: null, codes: { '0': 'x' }, items: [1, 2], 'a/b~c': true }),
        response('r2', 'html', '<html></html>', { content_type: 'text/html' }),
      ],
    },
    expect: [{ code: 'REQUIRED_FIELD_MISSING', pointer: '/responses/1/body', subject: 'r2', details: { path: 'data' } }],
    report: { responses: [{ verdict: 'match' }, { verdict: 'drift', drift: ['REQUIRED_FIELD_MISSING'] }] },
  },
  {
    name: 'a forbidden field that is present is flagged at the field, even when it holds null',
    input: one(
      contract('c', { forbidden_fields: ['customer.password_hash', 'debug', 'items.0.cost', 'absent.field'] }),
      response('r1', 'c', { customer: { password_hash: '$2b$' }, debug: null, items: [{ cost: 3 }], 'a/b': 1 }),
    ),
    expect: [
      { code: 'FORBIDDEN_FIELD_PRESENT', pointer: '/responses/0/body/customer/password_hash', details: { path: 'customer.password_hash' } },
      { code: 'FORBIDDEN_FIELD_PRESENT', pointer: '/responses/0/body/debug', details: { path: 'debug' } },
      { code: 'FORBIDDEN_FIELD_PRESENT', pointer: '/responses/0/body/items/0/cost', details: { path: 'items.0.cost' } },
    ],
  },
  {
    name: 'an absent forbidden field is fine, also when an ancestor is not an object',
    input: one(contract('c', { forbidden_fields: ['customer.password_hash', 'items.0.cost', 'x.y'] }), response('r1', 'c', { customer: { email: 'e' }, items: [], x: 'y' })),
    expect: [],
    absent: ['FORBIDDEN_FIELD_PRESENT'],
  },

  // Field types (JSON Schema 2020-12 validation §6.1.1: integer is a number with a zero fractional part).
  {
    name: 'a present field of another JSON type is a type mismatch at the field',
    input: one(
      contract('c', { field_types: { total: 'number', qty: 'integer', customer: 'object', items: 'object', note: 'string', flag: 'boolean', gone: 'null' } }),
      response('r1', 'c', { total: '24.50', qty: 1.5, customer: null, items: [], note: 7, flag: 'true', gone: 0 }),
    ),
    expect: [
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/customer', details: { expected: 'object', actual: 'null' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/flag', details: { expected: 'boolean', actual: 'string' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/gone', details: { expected: 'null', actual: 'integer' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/items', details: { expected: 'object', actual: 'array' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/note', details: { expected: 'string', actual: 'integer' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/qty', details: { expected: 'integer', actual: 'number' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/total', details: { expected: 'number', actual: 'string' } },
    ],
  },
  {
    name: 'integers are numbers, 2.0 is an integer, and an absent typed field is left to required_fields',
    input: one(
      contract('c', { field_types: { total: 'number', qty: 'integer', 'lines.0.n': 'integer', absent: 'string' } }),
      response('r1', 'c', { total: 3, qty: 2.0, lines: [{ n: 1e3 }] }),
    ),
    expect: [],
    absent: ['FIELD_TYPE_MISMATCH', 'REQUIRED_FIELD_MISSING'],
  },

  // Stable values: exact structural equality.
  {
    name: 'a stable value that differs or is absent is a mismatch',
    input: one(
      contract('c', { stable_values: { currency: 'USD', version: 1, 'meta.tags': ['a', 'b'], 'meta.region': 'eu', flags: { x: 1 } } }),
      response('r1', 'c', { currency: 'usd', version: '1', meta: { tags: ['b', 'a'] }, flags: { x: 1, y: null } }),
    ),
    expect: [
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/currency', details: { expected: 'USD', actual: 'usd', present: true } },
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/flags', details: { expectedJson: '{"x":1}', actualJson: '{"x":1,"y":null}' } },
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/meta', details: { path: 'meta.region', present: false, actualJson: 'absent' } },
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/meta/tags', details: { expected: ['a', 'b'], actual: ['b', 'a'] } },
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/version', details: { expected: 1, actual: '1' } },
    ],
  },
  {
    name: 'a value of more than 200 characters of canonical JSON is quoted by its first 200 characters, without the value',
    input: one(
      contract('c', { stable_values: { note: 'x'.repeat(300), short: 'y', gone: { list: Array.from({ length: 100 }, (_, i) => i) } } }),
      response('r1', 'c', { note: 'z'.repeat(250), short: 'w'.repeat(400) }),
    ),
    expect: [
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body', details: { path: 'gone', expectedJson: `{"list":[${Array.from({ length: 100 }, (_, i) => i).join(',')}]}`.slice(0, 200) + '…', actualJson: 'absent' } },
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/note', details: { expectedJson: `"${'x'.repeat(199)}…`, present: true, actualJson: `"${'z'.repeat(199)}…` } },
      { code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/short', details: { expected: 'y', expectedJson: '"y"', actualJson: `"${'w'.repeat(199)}…` } },
    ],
  },
  {
    name: 'stable values compare deeply, ignore member order and compare numbers by value',
    input: one(
      contract('c', { stable_values: { config: { b: [1, { y: 2, x: 1 }], a: null }, rate: 100, 'items.0': { sku: 'MUG' } } }),
      response('r1', 'c', { config: { a: null, b: [1.0, { x: 1, y: 2.0 }] }, rate: 1e2, items: [{ sku: 'MUG' }] }),
    ),
    expect: [],
    absent: ['STABLE_VALUE_MISMATCH'],
  },

  {
    name: 'ids, paths and values of more than 200 characters are quoted by their first 200; the report keeps ids whole',
    input: one(
      contract('c'.repeat(250), { required_fields: [`a.${'p'.repeat(300)}`], field_types: { [`b${'q'.repeat(300)}`]: 'string' } }),
      response('r'.repeat(201), 'c'.repeat(250), { a: {}, [`b${'q'.repeat(300)}`]: 1 }),
    ),
    expect: [
      {
        code: 'REQUIRED_FIELD_MISSING',
        pointer: '/responses/0/body/a',
        subject: `${'r'.repeat(200)}…`,
        details: { id: `${'r'.repeat(200)}…`, contract: `${'c'.repeat(200)}…`, path: `a.${'p'.repeat(198)}…` },
      },
      { code: 'FIELD_TYPE_MISMATCH', pointer: `/responses/0/body/b${'q'.repeat(300)}`, details: { path: `b${'q'.repeat(199)}…` } },
    ],
    report: { contracts: [{ id: 'c'.repeat(250) }], responses: [{ id: 'r'.repeat(201), contractId: 'c'.repeat(250) }] },
  },
  {
    name: 'a type or subtype name longer than 127 characters (RFC 6838) is no media type; 127 are',
    input: {
      contracts: [contract('long', { expected_content_type: `application/${'x'.repeat(128)}` }), contract('max', { expected_content_type: `application/${'x'.repeat(127)}` })],
      responses: [response('r1', 'long', {}), response('r2', 'max', {}, { content_type: `${'t'.repeat(128)}/json` })],
    },
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/expected_content_type', details: { reason: 'a type or subtype name is longer than 127 characters (RFC 6838 §4.2)' } },
      { code: 'RESPONSE_FIELD_INVALID', pointer: '/responses/1/content_type', details: { field: 'content_type', reason: 'a type or subtype name is longer than 127 characters (RFC 6838 §4.2)' } },
    ],
    absent: ['CONTENT_TYPE_MISMATCH'],
  },

  // Type lists and nullable fields (JSON Schema 2020-12 validation §6.1.1: "type" may be an array of unique names).
  {
    name: 'a type list admits each of its types: ["string", "null"] is a nullable string (oasdiff response-property-became-nullable)',
    input: {
      contracts: [contract('c', { field_types: { note: ['string', 'null'], total: ['number', 'string'], id: 'string' } })],
      responses: [
        response('r1', 'c', { note: null, total: '12.00', id: 'a' }),
        response('r2', 'c', { note: 'gift', total: 12, id: 'b' }),
      ],
    },
    expect: [],
    status: 'READY',
    absent: ['FIELD_TYPE_MISMATCH', 'CONTRACT_FIELD_INVALID'],
  },
  {
    name: 'null where the contract does not list null is a mismatch: the field became nullable',
    input: one(contract('c', { field_types: { note: 'string', total: ['number', 'string'] } }), response('r1', 'c', { note: null, total: null })),
    expect: [
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/note', details: { path: 'note', expected: 'string', actual: 'null' } },
      { code: 'FIELD_TYPE_MISMATCH', pointer: '/responses/0/body/total', details: { path: 'total', expected: 'number or string', actual: 'null' } },
    ],
  },
  {
    name: 'an empty type list, an unknown name in a list and a repeated name cannot be read',
    input: one(contract('c', { field_types: { a: [], b: ['string', 'float'], c: ['null', 'null'] } }), response('r1', 'c', { a: 1, b: 1, c: 1 })),
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/field_types/a', details: { field: 'field_types["a"]', reason: 'a type list names at least one type' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/field_types/b', details: { reason: '"float" is not one of string, number, integer, boolean, object, array, null' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/field_types/c', details: { reason: '"null" is listed twice' } },
    ],
    absent: ['FIELD_TYPE_MISMATCH'],
  },

  // Allowed values (JSON Schema 2020-12 validation §6.1.2 `enum`; oasdiff response-property-enum-value-added).
  {
    name: 'a value outside allowed_values is a warning; listed values, equal numbers and absent fields are not',
    input: {
      contracts: [contract('c', { allowed_values: { status: ['paid', 'pending'], 'meta.level': [1, 2], tags: [['a'], { k: 1 }] } })],
      responses: [
        response('r1', 'c', { status: 'paid', meta: { level: 2.0 }, tags: { k: 1.0 } }),
        response('r2', 'c', { status: 'refunded', meta: { level: 3 }, tags: ['b'] }),
        response('r3', 'c', {}),
      ],
    },
    expect: [
      { code: 'FIELD_VALUE_NOT_ALLOWED', pointer: '/responses/1/body/meta/level', details: { path: 'meta.level', actual: 3, actualJson: '3', allowedJson: '[1,2]' } },
      { code: 'FIELD_VALUE_NOT_ALLOWED', pointer: '/responses/1/body/status', details: { path: 'status', actual: 'refunded', allowedJson: '["paid","pending"]' } },
      { code: 'FIELD_VALUE_NOT_ALLOWED', pointer: '/responses/1/body/tags', details: { path: 'tags', actualJson: '["b"]' } },
    ],
    status: 'REVIEW',
    report: { responses: [{ id: 'r1', verdict: 'match' }, { id: 'r2', verdict: 'drift', drift: ['FIELD_VALUE_NOT_ALLOWED'] }, { id: 'r3', verdict: 'match' }] },
  },
  {
    name: 'allowed_values that are no object, or a path whose list is empty, cannot be read',
    input: {
      contracts: [contract('c', { allowed_values: ['paid'] }), contract('d', { allowed_values: { status: [], kind: 'a' } })],
      responses: [response('r1', 'c', { status: 'x' }), response('r2', 'd', { status: 'x', kind: 'b' })],
    },
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/allowed_values', details: { field: 'allowed_values' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/allowed_values/kind', details: { reason: 'expected a non-empty array of values' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/1/allowed_values/status', details: { reason: 'expected a non-empty array of values' } },
    ],
    absent: ['FIELD_VALUE_NOT_ALLOWED'],
  },

  // Required headers (oasdiff required-response-header-removed; Schemathesis response_headers_conformance).
  {
    name: 'a required header absent from the recorded headers is missing; names compare case-insensitively',
    input: {
      contracts: [contract('c', { required_headers: ['ETag', 'X-Request-Id', 'etag'] })],
      responses: [
        response('r1', 'c', {}, { headers: { etag: '"v1"', 'x-request-id': 'abc' } }),
        response('r2', 'c', {}, { headers: { ETAG: '"v1"', 'X-Request-Id': null } }),
        response('r3', 'c', {}, { headers: [{ name: 'Etag', value: '"v2"' }, { name: 'x-request-ID', value: 'q' }] }),
        response('r4', 'c', {}),
      ],
    },
    expect: [
      { code: 'REQUIRED_HEADER_MISSING', pointer: '/responses/1/headers', subject: 'r2', details: { header: 'x-request-id', contract: 'c' } },
      { code: 'REQUIRED_HEADER_MISSING', pointer: '/responses/3', subject: 'r4', details: { header: 'etag' } },
      { code: 'REQUIRED_HEADER_MISSING', pointer: '/responses/3', subject: 'r4', details: { header: 'x-request-id' } },
    ],
    report: { responses: [{ id: 'r1', verdict: 'match' }, { id: 'r2', verdict: 'drift' }, { id: 'r3', verdict: 'match' }, { id: 'r4', verdict: 'drift' }] },
  },
  {
    name: 'headers are read only when the contract requires some; unreadable headers and header names are invalid',
    input: {
      contracts: [contract('c', { required_headers: ['ETag', 'Bad Name', 7] }), contract('d'), contract('e', { required_headers: 'ETag' })],
      responses: [
        response('r1', 'c', {}, { headers: 'ETag: "v1"' }),
        response('r2', 'd', {}, { headers: 'ETag: "v1"' }),
        response('r3', 'c', {}, { headers: [{ value: 'x' }] }),
        response('r4', 'e', {}),
      ],
    },
    expect: [
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/required_headers/1', details: { field: 'required_headers[1]' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/0/required_headers/2', details: { field: 'required_headers[2]' } },
      { code: 'CONTRACT_FIELD_INVALID', pointer: '/contracts/2/required_headers', details: { field: 'required_headers' } },
      { code: 'RESPONSE_FIELD_INVALID', pointer: '/responses/0/headers', details: { field: 'headers' } },
      { code: 'RESPONSE_FIELD_INVALID', pointer: '/responses/2/headers', details: { field: 'headers' } },
    ],
    absent: ['REQUIRED_HEADER_MISSING'],
  },
  {
    name: 'more than 10 missing headers: the first 10 by name are listed, the rest counted',
    input: one(contract('c', { required_headers: Array.from({ length: 12 }, (_, i) => `x-h${String(11 - i).padStart(2, '0')}`) }), response('r1', 'c', {}, { headers: {} })),
    expect: Array.from({ length: 10 }, (_, i) => ({ code: 'REQUIRED_HEADER_MISSING', pointer: '/responses/0/headers', details: { header: `x-h${String(i).padStart(2, '0')}` } })),
    report: { responses: [{ id: 'r1', omitted: { REQUIRED_HEADER_MISSING: 2 } }] },
  },

  // The cap never depends on member order (issue 29).
  {
    name: 'the 10 listed type mismatches are the first by path, whatever the order of field_types and of the body',
    input: one(
      contract('c', { field_types: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${String(11 - i).padStart(2, '0')}`, 'string'])) }),
      response('r1', 'c', Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${String(11 - i).padStart(2, '0')}`, 1]))),
    ),
    expect: Array.from({ length: 10 }, (_, i) => ({ code: 'FIELD_TYPE_MISMATCH', pointer: `/responses/0/body/f${String(i).padStart(2, '0')}` })),
    report: { responses: [{ id: 'r1', omitted: { FIELD_TYPE_MISMATCH: 2 } }] },
  },
  {
    name: 'the 10 listed missing stable values are the first by path, whatever the order of stable_values',
    input: one(
      contract('c', { stable_values: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`data.v${11 - i}`, 1])) }),
      response('r1', 'c', { data: {} }),
    ),
    // Member names order by UTF-16 code units, as pointers do: v10 and v11 come before v2.
    expect: ['0', '1', '10', '11', '2', '3', '4', '5', '6', '7'].map((i) => ({ code: 'STABLE_VALUE_MISMATCH', pointer: '/responses/0/body/data', details: { path: `data.v${i}`, present: false } })),
    report: { responses: [{ id: 'r1', omitted: { STABLE_VALUE_MISMATCH: 2 } }] },
  },

  // Open items.
  {
    name: 'keys the check does not read are carried into the report and are never an error',
    input: {
      contracts: [contract('c', { endpoint: 'GET /orders/{id}', owner: { team: 'orders' } })],
      responses: [response('r1', 'c', {}, { latency_ms: 87, recorded_at: '2026-03-02T12:00:00Z' })],
    },
    expect: [],
    status: 'READY',
    report: {
      contracts: [{ id: 'c', extra: { endpoint: 'GET /orders/{id}', owner: { team: 'orders' } } }],
      responses: [{ id: 'r1', extra: { latency_ms: 87, recorded_at: '2026-03-02T12:00:00Z' } }],
    },
  },
  {
    name: 'an extra member named __proto__ is carried like any other key',
    input: JSON.parse(
      '{"contracts":[{"id":"c","expected_status":200}],"responses":[{"id":"r1","contract_id":"c","status":200,"content_type":"a/b","body":{},"__proto__":{"x":1}}]}',
    ) as Input,
    expect: [],
    report: { responses: [{ id: 'r1', extra: JSON.parse('{"__proto__":{"x":1}}') as Record<string, unknown> }] },
  },
]);
