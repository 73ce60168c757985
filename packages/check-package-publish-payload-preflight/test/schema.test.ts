import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

describe('package-publish-payload-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('pack_files: 1 to 5000 strings', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `f${i}.js`);
    expect(validate(withValueAt(sampleInput, '/pack_files', many(5000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/pack_files', many(5001)))).toContainEqual(
      expect.objectContaining({ pointer: '/pack_files', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/pack_files', many(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/pack_files', []))).toContainEqual(
      expect.objectContaining({ pointer: '/pack_files', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/pack_files/0', 7))).toContainEqual(
      expect.objectContaining({ pointer: '/pack_files/0', keyword: 'type' }),
    );
  });

  test('previous_files: optional, up to 5000 strings, may be empty', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `f${i}.js`);
    expect(validate(withValueAt(sampleInput, '/previous_files', many(5000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/previous_files', many(5001)))).toContainEqual(
      expect.objectContaining({ pointer: '/previous_files', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/previous_files', []))).toEqual([]);
    expect(validate({ package: {}, pack_files: ['package.json'] })).toEqual([]);
  });

  test('package is a free-form object and required', () => {
    expect(validate(withValueAt(sampleInput, '/package/anything', { nested: [1, 2] }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/package', []))).toContainEqual(expect.objectContaining({ pointer: '/package', keyword: 'type' }));
    expect(validate({ pack_files: ['a'] })).toContainEqual(expect.objectContaining({ pointer: '/package', keyword: 'required' }));
  });
});
