import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'completion-evidence-receipt-auditor',
  title: 'Completion Evidence Receipt Auditor',
  category: 'Agent Evidence',
  summary: 'Checks completion, partial and blocked outcome records for the evidence and remaining-work details their status requires.',
  limitations: [
    'Checks structure, not truth: that the required evidence and remaining-work details are present, not that they are correct.',
    'Examines only the supplied outcome records; cited evidence is not opened, fetched or verified.',
    'A READY status is a preflight signal about the supplied records, not proof that the work was completed.',
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
