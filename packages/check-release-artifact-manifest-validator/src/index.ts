import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export { EMPTY_SHA256 } from './lib/hash.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'release-artifact-manifest-validator',
  title: 'Release Artifact Manifest Validator',
  category: 'Developer Tools',
  summary:
    'Validates a release file manifest against required paths, allowed prefixes, hashes, size limits and sensitive-file rules.',
  limitations: [
    'Reads the manifest only; artifacts are never opened, downloaded or hashed.',
    'Hashes are checked for form and for consistency with size 0, not against file content.',
    'Sensitive files and programs are recognized by path and name patterns, not by content.',
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
export type { Report, RoleTotal } from './report.js';
export type { Input };
export default definition;
