import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'chicago-contract-change-packet',
  title: 'Chicago Contract Change Packet',
  category: 'Maintained Public Data',
  summary: 'Queries the maintained city contracts dataset and compares current matches with a retained public-data baseline.',
  limitations: [
    'Covers awarded contracts and modifications, not open solicitations.',
    'Award amounts are source-reported row values, not computed totals.',
    'An award amount written with more than 100 digits is not read as a decimal: it is flagged, kept and compared as text, and not summed.',
    'End dates of the FMPS system are consistently recorded only for blanket contracts.',
    'Without a retained baseline the result cannot show that existing matches are newly awarded.',
    'Municipal feed delay or outage can affect a lookup; the receipt labels the source mode (live, fallback or caller-supplied) and the snapshot used.',
    'Customer inputs and complete results are not retained; normalized public-source snapshots are retained under one-way query fingerprints.',
    'Records are taken as the matches of the query: caller-supplied rows are not re-filtered by `query` or cut to `max_results`.',
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
export type { BaselineRowReport, Report, RowReport } from './report.js';
export type { Input };
export default definition;
