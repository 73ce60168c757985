import { defineCheck, runRules, type Finding, type JsonValue, type Status } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { AMOUNT_KEYS, MAX_LISTED_POSITIONS, money, prepare, sent, type Amounts, type CallView, type CostContext } from './context.js';
import { MAX_DECIMAL_DIGITS, ZERO } from './decimal.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

type AmountTexts = { [Key in keyof Amounts]: string | null };

export type CallReport = {
  id: JsonValue;
  model: string | null;
  /** Worst finding at this call: BLOCKED (an error), REVIEW (a warning) or READY. */
  verdict: Status;
} & AmountTexts;

export type ModelReport = {
  /** null collects the calls that name no model (or name it with a non-string). */
  model: string | null;
  /** Calls of this model in the request. */
  calls: number;
  /** Of those, the calls whose every amount could be computed: only they are in the sums. */
  counted_calls: number;
} & { [Key in keyof Amounts]: string };

export type Report = {
  calls: CallReport[];
  /** In order of each model's first call. */
  models: ModelReport[];
  /** Sum over the counted calls. */
  total_usd: string;
  /** The budget as an exact decimal, or null when the request has none. */
  budget_usd: string | null;
  /** Amount above the budget; "0" within it; null without a budget. */
  over_budget_usd: string | null;
  /** Calls left out of every total because one of their values is invalid. */
  uncounted_calls: number;
};

/** Each call's verdict: the worst severity of the findings at or below `/calls/<i>`. */
function verdicts(findings: readonly Finding[], count: number): Status[] {
  const result: Status[] = Array.from({ length: count }, () => 'READY');
  for (const finding of findings) {
    const match = /^\/calls\/(0|[1-9][0-9]*)(\/|$)/.exec(finding.pointer);
    if (!match) continue;
    const index = Number(match[1]);
    if (finding.severity === 'error') result[index] = 'BLOCKED';
    else if (finding.severity === 'warning' && result[index] === 'READY') result[index] = 'REVIEW';
  }
  return result;
}

function modelTotals(ctx: CostContext): ModelReport[] {
  const groups = new Map<string | null, CallView[]>();
  for (const view of ctx.calls) {
    const views = groups.get(view.model);
    if (views) views.push(view);
    else groups.set(view.model, [view]);
  }
  return [...groups].map(([model, views]) => {
    const counted = views.filter((view) => view.amounts.total_usd !== null);
    const sums = Object.fromEntries(
      AMOUNT_KEYS.map((key) => [key, money(counted.reduce((sum, view) => sum.plus(view.amounts[key] ?? ZERO), ZERO))]),
    ) as { [Key in keyof Amounts]: string };
    return { model, calls: views.length, counted_calls: counted.length, ...sums };
  });
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'agent-cost-decomposer',
  title: 'Agent Cost Decomposer',
  category: 'Agent Evaluation',
  summary: 'Computes model, cached-token and external-tool cost per call and flags a budget overrun.',
  limitations: [
    'Costs come only from the caller-supplied token counts and rates; no price list, provider bill or usage API is consulted.',
    'External-tool cost is the amount the caller supplies per call; it is not derived.',
    'cached_input_tokens are taken to be part of input_tokens; logs that count them separately must add them to input_tokens first.',
    'Numbers are read through their shortest round-trip decimal text, which is exact for JSON literals of up to 15 significant digits; send longer values as decimal strings.',
    `A count, rate or cost may take at most ${MAX_DECIMAL_DIGITS} digits as a plain decimal (a string's digits as sent, a number written out: 1e60 has 61); a longer one is declined with DECIMAL_TOO_LONG at its pointer and its call is left out of the totals.`,
    `A duplicate-id finding lists at most the first ${MAX_LISTED_POSITIONS} positions of its group in \`positions\`; \`count\` is always the full number, and every member still gets its own finding.`,
    'A READY status is a preflight signal about the supplied counts, not a statement of what a provider will charge.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const callVerdicts = verdicts(findings.sorted(), ctx.calls.length);
    const calls: CallReport[] = ctx.calls.map((view) => ({
      id: sent(view.call.id),
      model: view.model,
      verdict: callVerdicts[view.index] as Status,
      input_usd: money(view.amounts.input_usd),
      cached_input_usd: money(view.amounts.cached_input_usd),
      output_usd: money(view.amounts.output_usd),
      tool_usd: money(view.amounts.tool_usd),
      total_usd: money(view.amounts.total_usd),
    }));
    const uncounted = ctx.calls.filter((view) => view.amounts.total_usd === null).length;
    const report: Report = {
      calls,
      models: modelTotals(ctx),
      total_usd: money(ctx.total) as string,
      budget_usd: money(ctx.budget),
      over_budget_usd: ctx.budget === null ? null : money(ctx.over ?? ZERO),
      uncounted_calls: uncounted,
    };
    return {
      report,
      counters: {
        calls: ctx.calls.length,
        uncounted_calls: uncounted,
        total_usd: report.total_usd,
        over_budget_usd: report.over_budget_usd,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { formatDecimal, MAX_DECIMAL_DIGITS, readDecimal } from './decimal.js';
export { MAX_LISTED_POSITIONS } from './context.js';
export type { Input };
export default definition;
