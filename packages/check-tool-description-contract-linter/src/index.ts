import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'tool-description-contract-linter',
  title: 'Tool Description Contract Linter',
  category: 'Agent Evidence',
  summary: 'Lints structured tool descriptions for bounded purpose, inputs, outputs, side effects, failure modes, cost and idempotency.',
  limitations: [
    'Judges only explicit metadata fields and simple length bounds; free-text descriptions are not interpreted.',
    'Lints the supplied descriptions only; no tool is called to confirm what it does.',
    'A READY status is a preflight signal about the descriptions, not proof that the tools behave as described.',
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
