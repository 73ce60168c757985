import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, CueInfo, Pair } from '../context.js';
import { framesMs, nominalRate } from '../lib/limits.js';
import { finiteOrNull } from '../lib/numbers.js';

/**
 * Overlaps and too-short gaps on the timeline (the sweep of the prepared context). Both cues of a
 * pair are flagged, with one `details.group`: the earlier at its `end_ms`, the later at its
 * `start_ms`, the two times that collide.
 */
export const timelineRule = defineRule<Context>()({
  name: 'timeline',
  codes: {
    CUE_OVERLAP: {
      severity: 'error',
      message: 'Cue {{id}} and cue {{otherId}} are on screen together for {{overlapMs}} ms.',
      description: 'A cue begins while an earlier cue is still on screen, so two events collide. Both cues are flagged.',
      example: 'cue 3 starts 200 ms before cue 2 ends',
    },
    GAP_TOO_SHORT: {
      severity: 'warning',
      message: 'Cue {{id}} and cue {{otherId}} are {{gapMs}} ms apart ({{gapFrames}} frames at {{frameRate}} fps), under the minimum of 2 frames ({{minimumMs}} ms).',
      description: 'Consecutive cues less than two frames apart (gap rounded to whole frames at the earlier cue\'s frame_rate, default 24 fps) flicker; Netflix requires 2 frames minimum at any frame rate. Both cues are flagged.',
      example: '40 ms gap at 24 fps (1 frame)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const at = (index: number): CueInfo => ctx.cues[index] as CueInfo;
    const members = ({ earlier, later }: Pair) => {
      const a = at(earlier);
      const b = at(later);
      const side = (self: CueInfo, other: CueInfo, field: 'start_ms' | 'end_ms') => ({
        subject: self.id,
        pointer: jsonPointer('cues', self.index, field),
        id: self.id,
        other: { otherId: other.id, otherStartMs: other.start, otherEndMs: other.end },
        own: { startMs: self.start, endMs: self.end },
      });
      return [side(a, b, 'end_ms'), side(b, a, 'start_ms')];
    };
    for (const pair of ctx.overlaps) {
      const a = at(pair.earlier);
      const b = at(pair.later);
      const overlap = finiteOrNull(Math.min(a.end, b.end) - b.start);
      findings.addGroup(
        'CUE_OVERLAP',
        `overlap:${a.index}-${b.index}`,
        members(pair).map(({ subject, pointer, id, own, other }) => ({ subject, pointer, details: { id, ...own, ...other, overlapMs: overlap } })),
      );
    }
    for (const pair of ctx.shortGaps) {
      const gap = finiteOrNull(at(pair.later).start - at(pair.earlier).end);
      const { frameRate } = at(pair.earlier).limits;
      const timing = { gapMs: gap, gapFrames: pair.gapFrames, frameRate: nominalRate(frameRate), minimumMs: framesMs(ctx.limits.minGapFrames, frameRate) };
      findings.addGroup(
        'GAP_TOO_SHORT',
        `gap:${pair.earlier}-${pair.later}`,
        members(pair).map(({ subject, pointer, id, own, other }) => ({ subject, pointer, details: { id, ...own, ...other, ...timing } })),
      );
    }
  },
});
