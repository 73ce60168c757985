import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The caller-captured rules of the channel: blocked stops the packet, unverified asks for review. */
export const channelRulesRule = defineRule<Context>()({
  name: 'channel-rules',
  codes: {
    CHANNEL_RULES_BLOCKED: {
      severity: 'error',
      message: 'The rules of "{{channel}}" block this submission.',
      description: 'The caller found that the channel\'s rules forbid the submission (`rule_status: blocked`); no packet makes it acceptable.',
      example: '`rule_status: "blocked"`',
    },
    CHANNEL_RULES_UNVERIFIED: {
      severity: 'warning',
      message: 'The rules of "{{channel}}" are not verified (rule_status {{ruleStatus}}).',
      description: 'The channel\'s rules are `unknown` or `review-required`; a person must read them before submitting.',
      example: '`rule_status: "unknown"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { name, rule_status } = ctx.input.channel;
    if (rule_status === 'blocked') findings.add('CHANNEL_RULES_BLOCKED', { subject: name, pointer: '/channel/rule_status', details: { channel: name } });
    else if (rule_status !== 'verified') {
      findings.add('CHANNEL_RULES_UNVERIFIED', { subject: name, pointer: '/channel/rule_status', details: { channel: name, ruleStatus: rule_status } });
    }
  },
});
