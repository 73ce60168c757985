import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The platform's own rules come first: blocked excludes, anything short of verified waits for review. */
export const ruleStatusRule = defineRule<Context>()({
  name: 'rule-status',
  codes: {
    RULE_STATUS_BLOCKED: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded: its platform rules block this test.',
      description: 'The caller found that the channel\'s rules forbid the test (rule_status `blocked`); the channel is excluded.',
      example: 'a subreddit that bans self-promotion',
    },
    RULE_STATUS_UNVERIFIED: {
      severity: 'warning',
      message: 'Channel "{{id}}" cannot be selected until its platform rules are verified (rule_status {{ruleStatus}}).',
      description: 'The channel\'s rules are `unknown` or `review-required`; it is not selectable until a person verifies them.',
      example: '`rule_status: "review-required"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const state of ctx.channels) {
      const { id, rule_status } = state.channel;
      const pointer = ctx.pointer(state.index, 'rule_status');
      if (rule_status === 'blocked') {
        findings.add('RULE_STATUS_BLOCKED', { subject: id, pointer, details: { id } });
      } else if (rule_status !== 'verified') {
        findings.add('RULE_STATUS_UNVERIFIED', { subject: id, pointer, details: { id, ruleStatus: rule_status } });
      }
    }
  },
});
