import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'chicago-demolition-permit-change-packet',
  title: 'Chicago Demolition Permit Change Packet',
  category: 'Maintained Public Data',
  summary: 'Queries the maintained demolition-permit adapter and compares current matches with an optional prior snapshot.',
  limitations: [
    'Permits are clues, not proof of inventory, condition, access, safety, value or permission.',
    'Municipal feed delay or outage can affect a lookup; the receipt labels the source mode (live, fallback or caller-supplied) and the snapshot used.',
    'One query is one permit number or one street address (1 to 80 characters).',
    'Normalized public-source snapshots are retained under one-way query fingerprints; customer inputs and complete results are not.',
    'Records are taken as the matches of the query: caller-supplied records are not re-filtered by `query`.',
    'The urgency label is a reading of the recorded review type and work description, not an assessment of the site.',
  ],
  comparison,
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { PermitReport, Report } from './report.js';
export type { Input };
export default definition;
