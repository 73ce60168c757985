import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

describe('filename-portability-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('paths: 1..5000 items, each at most 4096 characters', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(validate(withValueAt(sampleInput, '/paths', many(5000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/paths', many(5001)))).toContainEqual(expect.objectContaining({ pointer: '/paths', keyword: 'maxItems' }));
    expect(validate(withValueAt(sampleInput, '/paths', []))).toContainEqual(expect.objectContaining({ pointer: '/paths', keyword: 'minItems' }));
    expect(validate(withValueAt(sampleInput, '/paths/0', 'a'.repeat(4096)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/paths/0', 'a'.repeat(4097)))).toContainEqual(expect.objectContaining({ pointer: '/paths/0', keyword: 'maxLength' }));
  });

  test('max_path_length: integer 1..32767, optional', () => {
    expect(validate(withValueAt(sampleInput, '/max_path_length', 1))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/max_path_length', 32767))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/max_path_length', 0))).toContainEqual(expect.objectContaining({ pointer: '/max_path_length', keyword: 'minimum' }));
    expect(validate(withValueAt(sampleInput, '/max_path_length', 32768))).toContainEqual(expect.objectContaining({ pointer: '/max_path_length', keyword: 'maximum' }));
    expect(validate(withValueAt(sampleInput, '/max_path_length', 2.5))).toContainEqual(expect.objectContaining({ pointer: '/max_path_length', keyword: 'type' }));
    expect(validate({ paths: ['a'] })).toEqual([]);
  });
});
