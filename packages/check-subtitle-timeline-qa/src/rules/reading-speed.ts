import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { round2 } from '../lib/numbers.js';

/**
 * Visible characters per second of duration, against max_characters_per_second or, without it, the
 * cue's language guide (17 without a language, English 20, children's programs lower).
 */
export const readingSpeedRule = defineRule<Context>()({
  name: 'reading-speed',
  codes: {
    READING_SPEED_TOO_HIGH: {
      severity: 'warning',
      message: 'Cue {{id}} needs {{charactersPerSecond}} characters per second ({{characters}} characters in {{durationMs}} ms; limit {{limit}}).',
      description: 'The visible characters (markup and line breaks not counted; half-width ones 0.5 in Japanese, Korean, Chinese) divided by the duration exceed max_characters_per_second, or without it the limit of the cue\'s language (17 cps by default, English 20, children\'s programs lower).',
      example: '62 characters in 1660 ms = 37.35 cps',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, id, cps, text, durationMs, limits } of ctx.cues) {
      const limit = limits.maxCharactersPerSecond;
      if (cps === null || !(cps > limit)) continue;
      findings.add('READING_SPEED_TOO_HIGH', {
        subject: id,
        pointer: jsonPointer('cues', index, 'text'),
        details: { id, characters: text.characters, durationMs, charactersPerSecond: round2(cps), limit },
      });
    }
  },
});
