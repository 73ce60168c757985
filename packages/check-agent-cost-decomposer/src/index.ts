import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'agent-cost-decomposer',
  title: 'Agent Cost Decomposer',
  category: 'Agent Evaluation',
  summary: 'Computes model, cached-token and external-tool cost per call and flags a budget overrun.',
  limitations: [
    'Costs come only from the caller-supplied token counts and rates; no price list, provider bill or usage API is consulted.',
    'External-tool cost is the amount the caller supplies per call; it is not derived.',
    'A READY status is a preflight signal about the supplied counts, not a statement of what a provider will charge.',
  ],
  version,
  price: '$0.05',
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
