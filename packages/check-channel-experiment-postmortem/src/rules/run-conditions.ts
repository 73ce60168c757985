import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { formatInstant } from '@evidence-check/instant';

/** What the caller reports about the run itself: spend against the caps, attribution, owner activity, timing. */
export const runConditionsRule = defineRule<Context>()({
  name: 'run-conditions',
  codes: {
    COST_OVER_CAP: {
      severity: 'warning',
      message: 'The experiment cost {{costUsd}} USD, over its cap of {{maxCostUsd}} USD.',
      description: '`cost_usd` is greater than `experiment.max_cost_usd` (exact decimals). A reached gate was bought past the declared cap: inconclusive.',
      example: 'cost 62.5, cap 50',
    },
    EFFORT_OVER_CAP: {
      severity: 'warning',
      message: 'The experiment took {{effortHours}} h, over its cap of {{maxEffortHours}} h.',
      description: '`effort_hours` is greater than `experiment.max_effort_hours`. A reached gate was bought past the declared cap: inconclusive.',
      example: '12 h against a cap of 8',
    },
    ATTRIBUTION_INCOMPLETE: {
      severity: 'warning',
      message: 'Attribution is incomplete: some events of the experiment may be missing from the count.',
      description: '`attribution_complete` is false. A missed gate may be an attribution gap: inconclusive.',
      example: '`attribution_complete: false`',
    },
    OWNER_ACTIVITY_NOT_EXCLUDED: {
      severity: 'warning',
      message: 'Owner activity was not excluded from the events: the count may include the owner.',
      description: '`owner_activity_excluded` is false: owner activity may hide among unflagged events. A reached gate may be the owner\'s own: inconclusive.',
      example: '`owner_activity_excluded: false`',
    },
    WINDOW_NOT_ELAPSED: {
      severity: 'warning',
      message: 'The gate window runs until {{windowEnd}}, after observed_at {{observedAt}}.',
      description: '`observed_at` is earlier than `started_at` + `window_days`: more events may still come. A gate not yet reached is inconclusive.',
      example: 'a 14-day window observed on day 10',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { input } = ctx;
    const subject = input.experiment.id;
    if (ctx.cost.gt(ctx.maxCost)) {
      findings.add('COST_OVER_CAP', { subject, pointer: '/cost_usd', details: { costUsd: formatDecimal(ctx.cost), maxCostUsd: formatDecimal(ctx.maxCost) } });
    }
    if (ctx.effort.gt(ctx.maxEffort)) {
      findings.add('EFFORT_OVER_CAP', {
        subject,
        pointer: '/effort_hours',
        details: { effortHours: formatDecimal(ctx.effort), maxEffortHours: formatDecimal(ctx.maxEffort) },
      });
    }
    if (!input.attribution_complete) findings.add('ATTRIBUTION_INCOMPLETE', { subject, pointer: '/attribution_complete' });
    if (!input.owner_activity_excluded) findings.add('OWNER_ACTIVITY_NOT_EXCLUDED', { subject, pointer: '/owner_activity_excluded' });
    if (ctx.observedBeforeWindowEnd) {
      findings.add('WINDOW_NOT_ELAPSED', {
        subject,
        pointer: '/observed_at',
        details: { windowEnd: formatInstant(ctx.windowEnd!), observedAt: input.observed_at },
      });
    }
  },
});
