import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const strings = (n: number) => Array.from({ length: n }, (_, i) => `dir/file-${i}.txt`);

describe('gitignore-coverage-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('paths: 1..2000 items, required', () => {
    expect(validate(withValueAt(sampleInput, '/paths', strings(2000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/paths', strings(2001)))).toContainEqual(expect.objectContaining({ pointer: '/paths', keyword: 'maxItems' }));
    expect(validate(withValueAt(sampleInput, '/paths', strings(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/paths', []))).toContainEqual(expect.objectContaining({ pointer: '/paths', keyword: 'minItems' }));
    expect(validate({ patterns: [] })).toContainEqual(expect.objectContaining({ pointer: '/paths', keyword: 'required' }));
  });

  test('patterns: at most 1000, may be empty or absent', () => {
    expect(validate(withValueAt(sampleInput, '/patterns', strings(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/patterns', strings(1001)))).toContainEqual(expect.objectContaining({ pointer: '/patterns', keyword: 'maxItems' }));
    expect(validate(withValueAt(sampleInput, '/patterns', []))).toEqual([]);
    expect(validate({ paths: ['a'] })).toEqual([]);
  });

  test('tracked_paths: at most 2000 strings', () => {
    expect(validate(withValueAt(sampleInput, '/tracked_paths', strings(2000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/tracked_paths', strings(2001)))).toContainEqual(
      expect.objectContaining({ pointer: '/tracked_paths', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/tracked_paths/0', 7))).toContainEqual(expect.objectContaining({ pointer: '/tracked_paths/0', keyword: 'type' }));
  });
});
