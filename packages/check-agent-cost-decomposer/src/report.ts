import { findingsByItem, itemStatus, type Evaluation, type Finding, type JsonValue, type Status } from '@evidence-check/core-receipt';
import { AMOUNT_KEYS, type Amounts, type Context } from './context.js';
import { ZERO } from './lib/decimal.js';
import { money, sent } from './lib/echo.js';

type AmountTexts = { [Key in keyof Amounts]: string | null };

export type CallReport = {
  id: JsonValue;
  model: string | null;
  /** Worst finding at this call: BLOCKED (an error), REVIEW (a warning) or READY. */
  verdict: Status;
  /** Whether input_tokens is above long_context_threshold_tokens, so the long-context rates given replace the base ones. */
  longContext: boolean;
  /** Keys of the call this check does not read (sorted): listed, never dropped in silence. */
  unreadKeys: string[];
} & AmountTexts;

export type ModelReport = {
  /** null collects the calls that name no model (or name it with a non-string). */
  model: string | null;
  /** Calls of this model in the request. */
  calls: number;
  /** Of those, the calls whose every amount could be computed: only they are in the sums. */
  countedCalls: number;
} & { [Key in keyof Amounts]: string };

export type Report = {
  calls: CallReport[];
  /** In order of each model's first call. */
  models: ModelReport[];
  /** Sum over the counted calls. */
  totalUsd: string;
  /** The budget as an exact decimal, or null when the request has none. */
  budgetUsd: string | null;
  /** Amount above the budget; "0" within it; null without a budget. */
  overBudgetUsd: string | null;
  /** Calls left out of every total because one of their values is invalid. */
  uncountedCalls: number;
};

/** Per call its amounts and verdict (the worst finding at or below `/calls/<i>`); per model the sums of its counted calls. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byCall = findingsByItem(findings, '/calls', ctx.calls.length);
  const calls: CallReport[] = ctx.calls.map((view) => ({
    id: sent(view.call.id),
    model: view.model,
    verdict: itemStatus(byCall[view.index] ?? []),
    longContext: view.longContext,
    unreadKeys: view.unreadKeys,
    ...(Object.fromEntries(AMOUNT_KEYS.map((key) => [key, money(view.amounts[key])])) as AmountTexts),
  }));
  const models: ModelReport[] = ctx.models.map(({ model, calls: views }) => {
    const counted = views.filter((view) => view.amounts.totalUsd !== null);
    const sums = Object.fromEntries(
      AMOUNT_KEYS.map((key) => [key, money(counted.reduce((sum, view) => sum.plus(view.amounts[key] ?? ZERO), ZERO))]),
    ) as { [Key in keyof Amounts]: string };
    return { model, calls: views.length, countedCalls: counted.length, ...sums };
  });
  const report: Report = {
    calls,
    models,
    totalUsd: money(ctx.total) as string,
    budgetUsd: money(ctx.budget),
    overBudgetUsd: ctx.budget === null ? null : money(ctx.over ?? ZERO),
    uncountedCalls: ctx.uncounted,
  };
  return {
    report,
    counters: {
      calls: ctx.calls.length,
      uncountedCalls: ctx.uncounted,
      totalUsd: report.totalUsd,
      overBudgetUsd: report.overBudgetUsd,
    },
  };
}
