import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'promise-action-evidence-checker',
  title: 'Promise-Action Evidence Checker',
  category: 'Agent Evidence',
  summary: 'Compares promises with actions and evidence and flags unsupported completion and unaddressed commitments.',
  limitations: [
    'Evidence references are checked for presence only; the evidence itself is not opened or verified.',
    'Examines only the supplied promises, actions and evidence; nothing is fetched or re-run.',
    'A READY status is a preflight signal about the supplied records, not proof that the promised work was done.',
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
