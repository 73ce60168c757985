import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { failGate, type Context } from '../context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';

/** A channel that alone costs more money or hours than the whole round has is excluded. */
export const constraintsRule = defineRule<Context>()({
  name: 'constraints',
  codes: {
    COST_OVER_BUDGET: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded: its estimated cost of {{cost_usd}} USD exceeds the budget of {{budget_usd}} USD.',
      description: '`estimated_cost_usd` is greater than `constraints.budget_usd` (exact decimals); the channel is excluded.',
      example: 'cost 450, budget 300',
    },
    EFFORT_OVER_LIMIT: {
      severity: 'notice',
      message: 'Channel "{{id}}" is excluded: its estimated effort of {{effort_hours}} h exceeds the {{limit_hours}} h available.',
      description: '`estimated_effort_hours` is greater than `constraints.effort_hours`; the channel is excluded.',
      example: 'effort 30 h, 20 h available',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const state of ctx.channels) {
      const { id } = state.channel;
      if (state.cost.gt(ctx.budget)) {
        failGate(state, 'budget', 'excluded');
        findings.add('COST_OVER_BUDGET', {
          subject: id,
          pointer: ctx.pointer(state.index, 'estimated_cost_usd'),
          details: { id, cost_usd: formatDecimal(state.cost), budget_usd: formatDecimal(ctx.budget) },
        });
      }
      if (state.effort.gt(ctx.effortLimit)) {
        failGate(state, 'effort', 'excluded');
        findings.add('EFFORT_OVER_LIMIT', {
          subject: id,
          pointer: ctx.pointer(state.index, 'estimated_effort_hours'),
          details: { id, effort_hours: formatDecimal(state.effort), limit_hours: formatDecimal(ctx.effortLimit) },
        });
      }
    }
  },
});
