import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';

/**
 * The outcome gate decides whether a test worked, so it must be able to show the objective, and
 * the test must fit inside the gate's own stop-loss caps.
 */
export const outcomeGateRule = defineRule<Context>()({
  name: 'outcome-gate',
  codes: {
    VANITY_GATE_METRIC: {
      severity: 'error',
      message: 'Channel "{{id}}" gates a {{objective}} objective on {{metric}}, which counts activity, not buyers.',
      description: 'The objective is `qualified-demand` or `revenue` and the gate metric is a vanity metric (page-view, impression, reaction, indexing-event, deployment, directory-listing, scan, sent-message); the channel is excluded.',
      example: '`metric: "page-view"` for `qualified-demand`',
    },
    ESTIMATE_OVER_GATE_CAP: {
      severity: 'warning',
      message: 'Channel "{{id}}" estimates {{estimate}} {{unit}}, more than its outcome gate allows ({{cap}} {{unit}}).',
      description: 'The estimated cost or effort exceeds the gate\'s own `max_cost_usd` / `max_effort_hours`: the test would be stopped before its window ends. Not selectable until the plan agrees with itself.',
      example: 'estimate 12 h, `max_effort_hours: 8`',
    },
    ATTRIBUTION_MECHANISM_MISSING: {
      severity: 'warning',
      message: 'Channel "{{id}}" claims {{attribution}} attribution but names no mechanism; it is scored as inferred.',
      description: '`attribution` is `direct` or `verified` while `attribution_mechanism` is blank; the claim cannot be checked, so the score counts it as `inferred`.',
      example: '`attribution: "direct"`, `attribution_mechanism: ""`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { objective } = ctx.input;
    for (const state of ctx.channels) {
      const { id, outcome_gate: gate, attribution } = state.channel;
      if (state.vanityMetric) {
        findings.add('VANITY_GATE_METRIC', { subject: id, pointer: ctx.pointer(state.index, 'outcome_gate', 'metric'), details: { id, objective, metric: gate.metric } });
      }
      for (const { member, estimate, cap, unit } of state.capOverruns) {
        findings.add('ESTIMATE_OVER_GATE_CAP', {
          subject: id,
          pointer: ctx.pointer(state.index, member),
          details: { id, estimate: formatDecimal(estimate), cap: formatDecimal(cap), unit },
        });
      }
      if (state.mechanismMissing) {
        findings.add('ATTRIBUTION_MECHANISM_MISSING', { subject: id, pointer: ctx.pointer(state.index, 'attribution_mechanism'), details: { id, attribution } });
      }
    }
  },
});
