import type { Context, Variable } from './context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { addDays, formatInstant } from '@evidence-check/instant';

/**
 * The variable the next experiment changes: the first in this order that this experiment did not
 * change (so the next test isolates a lever not yet moved), or `artifact` when all five moved. The
 * cheapest levers come first; the channel itself last.
 */
export const NEXT_VARIABLE_ORDER: readonly Variable[] = ['artifact', 'offer', 'audience', 'timing', 'channel'];

export interface NextExperiment {
  /** The one variable to change; the caller chooses its new value. */
  change: Variable;
  current_value: string;
  /** The other four, held at their current values. */
  hold: Partial<Record<Variable, string>>;
  changed_variables: [Variable];
  gate: { metric: string; threshold: number; window_days: number };
  /** ended_at + cooldown_days, in UTC; null past year 9999. */
  earliest_start: string | null;
  cooldown_days: number;
  max_cost_usd: string;
  max_effort_hours: string;
  declare_before_start: true;
}

export function proposeNext(ctx: Context): NextExperiment {
  const { experiment } = ctx.input;
  const moved = new Set<string>(ctx.changed);
  const change = NEXT_VARIABLE_ORDER.find((variable) => !moved.has(variable)) ?? 'artifact';
  const hold: Partial<Record<Variable, string>> = {};
  for (const variable of NEXT_VARIABLE_ORDER) if (variable !== change) hold[variable] = experiment.variables[variable];
  return {
    change,
    current_value: experiment.variables[change],
    hold,
    changed_variables: [change],
    gate: { metric: experiment.gate.metric, threshold: experiment.gate.threshold, window_days: experiment.gate.window_days },
    earliest_start: formatInstant(addDays(ctx.ended, experiment.cooldown_days)),
    cooldown_days: experiment.cooldown_days,
    max_cost_usd: formatDecimal(ctx.maxCost),
    max_effort_hours: formatDecimal(ctx.maxEffort),
    declare_before_start: true,
  };
}
