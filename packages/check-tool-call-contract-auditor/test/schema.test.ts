import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const contracts = (count: number) => Array.from({ length: count }, (_, i) => ({ tool: `tool_${i}`, allowed: true }));
const calls = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `c${i}`, tool: 'search_docs', arguments: { query: 'q' } }));

describe('tool-call-contract-auditor input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('contracts: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts', []))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts', keyword: 'maxItems' }),
    );
  });

  test('calls: 0 to 5000 items', () => {
    expect(validate(withValueAt(sampleInput, '/calls', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls', calls(5000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls', calls(5001)))).toContainEqual(
      expect.objectContaining({ pointer: '/calls', keyword: 'maxItems' }),
    );
  });

  test.each(['contracts', 'calls'])('a request without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput as unknown as Record<string, unknown>;
    expect(validate(rest)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
  });

  test('a contract without tool is rejected', () => {
    expect(validate(withValueAt(sampleInput, '/contracts/0', { allowed: true }))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts/0/tool', keyword: 'required' }),
    );
  });

  test.each(['id', 'tool', 'arguments'])('a call without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.calls[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/calls/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/calls/0/${key}`, keyword: 'required' }),
    );
  });

  test('items are open objects and their keys have no fixed type', () => {
    expect(validate(withValueAt(sampleInput, '/contracts/0/owner', 'support-team'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts/0/max_calls', '2'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls/0/arguments', '{"query":"refund"}'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/calls/0/duration_ms', 412))).toEqual([]);
  });
});
