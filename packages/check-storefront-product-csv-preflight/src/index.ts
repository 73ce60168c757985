import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'storefront-product-csv-preflight',
  title: 'Storefront Product CSV Preflight',
  category: 'Commerce',
  summary: 'Flags missing identity fields, duplicate SKUs, unsafe image URLs and overwrite hazards in normalized product rows.',
  limitations: [
    'Examines only the supplied rows; does not look at a live store.',
    'Rows must already be parsed into objects keyed by the product CSV column names; raw CSV text is not read.',
    'Existing products are known only through existing_handles; their current values are not compared.',
    'A READY result is a preflight signal, not an import guarantee.',
  ],
  comparison,
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { ProductSummary, Report } from './report.js';
export type { Input };
export default definition;
