import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const policies = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `policy-${i}`, baseline: {}, current: { clauses: [] } }));

describe('policy-change-evidence-builder input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('a missing policies is rejected', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/policies', keyword: 'required' }));
  });

  test('policies: 1 and 1000 items accepted, 0 and 1001 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/policies', policies(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/policies', policies(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/policies', []))).toContainEqual(
      expect.objectContaining({ pointer: '/policies', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/policies', policies(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/policies', keyword: 'maxItems' }),
    );
  });

  test.each(['id', 'baseline', 'current'])('a policy without %s is rejected', (key) => {
    const policy: Record<string, unknown> = { ...sampleInput.policies[0] };
    delete policy[key];
    expect(validate(withValueAt(sampleInput, '/policies/0', policy))).toContainEqual(
      expect.objectContaining({ pointer: `/policies/0/${key}`, keyword: 'required' }),
    );
  });

  test('policy sides are open objects whose keys are all optional', () => {
    expect(validate(withValueAt(sampleInput, '/policies/0/baseline', {}))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/policies/0/current/owner', 'legal'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/policies/0/current', 'v2'))).toContainEqual(
      expect.objectContaining({ pointer: '/policies/0/current', keyword: 'type' }),
    );
  });

  test('clauses is an array; applies_to and requirements are arrays of strings', () => {
    expect(validate(withValueAt(sampleInput, '/policies/0/current/clauses', {}))).toContainEqual(
      expect.objectContaining({ pointer: '/policies/0/current/clauses', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/policies/0/current/clauses/0/applies_to', ['consumers', 7]))).toContainEqual(
      expect.objectContaining({ pointer: '/policies/0/current/clauses/0/applies_to/1', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/policies/0/current/clauses/0/requirements', 'receipt'))).toContainEqual(
      expect.objectContaining({ pointer: '/policies/0/current/clauses/0/requirements', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/policies/0/current/clauses/0', { id: 'R9', note: 'draft' }))).toEqual([]);
  });
});
