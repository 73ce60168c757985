import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The current snapshot must be captured after the baseline: the caller's timestamps, not the clock. */
export const captureOrderRule = defineRule<Context>()({
  name: 'capture-order',
  codes: {
    CAPTURE_NOT_AFTER_BASELINE: {
      severity: 'error',
      message: 'The current snapshot was captured at {{current}}, which is not after the baseline capture at {{baseline}}.',
      description:
        'current.captured_at is the same instant as or earlier than baseline.captured_at (RFC 3339 instants, offsets applied), so the two snapshots are swapped or the same capture.',
      example: 'baseline `2026-03-01T10:00:00+01:00`, current `2026-03-01T09:00:00Z`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (ctx.ordered !== false) return;
    findings.add('CAPTURE_NOT_AFTER_BASELINE', {
      pointer: '/current/captured_at',
      subject: ctx.input.current.captured_at,
      details: { baseline: ctx.input.baseline.captured_at, current: ctx.input.current.captured_at },
    });
  },
});
