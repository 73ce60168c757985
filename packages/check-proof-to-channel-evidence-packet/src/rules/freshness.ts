import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { compareInstants, olderThan, wholeDaysBetween } from '@evidence-check/instant';
import type { Context } from '../context.js';
import { MAX_FRACTION_DIGITS } from '../lib/date-times.js';

/**
 * Proof and rules age: anything captured more than `max_evidence_age_days` × 86 400 s before
 * `observed_at` is stale (exactly the limit is fresh); evidence the caller did not observe
 * directly is second-hand; anything dated after `observed_at` contradicts the packet's own "now".
 */
export const freshnessRule = defineRule<Context>()({
  name: 'freshness',
  codes: {
    DATE_TIME_TOO_PRECISE: {
      severity: 'error',
      message: `observed_at has {{digits}} fractional-second digits, more than ${MAX_FRACTION_DIGITS}; it is declined, not read, and no age can be judged.`,
      description: `observed_at carries more than ${MAX_FRACTION_DIGITS} fractional-second digits (nanoseconds take 9). Findings per evidence item would repeat it, so it is declined: no evidence or channel rules can be shown fresh (\`age-unknown\`), so no claim is ready and the channel rules are not.`,
      example: '`observed_at` with 40 fractional digits',
    },
    CHANNEL_RULES_STALE: {
      severity: 'warning',
      message: 'The rules of "{{channel}}" were captured {{ageDays}} days ago; the limit is {{maxAgeDays}} days.',
      description: '`channel.rules_captured_at` is older than `max_evidence_age_days`; channel rules change, read them again.',
      example: 'rules captured 120 days ago, limit 90',
    },
    EVIDENCE_STALE: {
      severity: 'warning',
      message: 'Evidence "{{id}}" was captured {{ageDays}} days ago; the limit is {{maxAgeDays}} days.',
      description: 'The evidence item is older than `max_evidence_age_days`; it supports no claim.',
      example: 'a pricing page captured 138 days ago, limit 90',
    },
    EVIDENCE_NOT_OBSERVED: {
      severity: 'warning',
      message: 'Evidence "{{id}}" was not observed directly.',
      description: 'The evidence item has `observed: false` (second-hand or planned); it supports no claim.',
      example: '`observed: false`',
    },
    CAPTURED_AFTER_OBSERVED_AT: {
      severity: 'warning',
      message: '{{what}} was captured at {{capturedAt}}, after observed_at {{observedAt}}.',
      description: 'Channel rules or evidence dated later than the packet\'s own "now": the timestamps disagree. Its age is taken as zero.',
      example: '`captured_at` 2026-03-05, `observed_at` 2026-03-02',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { channel, observed_at } = ctx.input;
    const maxAge = ctx.maxAgeDays;
    const now = ctx.now;
    if (now === null) {
      findings.add('DATE_TIME_TOO_PRECISE', { pointer: '/observed_at', details: { digits: ctx.observedDigits!, maxDigits: MAX_FRACTION_DIGITS } });
      ctx.input.evidence.forEach((item, index) => {
        if (!item.observed) findings.add('EVIDENCE_NOT_OBSERVED', { subject: item.id, pointer: jsonPointer('evidence', index, 'observed'), details: { id: item.id } });
      });
      return;
    }
    if (compareInstants(ctx.rulesCaptured, now) > 0) {
      findings.add('CAPTURED_AFTER_OBSERVED_AT', {
        subject: channel.name,
        pointer: '/channel/rules_captured_at',
        details: { what: `The rules of "${channel.name}"`, capturedAt: channel.rules_captured_at, observedAt: observed_at },
      });
    } else if (olderThan(ctx.rulesCaptured, now, maxAge)) {
      findings.add('CHANNEL_RULES_STALE', {
        subject: channel.name,
        pointer: '/channel/rules_captured_at',
        details: { channel: channel.name, ageDays: wholeDaysBetween(ctx.rulesCaptured, now), maxAgeDays: maxAge },
      });
    }
    ctx.input.evidence.forEach((item, index) => {
      const captured = ctx.captured[index]!;
      if (compareInstants(captured, now) > 0) {
        findings.add('CAPTURED_AFTER_OBSERVED_AT', {
          subject: item.id,
          pointer: jsonPointer('evidence', index, 'captured_at'),
          details: { what: `Evidence "${item.id}"`, capturedAt: item.captured_at, observedAt: observed_at },
        });
      } else if (olderThan(captured, now, maxAge)) {
        findings.add('EVIDENCE_STALE', {
          subject: item.id,
          pointer: jsonPointer('evidence', index, 'captured_at'),
          details: { id: item.id, ageDays: wholeDaysBetween(captured, now), maxAgeDays: maxAge },
        });
      }
      if (!item.observed) findings.add('EVIDENCE_NOT_OBSERVED', { subject: item.id, pointer: jsonPointer('evidence', index, 'observed'), details: { id: item.id } });
    });
  },
});
