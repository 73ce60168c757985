import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const contracts = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `contract-${i}`, expected_status: 200 }));
const responses = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `rec-${i}`,
    contract_id: 'get-order',
    status: 200,
    content_type: 'application/json',
    body: { id: `ord_${i}` },
  }));

describe('api-response-contract-drift-auditor input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('contracts: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts', []))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts', keyword: 'maxItems' }),
    );
  });

  test('responses: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/responses', responses(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/responses', []))).toContainEqual(
      expect.objectContaining({ pointer: '/responses', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/responses', responses(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/responses', responses(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/responses', keyword: 'maxItems' }),
    );
  });

  test('required_fields is an array of dotted-path strings', () => {
    expect(validate(withValueAt(sampleInput, '/contracts/0/required_fields', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts/0/required_fields', ['id', 7]))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts/0/required_fields/1', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/contracts/0/required_fields', 'customer.email'))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts/0/required_fields', keyword: 'type' }),
    );
  });

  test('field_types maps paths to type names; stable_values maps paths to any value', () => {
    expect(validate(withValueAt(sampleInput, '/contracts/0/field_types', {}))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts/0/field_types/total', 1))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts/0/field_types/total', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/contracts/0/stable_values', { a: null, 'b.c': [1, { d: true }] }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts/0/stable_values', ['currency', 'USD']))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts/0/stable_values', keyword: 'type' }),
    );
  });

  test.each(['contracts', 'responses'])('a request without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput as unknown as Record<string, unknown>;
    expect(validate(rest)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
  });

  test.each(['id', 'expected_status'])('a contract without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.contracts[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/contracts/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/contracts/0/${key}`, keyword: 'required' }),
    );
  });

  test.each(['id', 'contract_id', 'status', 'content_type', 'body'])('a response without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.responses[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/responses/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/responses/0/${key}`, keyword: 'required' }),
    );
  });

  test('items are open objects and the untyped keys accept any value', () => {
    expect(validate(withValueAt(sampleInput, '/contracts/0/endpoint', 'GET /orders/{id}'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts/0/expected_status', '2xx'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/responses/0/body', null))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/responses/0/latency_ms', 87))).toEqual([]);
  });
});
