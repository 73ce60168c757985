import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * An outcome gate decides a test only if its events can be credited to the test: Kohavi, Tang & Xu
 * ask of every decision metric that it be attributable to the change under test, and
 * channel-experiment-postmortem counts only direct and verified events toward a gate.
 */
export const attributableGateRule = defineRule<Context>()({
  name: 'attributable-gate',
  codes: {
    OUTCOME_NOT_ATTRIBUTABLE: {
      severity: 'warning',
      message: 'Channel "{{id}}" counts as {{attribution}} attribution: no {{metric}} event of its outcome gate could be credited to the test.',
      description:
        'The attribution the score counts is `inferred` or `none` (a `direct` or `verified` claim without a mechanism counts as `inferred`). Only direct or verified events can reach an outcome gate (channel-experiment-postmortem counts no others), so the test could only ever miss it. Not selectable until the channel has an attribution mechanism.',
      example: '`attribution: "inferred"` with a `buyer-reply` gate',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const state of ctx.channels) {
      if (state.gates.attribution === 'pass') continue;
      const { id, outcome_gate: gate } = state.channel;
      findings.add('OUTCOME_NOT_ATTRIBUTABLE', {
        subject: id,
        pointer: ctx.pointer(state.index, 'attribution'),
        details: { id, attribution: state.countedAttribution, claimed: state.channel.attribution, metric: gate.metric },
      });
    }
  },
});
