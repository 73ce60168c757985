import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ purchase_order_contract_number: String(200000 + i), revision_number: '0' }));

function expectLength(pointer: string, min: number, max: number) {
  if (min > 0) expect(validate(withValueAt(sampleInput, pointer, 'x'.repeat(min)))).toEqual([]);
  expect(validate(withValueAt(sampleInput, pointer, 'x'.repeat(max)))).toEqual([]);
  if (min > 0) {
    expect(validate(withValueAt(sampleInput, pointer, 'x'.repeat(min - 1)))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'minLength' }),
    );
  }
  expect(validate(withValueAt(sampleInput, pointer, 'x'.repeat(max + 1)))).toContainEqual(
    expect.objectContaining({ pointer, keyword: 'maxLength' }),
  );
}

describe('chicago-contract-change-packet input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('query is required; a bare query is a valid request', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/query', keyword: 'required' }));
    expect(validate({ query: { field: 'department', value: 'DEPARTMENT OF AVIATION' } })).toEqual([]);
  });

  test('query.field is one of the five fields; query.value 1..120 characters', () => {
    for (const field of ['vendor', 'department', 'contract', 'specification', 'keyword']) {
      expect(validate(withValueAt(sampleInput, '/query/field', field))).toEqual([]);
    }
    expect(validate(withValueAt(sampleInput, '/query/field', 'vendor_name'))).toContainEqual(
      expect.objectContaining({ pointer: '/query/field', keyword: 'enum' }),
    );
    expectLength('/query/value', 1, 120);
    expect(validate(withValueAt(sampleInput, '/query', { field: 'vendor' }))).toContainEqual(
      expect.objectContaining({ pointer: '/query/value', keyword: 'required' }),
    );
  });

  test('max_results: 1 and 50 accepted, 0, 51 and 2.5 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/max_results', 1))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/max_results', 50))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/max_results', 0))).toContainEqual(
      expect.objectContaining({ pointer: '/max_results', keyword: 'minimum' }),
    );
    expect(validate(withValueAt(sampleInput, '/max_results', 51))).toContainEqual(
      expect.objectContaining({ pointer: '/max_results', keyword: 'maximum' }),
    );
    expect(validate(withValueAt(sampleInput, '/max_results', 2.5))).toContainEqual(
      expect.objectContaining({ pointer: '/max_results', keyword: 'type' }),
    );
  });

  test('records: 0 and 50 accepted, 51 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/records', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records', rows(50)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records', rows(51)))).toContainEqual(
      expect.objectContaining({ pointer: '/records', keyword: 'maxItems' }),
    );
  });

  test('record string lengths', () => {
    expectLength('/records/0/purchase_order_contract_number', 1, 120);
    expectLength('/records/0/revision_number', 1, 60);
    expectLength('/records/0/purchase_order_description', 0, 1000);
    expectLength('/records/0/specification_number', 0, 120);
    expectLength('/records/0/contract_type', 0, 160);
    expectLength('/records/0/department', 0, 300);
    expectLength('/records/0/vendor_name', 0, 300);
    expectLength('/records/0/vendor_id', 0, 120);
  });

  test('records are closed and require their two ids; award_amount is a number or a string', () => {
    expect(validate(withValueAt(sampleInput, '/records/0/ward', '27'))).toContainEqual(
      expect.objectContaining({ pointer: '/records/0/ward', keyword: 'additionalProperties' }),
    );
    expect(validate(withValueAt(sampleInput, '/records/0', { purchase_order_contract_number: '218834' }))).toContainEqual(
      expect.objectContaining({ pointer: '/records/0/revision_number', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/records/0/award_amount', 1250000))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records/0/award_amount', '$1,250,000.00'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records/0/award_amount', null))).toContainEqual(
      expect.objectContaining({ pointer: '/records/0/award_amount', keyword: 'type' }),
    );
  });

  test('total_records: 0 and 10000000 accepted, -1 and 10000001 rejected (top level and previous_snapshot)', () => {
    for (const pointer of ['/total_records', '/previous_snapshot/total_records']) {
      expect(validate(withValueAt(sampleInput, pointer, 0))).toEqual([]);
      expect(validate(withValueAt(sampleInput, pointer, 10000000))).toEqual([]);
      expect(validate(withValueAt(sampleInput, pointer, -1))).toContainEqual(expect.objectContaining({ pointer, keyword: 'minimum' }));
      expect(validate(withValueAt(sampleInput, pointer, 10000001))).toContainEqual(
        expect.objectContaining({ pointer, keyword: 'maximum' }),
      );
    }
  });

  test('previous_snapshot: captured_at and records required, records 0..50 open objects', () => {
    expect(validate(withValueAt(sampleInput, '/previous_snapshot', { records: [] }))).toContainEqual(
      expect.objectContaining({ pointer: '/previous_snapshot/captured_at', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/previous_snapshot', { captured_at: '2026-02-01T06:00:00Z' }))).toContainEqual(
      expect.objectContaining({ pointer: '/previous_snapshot/records', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/previous_snapshot/records', rows(50)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/previous_snapshot/records', rows(51)))).toContainEqual(
      expect.objectContaining({ pointer: '/previous_snapshot/records', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/previous_snapshot/records/0/ward', '27'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/previous_snapshot/records/0', { revision_number: '1' }))).toContainEqual(
      expect.objectContaining({ pointer: '/previous_snapshot/records/0/purchase_order_contract_number', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/previous_snapshot/note', 'x'))).toContainEqual(
      expect.objectContaining({ pointer: '/previous_snapshot/note', keyword: 'additionalProperties' }),
    );
  });

  test('date-times are validated', () => {
    for (const pointer of ['/records_generated_at', '/source_updated_at', '/previous_snapshot/captured_at']) {
      expect(validate(withValueAt(sampleInput, pointer, '2026-03-01'))).toContainEqual(
        expect.objectContaining({ pointer, keyword: 'format' }),
      );
    }
    expect(validate(withValueAt(sampleInput, '/records/0/start_date', '04/01/2024'))).toEqual([]);
  });
});
