import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'tool-call-contract-auditor',
  title: 'Tool Call Contract Auditor',
  category: 'Agent Evidence',
  summary: 'Audits recorded tool calls against authorization, argument, call-count and outcome contracts.',
  limitations: [
    'Argument checks are key-presence checks; argument values are not validated.',
    'Argument paths descend into nested objects only, never into arrays.',
    'Tool names and call ids are compared exactly (no trimming or case folding).',
    'Call ids, tool names and argument paths longer than 256 characters are not read (ID_TOO_LONG, TOOL_NAME_TOO_LONG, INVALID_CONTRACT_FIELD).',
    'Audits only the supplied call records; no tool is called or replayed.',
    'A READY status is a preflight signal about the supplied records, not proof of what the tools did.',
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
export { collectIds, type CollectedIds, type IdEntry, type ToolEntry } from './lib/collect-ids.js';
export { FAILED_OUTCOMES, MAX_LISTED_MISSING, MAX_NAME_LENGTH } from './lib/names.js';
export { formatArgumentPath, parseArgumentPath } from './lib/paths.js';
export { identifierOf } from '@evidence-check/core-receipt';
export type { CallReport, ContractReport, Report, ToolReport } from './report.js';
export type { Input };
export default definition;
