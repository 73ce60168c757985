import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'qualified-demand-ledger',
  title: "Qualified Demand Ledger",
  category: "Distribution Evidence",
  summary: "Classifies normalized commercial events from exposure to qualified demand, validated value, external revenue and retention, without counting vanity activity.",
  limitations: [
    'Classifies only the supplied normalized events; it does not read analytics, registries or payment systems.',
    'Vanity activity (page views, impressions, reactions and similar) is never counted as demand.',
    'Actors are opaque caller-chosen tokens; callers must never submit names, messages, credentials or private keys.',
    'Event records, amounts and attribution are taken as supplied; they are not verified against any source.',
    'A READY status is a preflight signal about the supplied evidence, not a guarantee or prediction of demand or revenue.',
  ],
  version,
  price: '$0.25',
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
