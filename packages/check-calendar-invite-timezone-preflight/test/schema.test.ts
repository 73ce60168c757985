import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);
const event = (i: number) => ({ uid: `e${i}@example.com`, dtstart: '20261110T100000Z', dtend: '20261110T110000Z' });

describe('calendar-invite-timezone-preflight input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('events: 1 to 1000 items', () => {
    expect(validate(withValueAt(sampleInput, '/events', Array.from({ length: 1000 }, (_, i) => event(i))))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/events', Array.from({ length: 1001 }, (_, i) => event(i))))).toContainEqual(
      expect.objectContaining({ pointer: '/events', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/events', [event(0)]))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/events', []))).toContainEqual(expect.objectContaining({ pointer: '/events', keyword: 'minItems' }));
  });

  test('each event requires uid, dtstart, dtend; other keys of any type are allowed', () => {
    expect(validate({ events: [{ ...event(0), sequence: '2', value_type: 'DATE-TIME', rrule: null, tzid: 5, x_custom: [1] }] })).toEqual([]);
    expect(validate({ events: [{ uid: 'a', dtstart: '20261110T100000Z' }] })).toContainEqual(
      expect.objectContaining({ pointer: '/events/0/dtend', keyword: 'required' }),
    );
  });
});
