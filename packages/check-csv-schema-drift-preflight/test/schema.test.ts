import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const columns = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `c${i}`, type: 'string' }));

describe('csv-schema-drift-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['/baseline_columns', '/current_columns'])('%s: 1 to 1000 columns', (pointer) => {
    expect(validate(withValueAt(sampleInput, pointer, columns(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, columns(1001)))).toContainEqual(
      expect.objectContaining({ pointer, keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, pointer, []))).toContainEqual(expect.objectContaining({ pointer, keyword: 'minItems' }));
  });

  test('type is one of the eight interface types', () => {
    for (const type of ['string', 'number', 'integer', 'boolean', 'date', 'datetime', 'json', 'unknown']) {
      expect(validate(withValueAt(sampleInput, '/current_columns/0/type', type))).toEqual([]);
    }
    expect(validate(withValueAt(sampleInput, '/current_columns/0/type', 'text'))).toContainEqual(
      expect.objectContaining({ pointer: '/current_columns/0/type', keyword: 'enum' }),
    );
  });

  test('columns are closed objects requiring name and type', () => {
    expect(validate(withValueAt(sampleInput, '/baseline_columns/0', { name: 'a', type: 'string', width: 3 }))).toContainEqual(
      expect.objectContaining({ pointer: '/baseline_columns/0/width', keyword: 'additionalProperties' }),
    );
    expect(validate(withValueAt(sampleInput, '/baseline_columns/0', { name: 'a' }))).toContainEqual(
      expect.objectContaining({ pointer: '/baseline_columns/0/type', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/baseline_columns/0/required', 'yes'))).toContainEqual(
      expect.objectContaining({ pointer: '/baseline_columns/0/required', keyword: 'type' }),
    );
  });
});
