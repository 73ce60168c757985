import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, CueInfo } from '../context.js';

/**
 * Cues must be listed in start order. Two neighbours listed the wrong way round are both flagged
 * (either may be the one out of place), each at its own start, with one `details.group`.
 */
export const orderRule = defineRule<Context>()({
  name: 'cue-order',
  codes: {
    CUE_OUT_OF_ORDER: {
      severity: 'error',
      message: 'Cue {{id}} ({{startMs}} ms) is listed {{listed}} cue {{otherId}} ({{otherStartMs}} ms) but starts {{starts}} it.',
      description: 'Two neighbouring cues are not listed in start-time order; WebVTT requires it and many SRT players show cues out of sequence. Both cues are flagged.',
      example: 'cue 2 at 1000 ms listed after cue 1 at 5000 ms',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (let index = 1; index < ctx.cues.length; index++) {
      const before = ctx.cues[index - 1] as CueInfo;
      const cue = ctx.cues[index] as CueInfo;
      if (!(cue.start < before.start)) continue;
      const member = (self: CueInfo, other: CueInfo, listed: 'before' | 'after') => ({
        subject: self.id,
        pointer: jsonPointer('cues', self.index, 'start_ms'),
        details: {
          id: self.id,
          startMs: self.start,
          otherId: other.id,
          otherStartMs: other.start,
          listed,
          starts: listed === 'before' ? 'after' : 'before',
        },
      });
      findings.addGroup('CUE_OUT_OF_ORDER', `order:${before.index}-${cue.index}`, [member(before, cue, 'before'), member(cue, before, 'after')]);
    }
  },
});
