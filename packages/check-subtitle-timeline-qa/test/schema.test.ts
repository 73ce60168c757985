import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const cue = (i: number) => ({ id: `${i}`, start_ms: i * 3000, end_ms: i * 3000 + 2000, text: 'Hello.' });

describe('subtitle-timeline-qa input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('cues: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/cues', Array.from({ length: 1000 }, (_, i) => cue(i))))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/cues', Array.from({ length: 1001 }, (_, i) => cue(i))))).toContainEqual(
      expect.objectContaining({ pointer: '/cues', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/cues', []))).toContainEqual(expect.objectContaining({ pointer: '/cues', keyword: 'minItems' }));
  });

  test('max_characters_per_second must be greater than 0', () => {
    expect(validate(withValueAt(sampleInput, '/max_characters_per_second', 0.001))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/max_characters_per_second', 0))).toContainEqual(
      expect.objectContaining({ pointer: '/max_characters_per_second', keyword: 'exclusiveMinimum' }),
    );
    expect(validate({ cues: [cue(1)] })).toEqual([]);
  });

  test('each cue requires id, start_ms, end_ms, text and may carry extra keys', () => {
    expect(validate({ cues: [{ ...cue(1), id: 7, speaker: 'Anna' }] })).toEqual([]);
    expect(validate({ cues: [{ id: '1', start_ms: 0, end_ms: 1000 }] })).toContainEqual(
      expect.objectContaining({ pointer: '/cues/0/text', keyword: 'required' }),
    );
  });
});
