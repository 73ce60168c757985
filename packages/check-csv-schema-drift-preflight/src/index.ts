import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { POSITIONS_CAP, prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export { POSITIONS_CAP };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'csv-schema-drift-preflight',
  title: 'CSV Schema Drift Preflight',
  category: 'Data Operations',
  summary: 'Compares column contracts for removals, additions, type drift and newly required fields.',
  comparison,
  limitations: [
    'Compares the two column contracts only; no CSV rows are read or validated.',
    'Type compatibility is judged on the declared types, not on observed values.',
    'Column names are compared exactly except for a leading byte order mark (reported as COLUMN_NAME_BOM); names that differ only by letter case are reported as a case rename.',
    'The request carries no rows, dialect or encoding: delimiter, quoting of data, line endings and cell values are not checked.',
    'A duplicate set lists its first 20 positions in each member\'s `positions`; `count` gives the size of the whole set.',
  ],
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
export type { ColumnChange, Report } from './report.js';
export type { Input };
export default definition;
