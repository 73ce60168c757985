import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The selection itself is made in prepare (lib/selection.ts); this rule says when it took nothing. */
export const selectionRule = defineRule<Context>()({
  name: 'selection',
  codes: {
    NO_CHANNEL_SELECTED: {
      severity: 'warning',
      message: 'No channel was selected as a test candidate: {{eligible}} of {{channels}} channels passed every gate.',
      description: 'After the gates and the budget, effort and parallel-test limits, no channel is left to test.',
      example: 'every channel blocked or over budget',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { selection } = ctx;
    if (selection.selected.length > 0) return;
    const eligible = selection.ranked.filter((entry) => entry.eligibility === 'eligible').length;
    findings.add('NO_CHANNEL_SELECTED', { details: { eligible, channels: ctx.channels.length } });
  },
});
