import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'chicago-contract-change-packet',
  title: 'Chicago Contract Change Packet',
  category: 'Maintained Public Data',
  summary: 'Queries the maintained city contracts dataset and compares current matches with a retained public-data baseline.',
  limitations: [
    'Covers awarded contracts and modifications, not open solicitations.',
    'Award amounts are source-reported row values, not computed totals.',
    'End dates of the FMPS system are consistently recorded only for blanket contracts.',
    'Without a retained baseline the result cannot show that existing matches are newly awarded.',
    'Municipal feed delay or outage can affect a lookup; the receipt labels the source mode (live, fallback or caller-supplied) and the snapshot used.',
    'Customer inputs and complete results are not retained; normalized public-source snapshots are retained under one-way query fingerprints.',
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
