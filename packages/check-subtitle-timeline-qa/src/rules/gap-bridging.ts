import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, CueInfo } from '../context.js';
import { framesMs, halfSecondFrames, nominalRate } from '../lib/limits.js';
import { finiteOrNull } from '../lib/numbers.js';

/**
 * Gaps of 3 frames up to half a second less one frame (3–11 frames at 24 fps, 3–14 at 29.97 and
 * 30) that Netflix's timing guidelines close to 2 frames ("chaining"). Both cues are flagged, the
 * earlier at its `end_ms` (the time to move), the later at its `start_ms`, with one group.
 */
export const gapBridgingRule = defineRule<Context>()({
  name: 'gap-bridging',
  codes: {
    GAP_SHOULD_BE_CLOSED: {
      severity: 'notice',
      message: 'Cue {{id}} and cue {{otherId}} are {{gapFrames}} frames apart at {{frameRate}} fps ({{gapMs}} ms); gaps of 3 to {{closeUpToFrames}} frames are closed to 2 frames ({{closedGapMs}} ms).',
      description: 'A gap of 3 frames up to half a second less one frame (3–11 frames at 24 fps, 3–14 at 30 fps) between consecutive cues; Netflix chains such cues by moving the earlier out-time to 2 frames before the next in-time. Both cues are flagged.',
      example: '6 frames (250 ms) at 24 fps',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const at = (index: number): CueInfo => ctx.cues[index] as CueInfo;
    for (const { earlier, later, gapFrames } of ctx.closableGaps) {
      const a = at(earlier);
      const b = at(later);
      const { frameRate } = a.limits;
      const shared = {
        gapMs: finiteOrNull(b.start - a.end),
        gapFrames,
        frameRate: nominalRate(frameRate),
        closeUpToFrames: halfSecondFrames(frameRate) - 1,
        closedGapMs: framesMs(ctx.limits.minGapFrames, frameRate),
      };
      findings.addGroup('GAP_SHOULD_BE_CLOSED', `bridge:${earlier}-${later}`, [
        { subject: a.id, pointer: jsonPointer('cues', earlier, 'end_ms'), details: { id: a.id, otherId: b.id, ...shared } },
        { subject: b.id, pointer: jsonPointer('cues', later, 'start_ms'), details: { id: b.id, otherId: a.id, ...shared } },
      ]);
    }
  },
});
