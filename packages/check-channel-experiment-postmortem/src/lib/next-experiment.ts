import type { Context, Variable } from '../context.js';
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
  currentValue: string;
  /** The other four, held at their current values. */
  hold: Partial<Record<Variable, string>>;
  changedVariables: [Variable];
  gate: { metric: string; threshold: number; windowDays: number };
  /** ended_at + cooldown_days, in UTC; null past year 9999. */
  earliestStart: string | null;
  cooldownDays: number;
  maxCostUsd: string;
  maxEffortHours: string;
  declareBeforeStart: true;
}

export function proposeNext(ctx: Context): NextExperiment {
  const { experiment } = ctx.input;
  const moved = new Set<string>(ctx.changed);
  const change = NEXT_VARIABLE_ORDER.find((variable) => !moved.has(variable)) ?? 'artifact';
  const hold: Partial<Record<Variable, string>> = {};
  for (const variable of NEXT_VARIABLE_ORDER) if (variable !== change) hold[variable] = experiment.variables[variable];
  return {
    change,
    currentValue: experiment.variables[change],
    hold,
    changedVariables: [change],
    gate: { metric: experiment.gate.metric, threshold: experiment.gate.threshold, windowDays: experiment.gate.window_days },
    earliestStart: formatInstant(addDays(ctx.ended, experiment.cooldown_days)),
    cooldownDays: experiment.cooldown_days,
    maxCostUsd: formatDecimal(ctx.maxCost),
    maxEffortHours: formatDecimal(ctx.maxEffort),
    declareBeforeStart: true,
  };
}
