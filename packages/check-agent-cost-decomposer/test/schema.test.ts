import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const calls = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `call-${i}`,
    input_tokens: 1000,
    output_tokens: 100,
    input_usd_per_million: 3,
    output_usd_per_million: 15,
  }));

describe('agent-cost-decomposer input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('calls: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/calls', calls(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls', []))).toContainEqual(
      expect.objectContaining({ pointer: '/calls', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/calls', calls(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls', calls(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/calls', keyword: 'maxItems' }),
    );
  });

  test('budget_usd: a number, minimum 0', () => {
    expect(validate(withValueAt(sampleInput, '/budget_usd', 0))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/budget_usd', 1e9))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/budget_usd', -0.000001))).toContainEqual(
      expect.objectContaining({ pointer: '/budget_usd', keyword: 'minimum' }),
    );
    expect(validate(withValueAt(sampleInput, '/budget_usd', '0.05'))).toContainEqual(
      expect.objectContaining({ pointer: '/budget_usd', keyword: 'type' }),
    );
  });

  test('budget_usd is optional', () => {
    const { budget_usd: _omitted, ...rest } = sampleInput;
    expect(validate(rest)).toEqual([]);
  });

  test('a request without calls is rejected', () => {
    expect(validate({ budget_usd: 1 })).toContainEqual(expect.objectContaining({ pointer: '/calls', keyword: 'required' }));
  });

  test.each(['id', 'input_tokens', 'output_tokens', 'input_usd_per_million', 'output_usd_per_million'])(
    'a call without %s is rejected',
    (key) => {
      const { [key]: _omitted, ...rest } = sampleInput.calls[0] as Record<string, unknown>;
      expect(validate(withValueAt(sampleInput, '/calls/0', rest))).toContainEqual(
        expect.objectContaining({ pointer: `/calls/0/${key}`, keyword: 'required' }),
      );
    },
  );

  test('calls are open objects and their counts and rates have no fixed type', () => {
    expect(validate(withValueAt(sampleInput, '/calls/0/step', 'planning'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls/0/input_usd_per_million', '3.00'))).toEqual([]);
  });
});
