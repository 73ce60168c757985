import { defineCheck } from '@evidence-check/core-receipt';
import { codes, type Code } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, Code, Report>({
  id: 'storefront-product-csv-preflight',
  title: "Storefront Product Csv Preflight",
  category: "Commerce",
  summary: "Flags missing identity fields, duplicate SKUs, unsafe image URLs and overwrite hazards in normalized product rows.",
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
