import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';

/** A channel that alone costs more money or hours than the whole round has is excluded. */
export const constraintsRule = defineRule<Context>()({
  name: 'constraints',
  codes: {
    COST_OVER_BUDGET: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded: its estimated cost of {{costUsd}} USD exceeds the budget of {{budgetUsd}} USD.',
      description: '`estimated_cost_usd` is greater than `constraints.budget_usd` (exact decimals); the channel is excluded.',
      example: 'cost 450, budget 300',
    },
    EFFORT_OVER_LIMIT: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded: its estimated effort of {{effortHours}} h exceeds the {{limitHours}} h available.',
      description: '`estimated_effort_hours` is greater than `constraints.effort_hours`; the channel is excluded.',
      example: 'effort 30 h, 20 h available',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const state of ctx.channels) {
      const { id } = state.channel;
      if (state.overBudget) {
        findings.add('COST_OVER_BUDGET', {
          subject: id,
          pointer: ctx.pointer(state.index, 'estimated_cost_usd'),
          details: { id, costUsd: formatDecimal(state.cost), budgetUsd: formatDecimal(ctx.budget) },
        });
      }
      if (state.overEffort) {
        findings.add('EFFORT_OVER_LIMIT', {
          subject: id,
          pointer: ctx.pointer(state.index, 'estimated_effort_hours'),
          details: { id, effortHours: formatDecimal(state.effort), limitHours: formatDecimal(ctx.effortLimit) },
        });
      }
    }
  },
});
