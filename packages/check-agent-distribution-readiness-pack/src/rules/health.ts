import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { MAX_FRACTION_DIGITS, MAX_SURFACE_AGE_DAYS, type Context } from '../context.js';

export const healthRule = defineRule<Context>()({
  name: 'surface-health',
  codes: {
    DATE_TIME_TOO_PRECISE: {
      severity: 'error',
      message: `observed_at has {{digits}} fractional-second digits, more than ${MAX_FRACTION_DIGITS}; it is declined, not read.`,
      description: `observed_at carries more than ${MAX_FRACTION_DIGITS} fractional-second digits (nanoseconds take 9). Surface findings would repeat it, so it is declined: no capture is judged stale or later than it.`,
      example: '`observed_at` with 40 fractional digits',
    },
    SURFACE_HTTP_ERROR: {
      severity: 'error',
      message: 'Surface "{{id}}" answered HTTP {{status}}.',
      description: 'The capture got a client or server error (HTTP 400–599): visitors and crawlers see no page.',
      example: '`http_status: 404`',
    },
    SURFACE_HTTP_REDIRECT: {
      severity: 'warning',
      message: 'Surface "{{id}}" answered HTTP {{status}} (a redirect); the capture shows no content.',
      description: 'The capture got a redirect (HTTP 300–399): listings should point at the final URL, and the content was not captured.',
      example: '`http_status: 301`',
    },
    SURFACE_HTTP_INTERIM: {
      severity: 'warning',
      message: 'Surface "{{id}}" recorded the interim answer HTTP {{status}}; no final response was captured.',
      description: 'The capture recorded an informational status (HTTP 100–199), which is never a final answer.',
      example: '`http_status: 103`',
    },
    SURFACE_STALE: {
      severity: 'warning',
      message: `Surface "{{id}}" was captured {{ageDays}} days before observed_at; captures older than ${MAX_SURFACE_AGE_DAYS} days are stale.`,
      description: `captured_at lies more than ${MAX_SURFACE_AGE_DAYS} days before observed_at: the surface may have changed since.`,
      example: 'captured 2025-11-10, observed 2026-03-02',
    },
    SURFACE_CAPTURED_AFTER_OBSERVED: {
      severity: 'error',
      message: 'Surface "{{id}}" was captured at {{capturedAt}}, after observed_at {{observedAt}}.',
      description: 'captured_at lies after observed_at: the packet is inconsistent (or the capture is from a later run) and cannot serve as evidence.',
      example: 'captured 2026-03-03, observed 2026-03-02',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const digits = ctx.declined.observedDigits;
    if (digits !== null) findings.add('DATE_TIME_TOO_PRECISE', { pointer: '/observed_at', details: { digits, maxDigits: MAX_FRACTION_DIGITS } });
    for (const view of ctx.surfaces) {
      const { surface, index } = view;
      const id = surface.id;
      const status = surface.http_status;
      const statusPointer = jsonPointer('surfaces', index, 'http_status');
      if (status >= 400) findings.add('SURFACE_HTTP_ERROR', { subject: id, pointer: statusPointer, details: { id, status } });
      else if (status >= 300) findings.add('SURFACE_HTTP_REDIRECT', { subject: id, pointer: statusPointer, details: { id, status } });
      else if (status < 200) findings.add('SURFACE_HTTP_INTERIM', { subject: id, pointer: statusPointer, details: { id, status } });
      const capturedPointer = jsonPointer('surfaces', index, 'captured_at');
      if (view.capturedAfterObserved) {
        findings.add('SURFACE_CAPTURED_AFTER_OBSERVED', {
          subject: id,
          pointer: capturedPointer,
          details: { id, capturedAt: surface.captured_at, observedAt: ctx.input.observed_at },
        });
      } else if (view.stale) {
        findings.add('SURFACE_STALE', {
          subject: id,
          pointer: capturedPointer,
          details: { id, ageDays: view.ageDays as number, maxAgeDays: MAX_SURFACE_AGE_DAYS },
        });
      }
    }
  },
});
