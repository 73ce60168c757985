import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const message = sampleInput.messages[0];
const messages = (count: number) => Array.from({ length: count }, (_, i) => ({ ...message, id: `m${i}` }));

describe('one-click-unsubscribe-header-checker input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('messages: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/messages', messages(1)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/messages', []))).toContainEqual(
      expect.objectContaining({ pointer: '/messages', keyword: 'minItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/messages', messages(1000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/messages', messages(1001)))).toContainEqual(
      expect.objectContaining({ pointer: '/messages', keyword: 'maxItems' }),
    );
  });

  test('headers map header names to strings', () => {
    expect(validate(withValueAt(sampleInput, '/messages/0/headers', {}))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/messages/0/headers/List-Unsubscribe-Post', 1))).toContainEqual(
      expect.objectContaining({ pointer: '/messages/0/headers/List-Unsubscribe-Post', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/messages/0/headers', ['List-Unsubscribe: <https://x.example/u>']))).toContainEqual(
      expect.objectContaining({ pointer: '/messages/0/headers', keyword: 'type' }),
    );
  });

  test.each(['id', 'message_type', 'headers'])('a message without %s is rejected', (key) => {
    const { [key]: _omitted, ...rest } = message as Record<string, unknown>;
    expect(validate(withValueAt(sampleInput, '/messages/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: `/messages/0/${key}`, keyword: 'required' }),
    );
  });

  test('a request without messages is rejected', () => {
    expect(validate({})).toContainEqual(expect.objectContaining({ pointer: '/messages', keyword: 'required' }));
  });

  test('messages are open objects whose id and message_type have no fixed type', () => {
    expect(validate(withValueAt(sampleInput, '/messages/0/campaign', 'fall-2026'))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/messages/0/id', 4711))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/messages/0/message_type', null))).toEqual([]);
  });
});
