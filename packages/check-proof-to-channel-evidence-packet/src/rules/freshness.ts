import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { compareInstants, olderThan, wholeDaysBetween } from '@evidence-check/instant';

/**
 * Proof and rules age: anything captured more than `max_evidence_age_days` × 86 400 s before
 * `observed_at` is stale (exactly the limit is fresh); evidence the caller did not observe
 * directly is second-hand; anything dated after `observed_at` contradicts the packet's own "now".
 */
export const freshnessRule = defineRule<Context>()({
  name: 'freshness',
  codes: {
    CHANNEL_RULES_STALE: {
      severity: 'warning',
      message: 'The rules of "{{channel}}" were captured {{age_days}} days ago; the limit is {{max_age_days}} days.',
      description: '`channel.rules_captured_at` is older than `max_evidence_age_days`; channel rules change, read them again.',
      example: 'rules captured 120 days ago, limit 90',
    },
    EVIDENCE_STALE: {
      severity: 'warning',
      message: 'Evidence "{{id}}" was captured {{age_days}} days ago; the limit is {{max_age_days}} days.',
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
      message: '{{what}} was captured at {{captured_at}}, after observed_at {{observed_at}}.',
      description: 'Channel rules or evidence dated later than the packet\'s own "now": the timestamps disagree. Its age is taken as zero.',
      example: '`captured_at` 2026-03-05, `observed_at` 2026-03-02',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { channel, observed_at } = ctx.input;
    const maxAge = ctx.maxAgeDays;
    if (compareInstants(ctx.rulesCaptured, ctx.now) > 0) {
      findings.add('CAPTURED_AFTER_OBSERVED_AT', {
        subject: channel.name,
        pointer: '/channel/rules_captured_at',
        details: { what: `The rules of "${channel.name}"`, captured_at: channel.rules_captured_at, observed_at },
      });
    } else if (olderThan(ctx.rulesCaptured, ctx.now, maxAge)) {
      findings.add('CHANNEL_RULES_STALE', {
        subject: channel.name,
        pointer: '/channel/rules_captured_at',
        details: { channel: channel.name, age_days: wholeDaysBetween(ctx.rulesCaptured, ctx.now), max_age_days: maxAge },
      });
    }
    ctx.input.evidence.forEach((item, index) => {
      const captured = ctx.captured[index]!;
      if (compareInstants(captured, ctx.now) > 0) {
        findings.add('CAPTURED_AFTER_OBSERVED_AT', {
          subject: item.id,
          pointer: jsonPointer('evidence', index, 'captured_at'),
          details: { what: `Evidence "${item.id}"`, captured_at: item.captured_at, observed_at },
        });
      } else if (olderThan(captured, ctx.now, maxAge)) {
        findings.add('EVIDENCE_STALE', {
          subject: item.id,
          pointer: jsonPointer('evidence', index, 'captured_at'),
          details: { id: item.id, age_days: wholeDaysBetween(captured, ctx.now), max_age_days: maxAge },
        });
      }
      if (!item.observed) findings.add('EVIDENCE_NOT_OBSERVED', { subject: item.id, pointer: jsonPointer('evidence', index, 'observed'), details: { id: item.id } });
    });
  },
});

/** Evidence that can support a claim: observed and not stale (evidence dated after "now" counts as age zero). */
export function usable(ctx: Context, index: number): 'usable' | 'not-observed' | 'stale' {
  if (!ctx.input.evidence[index]!.observed) return 'not-observed';
  return olderThan(ctx.captured[index]!, ctx.now, ctx.maxAgeDays) ? 'stale' : 'usable';
}
