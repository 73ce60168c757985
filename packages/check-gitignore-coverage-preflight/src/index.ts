import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export { invalidPathReason } from './lib/paths.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'gitignore-coverage-preflight',
  title: 'Gitignore Coverage Preflight',
  category: 'Developer Tools',
  summary: 'Flags sensitive-looking files that ignore rules leave uncovered or that are tracked anyway.',
  limitations: [
    'Evaluates one root .gitignore supplied as pattern lines; nested .gitignore files, .git/info/exclude and core.excludesFile are not read.',
    "Matches as git's own gitignore and wildmatch code does (checked against git 2.39); an entry holding a line break or NUL is not one .gitignore line and is reported, not applied.",
    'Matching is case-sensitive, as git with core.ignorecase=false; sensitive names are recognised in any case.',
    'Sensitive paths are recognised by conventional file names only; file contents are never seen.',
    'Reads no repository: tracked status comes from the supplied tracked_paths.',
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
