import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '../lib/decimal.js';

/** The run's total against its budget: a packet-level fault. */
export const budgetRule = defineRule<Context>()({
  name: 'budget',
  codes: {
    BUDGET_EXCEEDED: {
      severity: 'error',
      message: 'The run costs {{totalUsd}} USD, {{overBudgetUsd}} USD over its budget of {{budgetUsd}} USD.',
      description: 'The total of the counted calls is above `budget_usd` (a total equal to the budget is within it).',
      example: '`budget_usd: 0.05`, total `0.0968`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (ctx.over === null || ctx.budget === null) return;
    findings.add('BUDGET_EXCEEDED', {
      subject: null,
      pointer: '',
      details: {
        totalUsd: formatDecimal(ctx.total),
        budgetUsd: formatDecimal(ctx.budget),
        overBudgetUsd: formatDecimal(ctx.over),
        uncountedCalls: ctx.uncounted,
      },
    });
  },
});
