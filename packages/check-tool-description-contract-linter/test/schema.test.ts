import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const tools = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `tool_${i}`, description: 'Returns one record by id.' }));

describe('tool-description-contract-linter input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('tools: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/tools', tools(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/tools', []))).toContainEqual(
      expect.objectContaining({ pointer: '/tools', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/tools', tools(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/tools', tools(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/tools', keyword: 'maxItems' }),
    );
  });

  test.each(['inputs', 'outputs', 'side_effects', 'failure_modes'])('%s is an array of strings', (key) => {
    expect(validate(withValueAt(sampleInput, `/tools/0/${key}`, []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, `/tools/0/${key}`, ['a', 'b']))).toEqual([]);
    expect(validate(withValueAt(sampleInput, `/tools/0/${key}`, ['a', 2]))).toContainEqual(
      expect.objectContaining({ pointer: `/tools/0/${key}/1`, keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, `/tools/0/${key}`, 'a'))).toContainEqual(
      expect.objectContaining({ pointer: `/tools/0/${key}`, keyword: 'type' }),
    );
  });

  test('cost is an object; amount and currency are not required', () => {
    expect(validate(withValueAt(sampleInput, '/tools/0/cost', {}))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/tools/0/cost', { amount: 0.3, currency: 'USD', per: 'call' }))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/tools/0/cost', '0.30 USD'))).toContainEqual(
      expect.objectContaining({ pointer: '/tools/0/cost', keyword: 'type' }),
    );
  });

  test('idempotency is a string', () => {
    expect(validate(withValueAt(sampleInput, '/tools/0/idempotency', ''))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/tools/0/idempotency', true))).toContainEqual(
      expect.objectContaining({ pointer: '/tools/0/idempotency', keyword: 'type' }),
    );
  });

  test('a request without tools is rejected', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/tools', keyword: 'required' }));
  });

  test.each(['name', 'description'])('a tool without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.tools[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/tools/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/tools/0/${key}`, keyword: 'required' }),
    );
  });

  test('tools are open objects', () => {
    expect(validate(withValueAt(sampleInput, '/tools/0/version', '2.1.0'))).toEqual([]);
  });
});
