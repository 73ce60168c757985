import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ck } from './helpers.js';

// Subtitle Edit NetflixCheckTimedTextFrameRate.cs: ValidFrameRates 23.98, 24, 25, 29.97, 30, 50,
// 59.94, 60 (within 0.01), else "Frame rate is invalid".
export const frameRateCases = defineCases<Input>([
  {
    name: 'frame rates Netflix accepts pass (23.976 and 23.98 alike); 15 fps and a string are flagged at the key',
    input: {
      cues: [
        ck(1, 0, 1000, 'Hello there.', { frame_rate: 23.976 }),
        ck(2, 2000, 3000, 'Hello there.', { frame_rate: 23.98 }),
        ck(3, 4000, 5000, 'Hello there.', { frame_rate: 59.94 }),
        ck(4, 6000, 7000, 'Hello there.', { frame_rate: 15 }),
        ck(5, 8000, 9000, 'Hello there.', { frame_rate: '25' }),
      ],
    },
    expect: [
      { code: 'FRAME_RATE_UNSUPPORTED', pointer: '/cues/3/frame_rate', subject: '4', details: { id: '4', frameRate: 15 } },
      { code: 'FRAME_RATE_UNSUPPORTED', pointer: '/cues/4/frame_rate', subject: '5', details: { id: '5', frameRate: 'a string, not a number' } },
    ],
    status: 'REVIEW',
    report: { cues: [{ frameRate: 23.976 }, { frameRate: 23.976 }, { frameRate: 59.94 }, { frameRate: 15 }, { frameRate: 24 }] },
  },
  {
    // General Requirements §3 "2 frames minimum (regardless of frame rate)": at 15 fps a frame is
    // 66.67 ms, so 100 ms is 1.5 → 2 frames and passes; the rate as declared counts the frames.
    name: 'an unsupported but usable frame rate still counts the gap after the cue',
    input: { cues: [ck(1, 0, 1000, 'Hello there.', { frame_rate: 15 }), ck(2, 1060, 2000, 'Hello there.', {})] },
    expect: [
      { code: 'GAP_TOO_SHORT', pointer: '/cues/0/end_ms', details: { gapMs: 60, gapFrames: 1, frameRate: 15, minimumMs: 133.33 } },
      { code: 'FRAME_RATE_UNSUPPORTED', pointer: '/cues/0/frame_rate' },
      { code: 'GAP_TOO_SHORT', pointer: '/cues/1/start_ms', details: { gapFrames: 1 } },
    ],
  },
]);
