import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Times of one cue: none before the media starts, and an end after the start. */
export const timingRule = defineRule<Context>()({
  name: 'cue-timing',
  codes: {
    NEGATIVE_TIME: {
      severity: 'error',
      message: 'Cue {{id}} has a negative {{field}} ({{value}} ms).',
      description: 'A start or end time lies before the start of the media.',
      example: '`start_ms: -500`',
    },
    END_NOT_AFTER_START: {
      severity: 'error',
      message: 'Cue {{id}} ends at {{endMs}} ms, not after its start at {{startMs}} ms.',
      description: 'A cue with end_ms <= start_ms has no positive duration and is never shown (or is rejected by the player).',
      example: '`9000` → `8800`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, id, start, end, duration } of ctx.cues) {
      if (start < 0) findings.add('NEGATIVE_TIME', { subject: id, pointer: jsonPointer('cues', index, 'start_ms'), details: { id, field: 'start_ms', value: start } });
      if (end < 0) findings.add('NEGATIVE_TIME', { subject: id, pointer: jsonPointer('cues', index, 'end_ms'), details: { id, field: 'end_ms', value: end } });
      if (duration <= 0) {
        findings.add('END_NOT_AFTER_START', { subject: id, pointer: jsonPointer('cues', index, 'end_ms'), details: { id, startMs: start, endMs: end } });
      }
    }
  },
});
