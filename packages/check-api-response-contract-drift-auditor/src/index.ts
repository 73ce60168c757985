import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'api-response-contract-drift-auditor',
  title: 'API Response Contract Drift Auditor',
  category: 'Agent Evidence',
  summary: 'Compares recorded responses with status, content-type, field, type and stable-value contracts.',
  limitations: [
    'Stable-value checks are exact structural comparisons; no tolerance, normalization or pattern matching is applied.',
    'Compares only the supplied recorded responses; no API is called or replayed.',
    'A READY status is a preflight signal about the recorded responses, not a guarantee about the live API.',
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
