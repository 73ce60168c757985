import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const many = (item: unknown, count: number) => Array.from({ length: count }, (_, i) => ({ ...(item as object), id: `x${i}` }));

describe('promise-action-evidence-checker input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('promises: 1 to 1000 items', () => {
    const promise = sampleInput.promises[0];
    expect(validate(withValueAt(sampleInput, '/promises', many(promise, 1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/promises', []))).toContainEqual(
      expect.objectContaining({ pointer: '/promises', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/promises', many(promise, 1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/promises', many(promise, 1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/promises', keyword: 'maxItems' }),
    );
  });

  test('actions: 0 to 2000 items', () => {
    const action = sampleInput.actions[0];
    expect(validate(withValueAt(sampleInput, '/actions', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/actions', many(action, 2000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/actions', many(action, 2001)))).toContainEqual(
      expect.objectContaining({ pointer: '/actions', keyword: 'maxItems' }),
    );
  });

  test('evidence: 0 to 5000 items', () => {
    const item = sampleInput.evidence[0];
    expect(validate(withValueAt(sampleInput, '/evidence', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/evidence', many(item, 5000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/evidence', many(item, 5001)))).toContainEqual(
      expect.objectContaining({ pointer: '/evidence', keyword: 'maxItems' }),
    );
  });

  test.each(['promises', 'actions', 'evidence'])('a request without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput as unknown as Record<string, unknown>;
    expect(validate(rest)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
  });

  test.each(['id', 'status', 'promise_ids', 'evidence_ids'])('an action without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = sampleInput.actions[0] as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/actions/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/actions/0/${key}`, keyword: 'required' }),
    );
  });

  test('promises and evidence items require an id', () => {
    expect(validate(withValueAt(sampleInput, '/promises/0', { text: 'Ship it.' }))).toContainEqual(
      expect.objectContaining({ pointer: '/promises/0/id', keyword: 'required' }),
    );
    expect(validate(withValueAt(sampleInput, '/evidence/0', { kind: 'commit' }))).toContainEqual(
      expect.objectContaining({ pointer: '/evidence/0/id', keyword: 'required' }),
    );
  });

  test('items are open objects and their keys have no fixed type', () => {
    expect(validate(withValueAt(sampleInput, '/promises/0/due', '2026-11-30'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/actions/0/promise_ids', 'P1'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/evidence/0/id', 1))).toEqual([]);
  });
});
