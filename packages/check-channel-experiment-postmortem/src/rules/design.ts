import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { MAX_FRACTION_DIGITS, type Context } from '../context.js';
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
    DATE_TIME_TOO_PRECISE: {
      severity: 'error',
      message: `{{field}} has {{digits}} fractional-second digits, more than ${MAX_FRACTION_DIGITS}; it is declined, not read.`,
      description: `observed_at or experiment.started_at carries more than ${MAX_FRACTION_DIGITS} fractional-second digits (nanoseconds take 9). Every event finding would repeat it, so it is declined: no event is judged against it, and the verdict is inconclusive.`,
      example: '`observed_at: "2026-03-02T09:00:00.000…0001Z"` with 40 digits',
    },
    PERIOD_INVALID: {
      severity: 'error',
      message: 'Experiment "{{id}}" ends at {{endedAt}}, before it started at {{startedAt}}.',
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
    for (const { pointer, field, digits } of ctx.declined) {
      findings.add('DATE_TIME_TOO_PRECISE', { subject, pointer, details: { field, digits, maxDigits: MAX_FRACTION_DIGITS } });
    }
    if (ctx.start !== null && compareInstants(ctx.ended, ctx.start) < 0) {
      findings.add('PERIOD_INVALID', {
        subject,
        pointer: '/experiment/ended_at',
        details: { id: experiment.id, startedAt: experiment.started_at, endedAt: experiment.ended_at },
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
