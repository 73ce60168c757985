import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

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
    // General Requirements §3 "Frame Gap: 2 frames minimum (regardless of frame rate)"; a QC
    // timing error ("violations of the two frame minimum gap"), so a warning.
    name: 'contiguous cues are a gap of 0 ms: both flagged as a warning',
    input: { cues: [c(1, 0, 2000), c(2, 2000, 4000)] },
    expect: [
      { code: 'GAP_TOO_SHORT', pointer: '/cues/0/end_ms', subject: '1', details: { gapMs: 0, otherId: '2', group: 'gap:0-1' } },
      { code: 'GAP_TOO_SHORT', pointer: '/cues/1/start_ms', subject: '2', details: { gapMs: 0, otherId: '1', group: 'gap:0-1' } },
    ],
    status: 'REVIEW',
    absent: ['CUE_OVERLAP'],
  },
  {
    // General Requirements §3 "Frame Gap: 2 frames minimum (regardless of frame rate)"; Subtitle
    // Edit NetflixCheckTwoFramesGap.cs: `MillisecondsToFrames(next.StartTime - p.EndTime) < 2`,
    // frames at the controller's FrameRate, rounded half away from zero.
    name: 'the minimum gap is 2 frames of the cue\'s frame_rate: 55 ms is 1 frame at 24 fps but 2 at 29.97; 40 ms is 2 frames at 60 fps',
    input: {
      cues: [
        c(1, 0, 1000),
        c(2, 1055, 2000),
        ck(3, 3000, 4000, 'Hello there.', { frame_rate: 29.97 }),
        ck(4, 4055, 5000, 'Hello there.', { frame_rate: 29.97 }),
        ck(5, 6000, 7000, 'Hello there.', { frame_rate: 60 }),
        ck(6, 7040, 8000, 'Hello there.', { frame_rate: 60 }),
      ],
    },
    expect: [
      { code: 'GAP_TOO_SHORT', pointer: '/cues/0/end_ms', details: { gapMs: 55, gapFrames: 1, frameRate: 24, minimumMs: 83.33, group: 'gap:0-1' } },
      { code: 'GAP_TOO_SHORT', pointer: '/cues/1/start_ms', details: { gapFrames: 1, group: 'gap:0-1' } },
    ],
    absent: ['GAP_SHOULD_BE_CLOSED'],
  },
  {
    // A 2-frame gap written in whole milliseconds is 83 ms at 24 fps and 83 ms at 23.976 fps
    // (2 × 41.708 = 83.42): both are 2 frames, not a fault.
    name: 'a 2-frame gap rounded to milliseconds (83 ms) passes at 24 and 23.976 fps',
    input: { cues: [c(1, 0, 1000), c(2, 1083, 2000), ck(3, 3000, 4000, 'Hello there.', { frame_rate: 23.976 }), c(4, 4083, 5000)] },
    expect: [],
    absent: ['GAP_TOO_SHORT', 'GAP_SHOULD_BE_CLOSED'],
  },
]);
