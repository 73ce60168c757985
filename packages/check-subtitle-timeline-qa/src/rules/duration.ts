import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A cue with a positive duration is shown between 833 ms (Japanese 500 ms) and 7 s. */
export const durationRule = defineRule<Context>()({
  name: 'duration',
  codes: {
    DURATION_TOO_SHORT: {
      severity: 'warning',
      message: 'Cue {{id}} is shown for {{durationMs}} ms, under the minimum of {{minimumMs}} ms.',
      description: 'A cue under 833 ms (5/6 of a second, 20 frames at 24 fps; Japanese 500 ms) is too brief to be read.',
      example: '400 ms',
    },
    DURATION_TOO_LONG: {
      severity: 'warning',
      message: 'Cue {{id}} is shown for {{durationMs}} ms, over the maximum of {{maximumMs}} ms.',
      description: 'A cue longer than 7 seconds lingers after it has been read and is re-read by viewers.',
      example: '8000 ms',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { maxDurationMs } = ctx.limits;
    for (const { index, id, duration, durationMs, limits } of ctx.cues) {
      const { minDurationMs } = limits;
      if (!(duration > 0)) continue;
      const pointer = jsonPointer('cues', index, 'end_ms');
      if (duration < minDurationMs) findings.add('DURATION_TOO_SHORT', { subject: id, pointer, details: { id, durationMs, minimumMs: minDurationMs } });
      if (duration > maxDurationMs) findings.add('DURATION_TOO_LONG', { subject: id, pointer, details: { id, durationMs, maximumMs: maxDurationMs } });
    }
  },
});
