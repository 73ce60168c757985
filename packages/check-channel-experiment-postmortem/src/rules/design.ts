import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { compareInstants } from '@evidence-check/instant';

/** Whether the experiment, as declared, can answer its hypothesis at all. */
export const designRule = defineRule<Context>()({
  name: 'design',
  codes: {
    POST_HOC_DECLARATION: {
      severity: 'error',
      message: 'Experiment "{{id}}" was not declared before it started: its gate is a post-hoc choice.',
      description: '`declared_before_start` is false: a hypothesis and gate chosen after seeing data can be fitted to the data. The verdict is inconclusive.',
      example: '`declared_before_start: false`',
    },
    PERIOD_INVALID: {
      severity: 'error',
      message: 'Experiment "{{id}}" ends at {{ended_at}}, before it started at {{started_at}}.',
      description: '`ended_at` is earlier than `started_at`; the run has no valid period. The verdict is inconclusive.',
      example: 'started 2026-02-10, ended 2026-02-01',
    },
    CONFOUNDED: {
      severity: 'warning',
      message: 'Experiment "{{id}}" changed {{count}} variables at once ({{names}}); no outcome can be attributed to one of them.',
      description: 'More than one distinct variable in `changed_variables`. The verdict is inconclusive.',
      example: '`changed_variables: ["artifact", "timing"]`',
    },
    VANITY_GATE_METRIC: {
      severity: 'warning',
      message: 'The gate metric {{metric}} counts activity, not buyers; it cannot show the {{objective}} objective.',
      description: 'The objective is `qualified-demand` or `revenue` and the gate metric is a vanity metric (page-view, impression, reaction, indexing-event, deployment, directory-listing, scan, sent-message). A reached gate shows only that much activity.',
      example: '`metric: "page-view"` for `qualified-demand`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { experiment } = ctx.input;
    const subject = experiment.id;
    if (!experiment.declared_before_start) {
      findings.add('POST_HOC_DECLARATION', { subject, pointer: '/experiment/declared_before_start', details: { id: experiment.id } });
    }
    if (compareInstants(ctx.ended, ctx.start) < 0) {
      findings.add('PERIOD_INVALID', {
        subject,
        pointer: '/experiment/ended_at',
        details: { id: experiment.id, started_at: experiment.started_at, ended_at: experiment.ended_at },
      });
    }
    if (ctx.changed.length > 1) {
      findings.add('CONFOUNDED', {
        subject,
        pointer: '/experiment/changed_variables',
        details: { id: experiment.id, count: ctx.changed.length, names: ctx.changed.join(', '), variables: [...ctx.changed] },
      });
    }
    if (ctx.vanityGate) {
      findings.add('VANITY_GATE_METRIC', {
        subject,
        pointer: '/experiment/gate/metric',
        details: { metric: experiment.gate.metric, objective: experiment.objective },
      });
    }
  },
});
