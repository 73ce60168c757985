import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const rule = (i: number) => ({ source: `/old/${i}`, destination: `/new/${i}` });

describe('redirect-map-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('redirects: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/redirects', Array.from({ length: 1000 }, (_, i) => rule(i))))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/redirects', Array.from({ length: 1001 }, (_, i) => rule(i))))).toContainEqual(
      expect.objectContaining({ pointer: '/redirects', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/redirects', [rule(0)]))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/redirects', []))).toContainEqual(
      expect.objectContaining({ pointer: '/redirects', keyword: 'minItems' }),
    );
  });

  test('baseline_sources: at most 2000 items, optional', () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `/legacy/${i}`);
    expect(validate(withValueAt(sampleInput, '/baseline_sources', urls(2000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/baseline_sources', urls(2001)))).toContainEqual(
      expect.objectContaining({ pointer: '/baseline_sources', keyword: 'maxItems' }),
    );
    expect(validate({ redirects: [rule(0)] })).toEqual([]);
  });

  test('each redirect needs source and destination and may carry extra keys', () => {
    expect(validate({ redirects: [{ source: '/a', destination: '/b', status: 301, note: 'x' }] })).toEqual([]);
    expect(validate({ redirects: [{ source: '/a' }] })).toContainEqual(
      expect.objectContaining({ pointer: '/redirects/0/destination', keyword: 'required' }),
    );
  });
});
