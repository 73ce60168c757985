import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { EXCLUSION_ORDER, MAX_FRACTION_DIGITS, prepare, VANITY_METRICS, type Exclusion } from './context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { NEXT_VARIABLE_ORDER, proposeNext, type NextExperiment } from './next-experiment.js';
import { formatInstant } from '@evidence-check/instant';
import { judge, type Verdict } from './verdict.js';

export { EXCLUSION_ORDER, NEXT_VARIABLE_ORDER, VANITY_METRICS };
export type { NextExperiment, Verdict };

/** Said in every report. */
export const VERDICT_NOTE = 'A reached gate is evidence only for its declared threshold of attributable events; it does not establish causal impact, demand beyond that count, or revenue.';

export type Report = {
  verdict: Verdict;
  reasons: string[];
  caveats: string[];
  note: string;
  metric: string;
  counted: number;
  threshold: number;
  window: { start: string | null; end: string | null };
  excluded: Record<Exclusion, number> & { total: number };
  /** Every event in input order: counted, or the reason it was not. */
  events: { id: string | null; counted: boolean; excluded: Exclusion | null }[];
  spend: { cost_usd: string; max_cost_usd: string; effort_hours: string; max_effort_hours: string };
  next_experiment: NextExperiment;
};

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'channel-experiment-postmortem',
  title: 'Channel Experiment Postmortem',
  category: 'Distribution Evidence',
  summary:
    'Compares a predeclared channel hypothesis and outcome gate with attributable events, contamination, budgets, changed variables and cooldowns, and proposes a bounded next experiment.',
  limitations: [
    'Cannot establish causal impact: a reached gate is evidence only for the declared threshold.',
    'Examines only the supplied experiment declaration, events, costs and effort; it does not read analytics or payment systems.',
    'Events, attribution and owner-activity exclusion are taken as supplied; they are not verified against any source.',
    'The proposed next experiment is a bounded suggestion, not a prediction of demand or revenue; the caller chooses the new value of its one changed variable.',
    `observed_at and experiment.started_at, which every event finding repeats, may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits (the interface leaves them open); a longer one is declined with DATE_TIME_TOO_PRECISE at its pointer, no event is judged against it and the verdict is inconclusive.`,
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const counted = ctx.events.filter((record) => record.exclusion === null).length;
    const excluded = Object.fromEntries(EXCLUSION_ORDER.map((reason) => [reason, 0])) as Record<Exclusion, number>;
    for (const record of ctx.events) if (record.exclusion) excluded[record.exclusion]++;
    const judgement = judge(ctx, counted);
    const report: Report = {
      ...judgement,
      note: VERDICT_NOTE,
      metric: input.experiment.gate.metric,
      counted,
      threshold: input.experiment.gate.threshold,
      window: { start: ctx.start && formatInstant(ctx.start), end: ctx.windowEnd && formatInstant(ctx.windowEnd) },
      excluded: { ...excluded, total: ctx.events.length - counted },
      events: ctx.events.map((record) => ({ id: record.id, counted: record.exclusion === null, excluded: record.exclusion })),
      spend: {
        cost_usd: formatDecimal(ctx.cost),
        max_cost_usd: formatDecimal(ctx.maxCost),
        effort_hours: formatDecimal(ctx.effort),
        max_effort_hours: formatDecimal(ctx.maxEffort),
      },
      next_experiment: proposeNext(ctx),
    };
    return {
      report,
      counters: { events: ctx.events.length, counted, excluded: report.excluded.total, verdict: report.verdict },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
