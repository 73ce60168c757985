import { defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import type { Context } from '../context.js';

/**
 * The replay window: the attempt's own timestamp (open key `webhook_timestamp`, the Standard
 * Webhooks `webhook-timestamp` header) within the tolerance of observed_at, both ways. Standard
 * Webhooks, "Verifying signatures": "Make sure to verify the `webhook-timestamp` header has a
 * timestamp that is within some allowable tolerance of the current timestamp to prevent replay
 * attacks"; its reference library (npm `standardwebhooks`, used by `svix`) throws "Message
 * timestamp too old" when now − timestamp > 300 and "Message timestamp too new" when
 * timestamp > now + 300. observed_at is "now" here.
 */
export const attemptRule = defineRule<Context>()({
  name: 'attempt-timestamp',
  codes: {
    ATTEMPT_TIMESTAMP_INVALID: {
      severity: 'error',
      message: 'Delivery "{{id}}": webhook_timestamp cannot be read ({{reason}}).',
      description:
        'webhook_timestamp is neither Unix seconds (a number, or a digit string as the `webhook-timestamp` header carries it) nor an RFC 3339 date-time with a UTC offset; a verifier rejects such an attempt ("Invalid Signature Headers").',
      example: '`"webhook_timestamp": "yesterday"`',
    },
    ATTEMPT_TOO_OLD: {
      severity: 'error',
      message: 'Delivery "{{id}}": the attempt\'s webhook_timestamp is {{ageSeconds}} s before observed_at, more than the {{toleranceSeconds}} s tolerance (a replay, or a delivery held too long).',
      description:
        'The attempt itself is older than the tolerance (300 s unless the contract sets `timestamp_tolerance_seconds`): Standard Webhooks verifiers reject it ("Message timestamp too old") to prevent replay attacks. An old event in a fresh attempt is not this finding.',
      example: '`webhook_timestamp` 11:50:00Z, observed 12:00:00Z',
    },
    ATTEMPT_TOO_NEW: {
      severity: 'error',
      message: 'Delivery "{{id}}": the attempt\'s webhook_timestamp is {{aheadSeconds}} s after observed_at, more than the {{toleranceSeconds}} s tolerance.',
      description:
        'The attempt claims a time further in the future than the tolerance: Standard Webhooks verifiers reject it ("Message timestamp too new"); a clock is off or the timestamp is forged.',
      example: '`webhook_timestamp` 12:10:00Z, observed 12:00:00Z',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, subject, attempt, delivery } of ctx.deliveries) {
      if (attempt === null) continue;
      const pointer = jsonPointer('deliveries', index, 'webhook_timestamp');
      if (!attempt.ok) {
        findings.add('ATTEMPT_TIMESTAMP_INVALID', { subject, pointer, details: { id: subject, value: delivery.webhook_timestamp as JsonValue, reason: attempt.reason } });
        continue;
      }
      const { attemptAge: age, tolerance } = ctx.timing[index]!;
      if (age === null) continue;
      if (age.gt(tolerance.seconds)) {
        findings.add('ATTEMPT_TOO_OLD', { subject, pointer, details: { id: subject, ageSeconds: formatDecimal(age), toleranceSeconds: tolerance.given } });
      } else if (age.neg().gt(tolerance.seconds)) {
        findings.add('ATTEMPT_TOO_NEW', { subject, pointer, details: { id: subject, aheadSeconds: formatDecimal(age.neg()), toleranceSeconds: tolerance.given } });
      }
    }
  },
});
