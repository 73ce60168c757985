import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { formatDecimal } from '../decimal.js';
import type { CostContext } from '../context.js';

/** The run's total against its budget: a packet-level fault. */
export const budgetRule = defineRule<CostContext>()({
  name: 'budget',
  codes: {
    BUDGET_EXCEEDED: {
      severity: 'error',
      message: 'The run costs {{total_usd}} USD, {{over_budget_usd}} USD over its budget of {{budget_usd}} USD.',
      description: 'The total of the counted calls is above `budget_usd` (a total equal to the budget is within it).',
      example: '`budget_usd: 0.05`, total `0.0968`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (ctx.over === null || ctx.budget === null) return;
    const uncounted = ctx.calls.filter((view) => view.amounts.total_usd === null).length;
    findings.add('BUDGET_EXCEEDED', {
      subject: null,
      pointer: '',
      details: {
        total_usd: formatDecimal(ctx.total),
        budget_usd: formatDecimal(ctx.budget),
        over_budget_usd: formatDecimal(ctx.over),
        uncounted_calls: uncounted,
      },
    });
  },
});
