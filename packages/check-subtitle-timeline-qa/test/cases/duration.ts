import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

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
  {
    // Subtitle Edit NetflixCheckMinDuration.cs: `if (controller.Language == "ja")` ... "Minimum
    // duration: 0.5 second"; General Requirements §1 "Minimum duration: 5/6 (five-sixths) of a
    // second per subtitle event" for the other languages.
    name: 'Japanese cues may be shown from 500 ms; other cues from 833 ms',
    input: { cues: [ck(1, 0, 600, 'はい', { language: 'ja' }), ck(2, 1200, 1699, 'は', { language: 'ja' }), c(3, 2400, 3000, 'Yes.')] },
    expect: [
      { code: 'DURATION_TOO_SHORT', pointer: '/cues/1/end_ms', details: { id: '2', durationMs: 499, minimumMs: 500 } },
      { code: 'DURATION_TOO_SHORT', pointer: '/cues/2/end_ms', details: { id: '3', durationMs: 600, minimumMs: 833 } },
    ],
    report: { cues: [{ minDurationMs: 500 }, { minDurationMs: 500 }, { minDurationMs: 833 }] },
  },
]);
