import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ Handle: `h${i}`, Title: `T${i}` }));
const strings = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);

describe('storefront-product-csv-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('rows: 1 to 1000 open objects with no required keys', () => {
    expect(validate(withValueAt(sampleInput, '/rows', rows(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/rows', rows(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/rows', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/rows', [{}]))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/rows', []))).toContainEqual(expect.objectContaining({ pointer: '/rows', keyword: 'minItems' }));
    expect(validate({ rows: [{ 'Any Column': 1, nested: { ok: true } }] })).toEqual([]);
  });

  test('mode is new or overwrite', () => {
    expect(validate(withValueAt(sampleInput, '/mode', 'new'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/mode', 'replace'))).toContainEqual(expect.objectContaining({ pointer: '/mode', keyword: 'enum' }));
  });

  test('existing_handles up to 1000, overwrite_required_columns up to 100', () => {
    expect(validate(withValueAt(sampleInput, '/existing_handles', strings(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/existing_handles', strings(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/existing_handles', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/overwrite_required_columns', strings(100)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/overwrite_required_columns', strings(101)))).toContainEqual(
      expect.objectContaining({ pointer: '/overwrite_required_columns', keyword: 'maxItems' }),
    );
  });
});
