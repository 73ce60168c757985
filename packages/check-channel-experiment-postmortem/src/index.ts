import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { EXCLUSION_ORDER, MAX_FRACTION_DIGITS, prepare, VANITY_METRICS, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { NEXT_VARIABLE_ORDER, type NextExperiment } from './lib/next-experiment.js';
import type { Verdict } from './lib/verdict.js';
import { comparison } from './peers.js';
import { buildReport, EXCLUSION_KEY, VERDICT_NOTE, type Report } from './report.js';

export { EXCLUSION_KEY, EXCLUSION_ORDER, NEXT_VARIABLE_ORDER, VANITY_METRICS, VERDICT_NOTE };
export type { NextExperiment, Report, Verdict };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
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
    'The sample-ratio and multiple-exposure tests read events of type assignment and their open keys variant, variant_weight and actor_token; an assignment without an actor_token is its own unit, so a unit that recurs without one is not recognised. The p-value is a double (the statistic is exact).',
  ],
  comparison,
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
