import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import type { Context } from '../context.js';

/** Ages are exact: `observed_at − event_created_at` in seconds, every fractional digit kept. */
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
      description: 'The event was created longer ago than `max_age_seconds` before observed_at (an age equal to the limit is fresh).',
      example: 'created 10:00:00Z, observed 12:00:00Z, max age 300',
    },
    CLOCK_SKEW: {
      severity: 'warning',
      message: 'Delivery "{{id}}" was created {{aheadSeconds}} s after observed_at.',
      description: 'event_created_at lies after observed_at: the sender\'s or the recorder\'s clock is off, or the timestamp is forged.',
      example: 'created 12:00:05Z, observed 12:00:00Z',
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
      if (ctx.observedAt === null) continue;
      const age = ctx.observedAt.minus(created.seconds);
      if (age.lt(0)) {
        findings.add('CLOCK_SKEW', { subject, pointer, details: { id: subject, aheadSeconds: formatDecimal(age.neg()) } });
      } else if (maxAge && age.gt(maxAge.seconds)) {
        findings.add('STALE_EVENT', {
          subject,
          pointer,
          details: { id: subject, event: contract!.subject, ageSeconds: formatDecimal(age), maxAgeSeconds: maxAge.given },
        });
      }
    }
  },
});
