import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

export const orderCases = defineCases<Input>([
  {
    name: 'two neighbours out of start order are both flagged; the timeline is still checked in time order',
    input: { cues: [c(1, 5000, 7000), c(2, 1000, 3000), c(3, 3000 + 40, 4500)] },
    expect: [
      { code: 'CUE_OUT_OF_ORDER', pointer: '/cues/0/start_ms', subject: '1', details: { id: '1', startMs: 5000, otherId: '2', otherStartMs: 1000, listed: 'before', group: 'order:0-1' } },
      { code: 'GAP_TOO_SHORT', pointer: '/cues/1/end_ms', subject: '2', details: { otherId: '3', gapMs: 40, gapFrames: 1, frameRate: 24, minimumMs: 83.33, group: 'gap:1-2' } },
      { code: 'CUE_OUT_OF_ORDER', pointer: '/cues/1/start_ms', subject: '2', details: { id: '2', startMs: 1000, otherId: '1', otherStartMs: 5000, listed: 'after', group: 'order:0-1' } },
      { code: 'GAP_TOO_SHORT', pointer: '/cues/2/start_ms', subject: '3', details: { otherId: '2', gapMs: 40, group: 'gap:1-2' } },
    ],
    absent: ['CUE_OVERLAP'],
  },
  {
    name: 'a cue between two later-starting neighbours is in two pairs',
    input: { cues: [c(1, 6000, 7000), c(2, 3000, 4000), c(3, 1000, 2000)] },
    expect: [
      { code: 'CUE_OUT_OF_ORDER', pointer: '/cues/0/start_ms', details: { group: 'order:0-1' } },
      { code: 'CUE_OUT_OF_ORDER', pointer: '/cues/1/start_ms', details: { group: 'order:0-1' } },
      { code: 'CUE_OUT_OF_ORDER', pointer: '/cues/1/start_ms', details: { group: 'order:1-2' } },
      { code: 'CUE_OUT_OF_ORDER', pointer: '/cues/2/start_ms', details: { group: 'order:1-2' } },
    ],
  },
  {
    name: 'equal starts are in order',
    input: { cues: [c(1, 1000, 2000), c(2, 1000, 2500)] },
    expect: [
      { code: 'CUE_OVERLAP', pointer: '/cues/0/end_ms' },
      { code: 'CUE_OVERLAP', pointer: '/cues/1/start_ms' },
    ],
    absent: ['CUE_OUT_OF_ORDER'],
  },
]);
