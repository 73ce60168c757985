import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

// Netflix Subtitle Timing Guidelines (https://partnerhelp.netflixstudios.com/hc/en-us/articles/360051554394),
// §1: "create a run of subtitles with even gaps by bumping up the out-time of the previous subtitle
// to two frames before the in-time of the new subtitle"; "These guidelines are written for content
// in 24 fps, where "half a second" is 12 frames ... 30 fps ... 15 frames/half a second".
// Subtitle Edit NetflixCheckBridgeGaps.cs: `gapInFrames > 2 && gapInFrames < halfSecGap`, halfSecGap
// = Math.Round(FrameRate / 2, AwayFromZero), comment "3-11 frames gap => 2 frames gap".
export const gapBridgingCases = defineCases<Input>([
  {
    name: '6 frames (250 ms) at 24 fps is closed to 2 frames: both cues flagged, one group',
    input: { cues: [c(1, 0, 2000), c(2, 2250, 4000)] },
    expect: [
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/0/end_ms', subject: '1', details: { id: '1', otherId: '2', gapMs: 250, gapFrames: 6, frameRate: 24, closeUpToFrames: 11, closedGapMs: 83.33, group: 'bridge:0-1' } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/1/start_ms', subject: '2', details: { id: '2', otherId: '1', gapFrames: 6, group: 'bridge:0-1' } },
    ],
    status: 'READY',
    absent: ['GAP_TOO_SHORT'],
  },
  {
    name: 'the limits of the rule at 24 fps: 3 and 11 frames are closed, 2 and 12 are not',
    input: { cues: [c(1, 0, 1000), c(2, 1125, 2000), c(3, 2458, 3500), c(4, 3583, 4500), c(5, 5000, 6000)] },
    expect: [
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/0/end_ms', details: { gapFrames: 3 } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/1/end_ms', details: { gapFrames: 11 } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/1/start_ms', details: { gapFrames: 3 } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/2/start_ms', details: { gapFrames: 11 } },
    ],
  },
  {
    // "If you are working on 30 fps content ... change any rules which stipulate 12 frames/half a
    // second to 15 frames/half a second": at 29.97 and 30 fps gaps of 3–14 frames are closed.
    name: 'at 29.97 fps 14 frames (467 ms) is closed and 15 frames (500 ms) is not; at 25 fps 12 frames (480 ms) is closed',
    input: {
      cues: [
        ck(1, 0, 1000, 'Hello there.', { frame_rate: 29.97 }),
        ck(2, 1467, 2500, 'Hello there.', { frame_rate: 29.97 }),
        ck(3, 3000, 4000, 'Hello there.', { frame_rate: 25 }),
        ck(4, 4480, 5500, 'Hello there.', { frame_rate: 25 }),
      ],
    },
    expect: [
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/0/end_ms', details: { gapFrames: 14, frameRate: 29.97, closeUpToFrames: 14, closedGapMs: 66.73 } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/1/start_ms', details: { gapFrames: 14 } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/2/end_ms', details: { gapFrames: 12, frameRate: 25, closeUpToFrames: 12, closedGapMs: 80 } },
      { code: 'GAP_SHOULD_BE_CLOSED', pointer: '/cues/3/start_ms', details: { gapFrames: 12 } },
    ],
    absent: ['FRAME_RATE_UNSUPPORTED', 'GAP_TOO_SHORT'],
  },
]);
