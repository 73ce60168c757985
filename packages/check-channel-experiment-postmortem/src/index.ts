import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'channel-experiment-postmortem',
  title: "Channel Experiment Postmortem",
  category: "Distribution Evidence",
  summary: "Compares a predeclared channel hypothesis and outcome gate with attributable events, contamination, budgets, changed variables and cooldowns, and proposes a bounded next experiment.",
  limitations: [
    'Cannot establish causal impact: a reached gate is evidence only for the declared threshold.',
    'Examines only the supplied experiment declaration, events, costs and effort; it does not read analytics or payment systems.',
    'Events, attribution and owner-activity exclusion are taken as supplied; they are not verified against any source.',
    'The proposed next experiment is a bounded suggestion, not a prediction of demand or revenue.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  // No evaluate() yet: the product is marked not implemented, the gateway answers 501 for it and
  // the served catalogs leave it out until its decision rules land.
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
