import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'skill-activation-verifier',
  title: 'Skill Activation Verifier',
  category: 'Agent Evaluation',
  summary: 'Compares expected and observed skill activations per case to expose missed and spurious routing.',
  limitations: [
    'Compares the supplied expected and observed activations only; the agent is not run and no routing is replayed.',
    'The expected skills are taken as the caller states them; whether they are the right skills is not judged.',
    'A READY status is a preflight signal about the supplied cases, not a guarantee of routing on other inputs.',
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
