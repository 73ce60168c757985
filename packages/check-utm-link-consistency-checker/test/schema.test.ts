import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const links = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, url: `https://x.example/?utm_source=a&n=${i}` }));

describe('utm-link-consistency-checker input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('links hold 1 to 1000 items, each with id and url, extra keys allowed', () => {
    expect(validate(withValueAt(sampleInput, '/links', links(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/links', links(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/links', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/links', []))).toContainEqual(expect.objectContaining({ pointer: '/links', keyword: 'minItems' }));
    expect(validate(withValueAt(sampleInput, '/links/0', { id: 'a', url: 'x', channel: 'email' }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/links/0', { id: 'a' }))).toContainEqual(
      expect.objectContaining({ pointer: '/links/0/url', keyword: 'required' }),
    );
  });

  test('policy is a closed object with required and allowed_values', () => {
    expect(validate(withValueAt(sampleInput, '/policy', { required: ['utm_id'], allowed_values: { utm_medium: ['email'], x: 'y' } }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/policy', { required: ['utm_id'], forbidden: [] }))).toContainEqual(
      expect.objectContaining({ pointer: '/policy/forbidden', keyword: 'additionalProperties' }),
    );
    expect(validate(withValueAt(sampleInput, '/policy/allowed_values', ['email']))).toContainEqual(
      expect.objectContaining({ pointer: '/policy/allowed_values', keyword: 'type' }),
    );
  });
});
