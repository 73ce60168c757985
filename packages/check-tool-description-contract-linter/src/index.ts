import { defineCheck } from '@evidence-check/core-receipt';
import { codes, type Code } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, Code, Report>({
  id: 'tool-description-contract-linter',
  title: "Tool Description Contract Linter",
  category: "Agent Evidence",
  summary: "Lints structured tool descriptions for bounded purpose, inputs, outputs, side effects, failure modes, cost and idempotency.",
  limitations: [],
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
