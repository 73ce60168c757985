import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'channel-fit-evidence-matrix',
  title: "Channel Fit Evidence Matrix",
  category: "Distribution Evidence",
  summary: "Ranks evidence-backed distribution tests by audience fit, buyer intent, format, attribution, access, saturation, rules, budget, owner availability and qualified-outcome gates.",
  limitations: [
    'Ranks only the supplied channels from the caller-supplied scores, rules, evidence, costs and outcome gates; it does not retrieve platform rules or measure audiences.',
    'A selected channel is a test candidate, not demand or revenue.',
    'Platform-rule freshness is judged against the caller-supplied observed_at, not the current time.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking or revenue.',
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
