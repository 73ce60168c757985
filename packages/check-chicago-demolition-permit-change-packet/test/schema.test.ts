import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(3000000 + i));
const records = (n: number) => ids(n).map((id) => ({ id }));

describe('chicago-demolition-permit-change-packet input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('query is required; everything else is optional', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/query', keyword: 'required' }));
    expect(validate({ query: '100998231' })).toEqual([]);
  });

  test('query: 1 and 80 characters accepted, 0 and 81 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/query', 'x'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/query', 'x'.repeat(80)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/query', ''))).toContainEqual(
      expect.objectContaining({ pointer: '/query', keyword: 'minLength' }),
    );
    expect(validate(withValueAt(sampleInput, '/query', 'x'.repeat(81)))).toContainEqual(
      expect.objectContaining({ pointer: '/query', keyword: 'maxLength' }),
    );
  });

  test('previous.match_ids: 100 accepted, 101 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/previous/match_ids', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/previous/match_ids', ids(100)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/previous/match_ids', ids(101)))).toContainEqual(
      expect.objectContaining({ pointer: '/previous/match_ids', keyword: 'maxItems' }),
    );
  });

  test('previous is a closed object whose members are optional', () => {
    expect(validate(withValueAt(sampleInput, '/previous', {}))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/previous/query', '1530 W Erie St'))).toContainEqual(
      expect.objectContaining({ pointer: '/previous/query', keyword: 'additionalProperties' }),
    );
  });

  test('records: 0 and 100 accepted, 101 rejected; each requires id', () => {
    expect(validate(withValueAt(sampleInput, '/records', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records', records(100)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records', records(101)))).toContainEqual(
      expect.objectContaining({ pointer: '/records', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/records/0', { permitNumber: '100998231' }))).toContainEqual(
      expect.objectContaining({ pointer: '/records/0/id', keyword: 'required' }),
    );
  });

  test('date-times: RFC 3339 accepted, other text rejected', () => {
    expect(validate(withValueAt(sampleInput, '/records_generated_at', '2026-03-01T06:00:00.000-06:00'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/records_generated_at', '2026-03-01'))).toContainEqual(
      expect.objectContaining({ pointer: '/records_generated_at', keyword: 'format' }),
    );
    expect(validate(withValueAt(sampleInput, '/previous/source_generated_at', 'yesterday'))).toContainEqual(
      expect.objectContaining({ pointer: '/previous/source_generated_at', keyword: 'format' }),
    );
  });
});
