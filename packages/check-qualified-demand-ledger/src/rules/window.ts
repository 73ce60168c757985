import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { MAX_FRACTION_DIGITS } from '../lib/date-times.js';

/** The reporting window and each event's place in time, judged against observed_at ("now"). */
export const windowRule = defineRule<Context>()({
  name: 'window',
  codes: {
    DATE_TIME_TOO_PRECISE: {
      severity: 'error',
      message: `{{field}} has {{digits}} fractional-second digits, more than ${MAX_FRACTION_DIGITS}; it is declined, not read, and no event is counted.`,
      description: `observed_at or a window bound carries more than ${MAX_FRACTION_DIGITS} fractional-second digits (nanoseconds take 9). A finding per event would repeat it, so it is declined: no event is judged or counted, and events are not placed in or out of a declined window one by one.`,
      example: '`window.started_at` with 40 fractional digits',
    },
    WINDOW_INVERTED: {
      severity: 'error',
      message: 'The window starts at {{startedAt}}, after it ends at {{endedAt}}; no event can fall in it.',
      description: 'window.started_at lies after window.ended_at, so the ledger counts nothing.',
      example: 'started 2026-03-01, ended 2026-02-01',
    },
    WINDOW_NOT_CLOSED: {
      severity: 'warning',
      message: 'The window ends at {{endedAt}}, after observed_at {{observedAt}}: the counts cover part of it only.',
      description: 'window.ended_at lies after observed_at: the window is still open and every count may still grow.',
      example: 'window ends 2026-03-31, observed 2026-03-02',
    },
    EVENT_AFTER_OBSERVED: {
      severity: 'error',
      message: 'Event "{{id}}" occurred at {{occurredAt}}, after observed_at {{observedAt}}; it is not counted.',
      description: 'occurred_at lies after observed_at: an event cannot have happened after the ledger was assembled (a clock or recording error).',
      example: 'occurred 2026-03-04, observed 2026-03-02',
    },
    OUTSIDE_WINDOW: {
      severity: 'notice',
      message: 'Event "{{id}}" occurred at {{occurredAt}}, outside the window [{{startedAt}}, {{endedAt}}); it is not counted.',
      description: 'occurred_at is before window.started_at or at or after window.ended_at (the window includes its start, excludes its end); the event is excluded.',
      example: 'occurred 2026-03-01T00:00:00Z, window ends then',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { window, observed_at } = ctx.input;
    for (const { pointer, field, digits } of ctx.declined) {
      findings.add('DATE_TIME_TOO_PRECISE', { pointer, details: { field, digits, maxDigits: MAX_FRACTION_DIGITS } });
    }
    if (ctx.windowInverted) findings.add('WINDOW_INVERTED', { pointer: '/window', details: { startedAt: window.started_at, endedAt: window.ended_at } });
    if (ctx.windowOpen) findings.add('WINDOW_NOT_CLOSED', { pointer: '/window/ended_at', details: { endedAt: window.ended_at, observedAt: observed_at } });
    for (const view of ctx.events) {
      const { id, occurred_at } = view.event;
      const pointer = jsonPointer('events', view.index, 'occurred_at');
      if (view.afterObserved) findings.add('EVENT_AFTER_OBSERVED', { subject: id, pointer, details: { id, occurredAt: occurred_at, observedAt: observed_at } });
      if (!view.inWindow && !ctx.windowDeclined) findings.add('OUTSIDE_WINDOW', { subject: id, pointer, details: { id, occurredAt: occurred_at, startedAt: window.started_at, endedAt: window.ended_at } });
    }
  },
});
