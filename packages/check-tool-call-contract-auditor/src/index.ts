import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'tool-call-contract-auditor',
  title: 'Tool Call Contract Auditor',
  category: 'Agent Evidence',
  summary: 'Audits recorded tool calls against authorization, argument, call-count and outcome contracts.',
  limitations: [
    'Argument checks are key-presence checks; argument values are not validated.',
    'Audits only the supplied call records; no tool is called or replayed.',
    'A READY status is a preflight signal about the supplied records, not proof of what the tools did.',
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
