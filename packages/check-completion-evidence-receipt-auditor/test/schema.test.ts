import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const outcomes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `task-${i}`, status: 'completed', evidence: [{ kind: 'log', ref: `l${i}` }] }));

describe('completion-evidence-receipt-auditor input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('outcomes: at least 1 item', () => {
    expect(validate(withValueAt(sampleInput, '/outcomes', outcomes(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/outcomes', []))).toContainEqual(
      expect.objectContaining({ pointer: '/outcomes', keyword: 'minItems' }),
    );
  });

  test('outcomes: at most 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/outcomes', outcomes(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/outcomes', outcomes(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/outcomes', keyword: 'maxItems' }),
    );
  });

  test('a request without outcomes is rejected', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/outcomes', keyword: 'required' }));
  });

  test.each(['id', 'status', 'evidence'])('an outcome without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.outcomes[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/outcomes/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/outcomes/0/${key}`, keyword: 'required' }),
    );
  });

  test('outcomes are open objects and their keys have no fixed type', () => {
    expect(validate(withValueAt(sampleInput, '/outcomes/0/owner', 'agent-7'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/outcomes/0/evidence', 'logs/rotate.txt'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/outcomes/0/status', 'done'))).toEqual([]);
  });
});
