import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A test the team cannot staff, or (for revenue) cannot take money through, is excluded. */
export const readinessRule = defineRule<Context>()({
  name: 'readiness',
  codes: {
    OWNER_UNAVAILABLE: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded: it needs the owner present and the owner is not available.',
      description: '`owner_presence_required` is true and `owner_available` is false (a launch thread the maker must answer); the channel is excluded.',
      example: 'a launch-day thread with the founder away',
    },
    OFFER_PATH_NOT_READY: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded for a revenue objective: its offer path is not ready.',
      description: 'The objective is `revenue` and `offer_path_ready` is false: no buyer could pay, so the test cannot show revenue. Other objectives ignore this gate.',
      example: 'no working checkout for `revenue`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const revenue = ctx.input.objective === 'revenue';
    for (const state of ctx.channels) {
      const { id, owner_presence_required, owner_available, offer_path_ready } = state.channel;
      if (owner_presence_required && !owner_available) {
        findings.add('OWNER_UNAVAILABLE', { subject: id, pointer: ctx.pointer(state.index, 'owner_available'), details: { id } });
      }
      if (revenue && !offer_path_ready) {
        findings.add('OFFER_PATH_NOT_READY', { subject: id, pointer: ctx.pointer(state.index, 'offer_path_ready'), details: { id } });
      }
    }
  },
});
