import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

describe('storefront-product-csv-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it, e.g.
  // expect(validate(withValueAt(sampleInput, '/field', atLimit))).toEqual([]);
  void withValueAt;
});
