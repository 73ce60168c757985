import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { round2 } from '../lib/numbers.js';

/** Visible characters per second of duration, against max_characters_per_second (default 17). */
export const readingSpeedRule = defineRule<Context>()({
  name: 'reading-speed',
  codes: {
    READING_SPEED_TOO_HIGH: {
      severity: 'warning',
      message: 'Cue {{id}} needs {{charactersPerSecond}} characters per second ({{characters}} characters in {{durationMs}} ms; limit {{limit}}).',
      description: 'The visible characters (markup and line breaks not counted) divided by the duration exceed max_characters_per_second.',
      example: '62 characters in 1660 ms = 37.35 cps',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const limit = ctx.limits.maxCharactersPerSecond;
    for (const { index, id, cps, text, durationMs } of ctx.cues) {
      if (cps === null || !(cps > limit)) continue;
      findings.add('READING_SPEED_TOO_HIGH', {
        subject: id,
        pointer: jsonPointer('cues', index, 'text'),
        details: { id, characters: text.characters, durationMs, charactersPerSecond: round2(cps), limit },
      });
    }
  },
});
