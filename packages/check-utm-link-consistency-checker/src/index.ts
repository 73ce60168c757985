import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { DEFAULT_REQUIRED, prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export { DEFAULT_REQUIRED };

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'utm-link-consistency-checker',
  title: 'UTM Link Consistency Checker',
  category: 'Marketing',
  summary: 'Flags missing UTM parameters, duplicate links, case drift, policy violations and possible personal data in campaign links.',
  limitations: [
    'Does not visit links; only the supplied URLs are parsed.',
    'Personal-data detection is a conservative heuristic: it can miss personal data and can flag harmless values.',
    'Allowed values are compared exactly; the policy is applied as supplied.',
    "GA4 channels follow Google's published default channel group; its source lists are represented by their best-known brands, so a custom medium from a rarer listed source can be flagged as Unassigned.",
    'Internal links are known only from the link\'s own open keys (internal, page_url).',
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
export type { Report, ValueCount } from './report.js';
export type { Input };
export default definition;
