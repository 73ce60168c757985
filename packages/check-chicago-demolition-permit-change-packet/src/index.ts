import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'chicago-demolition-permit-change-packet',
  title: 'Chicago Demolition Permit Change Packet',
  category: 'Maintained Public Data',
  summary: 'Queries the maintained demolition-permit adapter and compares current matches with an optional prior snapshot.',
  limitations: [
    'Permits are clues, not proof of inventory, condition, access, safety, value or permission.',
    'Municipal feed delay or outage can affect a lookup; the receipt labels the source mode (live, fallback or caller-supplied) and the snapshot used.',
    'One query is one permit number or one street address (1 to 80 characters).',
    'Normalized public-source snapshots are retained under one-way query fingerprints; customer inputs and complete results are not.',
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
