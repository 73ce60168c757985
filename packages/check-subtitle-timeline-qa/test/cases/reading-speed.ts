import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

const cues = [c(1, 0, 2000, 'x'.repeat(27))];

export const readingSpeedCases = defineCases<Input>([
  {
    name: '27 characters in 2 s pass the default 17 cps',
    input: { cues },
    expect: [],
    absent: ['READING_SPEED_TOO_HIGH'],
    report: { readingSpeed: { overLimit: 0, fastestId: '1', fastestCharactersPerSecond: 13.5 } },
  },
  {
    name: 'a custom reading-speed limit (13 cps, children\'s content)',
    input: { cues, max_characters_per_second: 13 },
    expect: [
      { code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/0/text', details: { id: '1', characters: 27, durationMs: 2000, charactersPerSecond: 13.5, limit: 13 } },
    ],
    status: 'REVIEW',
    report: { limits: { maxCharactersPerSecond: 13 }, readingSpeed: { overLimit: 1 } },
  },
  {
    name: '14 cps is not exceeded by 13.5',
    input: { cues, max_characters_per_second: 14 },
    expect: [],
    absent: ['READING_SPEED_TOO_HIGH'],
  },
]);
