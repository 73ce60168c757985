import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const cases = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `case-${i}`, expected_skills: ['pdf-extract'], observed_skills: ['pdf-extract'] }));

describe('skill-activation-verifier input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('cases: at least 1 item', () => {
    expect(validate(withValueAt(sampleInput, '/cases', cases(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/cases', []))).toContainEqual(
      expect.objectContaining({ pointer: '/cases', keyword: 'minItems' }),
    );
  });

  test('cases: at most 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/cases', cases(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/cases', cases(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/cases', keyword: 'maxItems' }),
    );
  });

  test('a request without cases is rejected', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/cases', keyword: 'required' }));
  });

  test.each(['id', 'expected_skills', 'observed_skills'])('a case without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.cases[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/cases/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/cases/0/${key}`, keyword: 'required' }),
    );
  });

  test('cases are open objects and their keys have no fixed type', () => {
    expect(validate(withValueAt(sampleInput, '/cases/0/suite', 'routing-v2'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/cases/0/observed_skills', 'pdf-extract'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/cases/0/id', 1))).toEqual([]);
  });
});
