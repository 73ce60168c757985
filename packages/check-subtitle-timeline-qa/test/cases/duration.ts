import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

export const durationCases = defineCases<Input>([
  {
    name: 'too short and too long cues',
    input: { cues: [c(1, 0, 400, 'Hi.'), c(2, 1000, 9000, 'Hello there.')] },
    expect: [
      { code: 'DURATION_TOO_SHORT', pointer: '/cues/0/end_ms', details: { id: '1', durationMs: 400, minimumMs: 833 } },
      { code: 'DURATION_TOO_LONG', pointer: '/cues/1/end_ms', details: { id: '2', durationMs: 8000, maximumMs: 7000 } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a cue without a positive duration has no duration finding',
    input: { cues: [c(1, 1000, 1000, 'Hi.')] },
    expect: [{ code: 'END_NOT_AFTER_START', pointer: '/cues/0/end_ms' }],
    absent: ['DURATION_TOO_SHORT', 'DURATION_TOO_LONG', 'READING_SPEED_TOO_HIGH'],
  },
]);
