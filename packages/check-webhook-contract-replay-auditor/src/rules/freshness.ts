import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import type { Context } from '../context.js';

/**
 * The event's age: `observed_at − event_created_at` in seconds, exact, against the contract's
 * `max_age_seconds` (a business rule). The attempt's own timestamp is judged apart (rules/attempt.ts):
 * Standard Webhooks, "Webhook metadata": "Every time an attempt is retried the timestamp of the
 * attempt is updated, while the timestamp of the original event remains the same."
 */
export const freshnessRule = defineRule<Context>()({
  name: 'freshness',
  codes: {
    OBSERVED_AT_INVALID: {
      severity: 'error',
      message: 'observed_at "{{observedAt}}" cannot be read ({{reason}}); freshness is not checked.',
      description: 'observed_at is not an RFC 3339 date-time with a UTC offset (or has more than 100 fractional digits of a second), so no age can be computed.',
      example: '`"2026-03-02 noon"`',
    },
    TIMESTAMP_INVALID: {
      severity: 'error',
      message: 'Delivery "{{id}}": event_created_at cannot be read ({{reason}}).',
      description:
        'event_created_at is neither an RFC 3339 date-time with a UTC offset nor a number of Unix seconds (a local time without offset, a date alone, 31 February, hour 24, more than 100 fractional digits of a second …).',
      example: '`"2026-03-02T11:58:30"` (no offset)',
    },
    TIMESTAMP_MISSING: {
      severity: 'warning',
      message: 'Delivery "{{id}}" has no event_created_at; event "{{event}}" has a max age of {{maxAgeSeconds}} s.',
      description: 'The contract limits event age but the delivery records no creation time, so its freshness cannot be shown.',
      example: 'no `event_created_at` where `max_age_seconds` is 300',
    },
    STALE_EVENT: {
      severity: 'error',
      message: 'Delivery "{{id}}" was {{ageSeconds}} s old at observed_at; event "{{event}}" allows {{maxAgeSeconds}} s.',
      description:
        'The event was created longer ago than `max_age_seconds` before observed_at (an age equal to the limit is fresh), and no attempt timestamp within the tolerance shows this delivery to be a fresh retry.',
      example: 'created 10:00:00Z, observed 12:00:00Z, max age 300, no `webhook_timestamp`',
    },
    STALE_EVENT_RETRY: {
      severity: 'warning',
      message:
        'Delivery "{{id}}" carries an event {{ageSeconds}} s old (event "{{event}}" allows {{maxAgeSeconds}} s) in an attempt {{attemptAgeSeconds}} s from observed_at: a retry of an old event.',
      description:
        'The event is older than `max_age_seconds`, but the attempt\'s own `webhook_timestamp` is within the tolerance of observed_at: a retry, which Standard Webhooks expects over a schedule of days. The contract\'s age limit is exceeded (review it); the attempt is no replay.',
      example: 'created 10:00:00Z, attempt 11:59:58Z, observed 12:00:00Z, max age 300',
    },
    CLOCK_SKEW: {
      severity: 'warning',
      message: 'Delivery "{{id}}" was created {{aheadSeconds}} s after observed_at, more than the {{toleranceSeconds}} s tolerance.',
      description:
        'event_created_at lies after observed_at by more than the tolerance (300 s unless the contract sets `timestamp_tolerance_seconds`): the sender\'s or the recorder\'s clock is off, or the timestamp is forged. Skew within the tolerance is normal.',
      example: 'created 12:06:00Z, observed 12:00:00Z',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (ctx.observedProblem !== null) {
      findings.add('OBSERVED_AT_INVALID', { subject: null, pointer: '/observed_at', details: { observedAt: ctx.observedText, reason: ctx.observedProblem } });
    }
    for (const { index, subject, contract, created, delivery } of ctx.deliveries) {
      const maxAge = contract?.maxAge ?? null;
      const pointer = jsonPointer('deliveries', index, 'event_created_at');
      if (created === null) {
        if (maxAge) {
          findings.add('TIMESTAMP_MISSING', {
            subject,
            pointer: jsonPointer('deliveries', index),
            details: { id: subject, event: contract!.subject, maxAgeSeconds: maxAge.given },
          });
        }
        continue;
      }
      if (!created.ok) {
        findings.add('TIMESTAMP_INVALID', { subject, pointer, details: { id: subject, value: delivery.event_created_at as JsonValue, reason: created.reason } });
        continue;
      }
      const { eventAge: age, attemptAge, attemptFresh, tolerance } = ctx.timing[index]!;
      if (age === null) continue;
      if (age.neg().gt(tolerance.seconds)) {
        findings.add('CLOCK_SKEW', { subject, pointer, details: { id: subject, aheadSeconds: formatDecimal(age.neg()), toleranceSeconds: tolerance.given } });
      } else if (maxAge && age.gt(maxAge.seconds)) {
        const details = { id: subject, event: contract!.subject, ageSeconds: formatDecimal(age), maxAgeSeconds: maxAge.given };
        if (attemptFresh && attemptAge !== null) {
          findings.add('STALE_EVENT_RETRY', { subject, pointer, details: { ...details, attemptAgeSeconds: formatDecimal(attemptAge), toleranceSeconds: tolerance.given } });
        } else {
          findings.add('STALE_EVENT', { subject, pointer, details });
        }
      }
    }
  },
});
