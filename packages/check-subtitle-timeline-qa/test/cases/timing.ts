import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

export const timingCases = defineCases<Input>([
  {
    name: 'a clean timeline is READY',
    input: { cues: [c(1, 1000, 3000), c(2, 3500, 5500, 'Line one\nline two.')] },
    expect: [],
    status: 'READY',
    absent: ['NEGATIVE_TIME', 'END_NOT_AFTER_START', 'CUE_OVERLAP', 'GAP_TOO_SHORT', 'CUE_OUT_OF_ORDER', 'DUPLICATE_CUE_ID'],
    report: { timeline: { cues: 2, timedCues: 2, firstStartMs: 1000, lastEndMs: 5500 } },
  },
  {
    name: 'end not after start, negative times',
    input: { cues: [c('a', -500, 1000), c('b', 2000, 2000), c('c', 4000, -1)] },
    expect: [
      { code: 'NEGATIVE_TIME', pointer: '/cues/0/start_ms', subject: 'a', details: { id: 'a', field: 'start_ms', value: -500 } },
      { code: 'END_NOT_AFTER_START', pointer: '/cues/1/end_ms', subject: 'b', details: { startMs: 2000, endMs: 2000 } },
      { code: 'END_NOT_AFTER_START', pointer: '/cues/2/end_ms', subject: 'c' },
      { code: 'NEGATIVE_TIME', pointer: '/cues/2/end_ms', subject: 'c', details: { field: 'end_ms', value: -1 } },
    ],
    status: 'BLOCKED',
    report: { timeline: { timedCues: 1 }, cues: [{ id: 'a' }, { id: 'b', durationMs: null, charactersPerSecond: null }, { id: 'c', durationMs: null }] },
  },
]);
