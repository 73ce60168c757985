import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const roster = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `S${i}` }));
const files = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `img/S${i}.jpg` }));

describe('image-to-sku-match-checker input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('roster and files hold 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/roster', roster(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/roster', roster(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/roster', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/files', files(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/files', files(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/files', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/files', []))).toContainEqual(expect.objectContaining({ pointer: '/files', keyword: 'minItems' }));
  });

  test('items require sku / path and allow extra keys', () => {
    expect(validate(withValueAt(sampleInput, '/roster/0', { sku: 'A', expected_count: 2, title: 'x' }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/roster/0', { title: 'x' }))).toContainEqual(
      expect.objectContaining({ pointer: '/roster/0/sku', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/files/0', { path: 'a.jpg', bytes: 10 }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/files/0', {}))).toContainEqual(
      expect.objectContaining({ pointer: '/files/0/path', keyword: 'required' }),
    );
  });

  test('sku_pattern is at most 300 characters', () => {
    expect(validate(withValueAt(sampleInput, '/sku_pattern', '('.padEnd(299, 'a') + ')'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/sku_pattern', '('.padEnd(300, 'a') + ')'))).toContainEqual(
      expect.objectContaining({ pointer: '/sku_pattern', keyword: 'maxLength' }),
    );
  });
});
