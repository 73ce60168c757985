import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const contracts = (n: number) => Array.from({ length: n }, (_, i) => ({ event: `event.${i}` }));
const deliveries = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `dlv_${i}`, event: 'invoice.paid', payload: {} }));

describe('webhook-contract-replay-auditor input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['observed_at', 'contracts', 'deliveries'])('a missing %s is rejected', (key) => {
    const input: Record<string, unknown> = { ...sampleInput };
    delete input[key];
    expect(validate(input)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
  });

  test('contracts: 1 and 1000 items accepted, 0 and 1001 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/contracts', []))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/contracts', contracts(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts', keyword: 'maxItems' }),
    );
  });

  test('deliveries: 1 and 1000 items accepted, 0 and 1001 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/deliveries', deliveries(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/deliveries', deliveries(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/deliveries', []))).toContainEqual(
      expect.objectContaining({ pointer: '/deliveries', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/deliveries', deliveries(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/deliveries', keyword: 'maxItems' }),
    );
  });

  test('a contract requires event; a delivery requires id, event and payload', () => {
    expect(validate(withValueAt(sampleInput, '/contracts/0', { allowed_versions: ['v1'] }))).toContainEqual(
      expect.objectContaining({ pointer: '/contracts/0/event', keyword: 'required' }),
    );
    for (const key of ['id', 'event', 'payload']) {
      const delivery: Record<string, unknown> = { ...sampleInput.deliveries[0] };
      delete delivery[key];
      expect(validate(withValueAt(sampleInput, '/deliveries/0', delivery))).toContainEqual(
        expect.objectContaining({ pointer: `/deliveries/0/${key}`, keyword: 'required' }),
      );
    }
  });

  test('contract and delivery items are open objects', () => {
    const input = withValueAt(sampleInput, '/deliveries/0', { ...sampleInput.deliveries[0], retry_count: 3 });
    expect(validate(withValueAt(input, '/contracts/0', { ...sampleInput.contracts[0], owner: 'billing' }))).toEqual([]);
  });

  test('observed_at is a string with no format constraint', () => {
    expect(validate(withValueAt(sampleInput, '/observed_at', '2026-03-02 12:00'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/observed_at', 1772452800))).toContainEqual(
      expect.objectContaining({ pointer: '/observed_at', keyword: 'type' }),
    );
  });
});
