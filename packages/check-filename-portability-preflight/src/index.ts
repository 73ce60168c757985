import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'filename-portability-preflight',
  title: 'Filename Portability Preflight',
  category: 'Productivity',
  summary: 'Flags reserved names, invalid characters, trailing dots, case and Unicode collisions and long paths.',
  limitations: [
    'Checks the supplied path strings only; no file system is read and no file is created.',
    'Windows, macOS and common Linux rules are applied together: a path is portable when all of them accept it.',
    'Case collisions use simple Unicode case folding; a file system with its own case table may differ for rare characters.',
    'Path length is counted for the path as given, without the directory it will be extracted into.',
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
export type { PathEntry, Report } from './report.js';
export type { Input };
export default definition;
