import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

export const timelineCases = defineCases<Input>([
  {
    name: 'overlapping cues are both flagged: the earlier at its end, the later at its start, one group per pair',
    input: { cues: [c(1, 0, 6000), c(2, 2000, 3000), c(3, 5000, 6500), c(4, 7000, 8000)] },
    expect: [
      { code: 'CUE_OVERLAP', pointer: '/cues/0/end_ms', subject: '1', details: { id: '1', otherId: '2', overlapMs: 1000, group: 'overlap:0-1' } },
      { code: 'CUE_OVERLAP', pointer: '/cues/0/end_ms', subject: '1', details: { id: '1', otherId: '3', overlapMs: 1000, group: 'overlap:0-2' } },
      { code: 'CUE_OVERLAP', pointer: '/cues/1/start_ms', subject: '2', details: { id: '2', startMs: 2000, otherId: '1', otherEndMs: 6000, overlapMs: 1000, group: 'overlap:0-1' } },
      { code: 'CUE_OVERLAP', pointer: '/cues/2/start_ms', subject: '3', details: { id: '3', otherId: '1', overlapMs: 1000, group: 'overlap:0-2' } },
    ],
    status: 'BLOCKED',
    absent: ['GAP_TOO_SHORT'],
  },
  {
    name: 'an overlap by one millisecond',
    input: { cues: [c(1, 0, 2000), c(2, 1999, 4000)] },
    expect: [
      { code: 'CUE_OVERLAP', pointer: '/cues/0/end_ms', details: { overlapMs: 1, group: 'overlap:0-1' } },
      { code: 'CUE_OVERLAP', pointer: '/cues/1/start_ms', details: { overlapMs: 1, group: 'overlap:0-1' } },
    ],
  },
  {
    name: 'contiguous cues are a gap of 0 ms: both flagged as a notice',
    input: { cues: [c(1, 0, 2000), c(2, 2000, 4000)] },
    expect: [
      { code: 'GAP_TOO_SHORT', pointer: '/cues/0/end_ms', subject: '1', details: { gapMs: 0, otherId: '2', group: 'gap:0-1' } },
      { code: 'GAP_TOO_SHORT', pointer: '/cues/1/start_ms', subject: '2', details: { gapMs: 0, otherId: '1', group: 'gap:0-1' } },
    ],
    status: 'READY',
    absent: ['CUE_OVERLAP'],
  },
]);
