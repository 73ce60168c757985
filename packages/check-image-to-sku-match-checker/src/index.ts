import { defineCheck } from '@evidence-check/core-receipt';
import { codes, type Code } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, Code, Report>({
  id: 'image-to-sku-match-checker',
  title: "Image To Sku Match Checker",
  category: "Commerce",
  summary: "Matches image paths to a SKU roster and flags missing, extra, unknown and colliding assets.",
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
