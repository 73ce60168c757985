import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'policy-change-evidence-builder',
  title: 'Policy Change Evidence Builder',
  category: 'Agent Evidence',
  summary:
    'Produces clause-level evidence of added, removed, text, applicability and requirement changes, with version and effective-date guardrails.',
  limitations: [
    'Compares only the supplied baseline and current clause lists; no policy documents are fetched or parsed.',
    'A READY status is a preflight signal about the supplied clauses, not a guarantee about the policy in force.',
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
