import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A cue's `frame_rate` key is one of the rates Netflix accepts. */
export const frameRateRule = defineRule<Context>()({
  name: 'frame-rate',
  codes: {
    FRAME_RATE_UNSUPPORTED: {
      severity: 'warning',
      message: 'Cue {{id}} declares frame_rate {{frameRate}}, not one of 23.976, 24, 25, 29.97, 30, 50, 59.94, 60.',
      description: 'The cue\'s frame_rate is not a number or not a frame rate Netflix accepts; gaps after it are counted at that rate if it lies between 1 and 1000 fps, else at 24 fps.',
      example: '`frame_rate: 15`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, id, unsupportedFrameRate } of ctx.cues) {
      if (unsupportedFrameRate === undefined) continue;
      const kind = unsupportedFrameRate === null ? 'null' : Array.isArray(unsupportedFrameRate) ? 'an array' : `a ${typeof unsupportedFrameRate}`;
      const frameRate = typeof unsupportedFrameRate === 'number' ? unsupportedFrameRate : `${kind}, not a number`;
      findings.add('FRAME_RATE_UNSUPPORTED', { subject: id, pointer: jsonPointer('cues', index, 'frame_rate'), details: { id, frameRate } });
    }
  },
});
