import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'tool-call-contract-auditor',
  title: 'Tool Call Contract Auditor',
  category: 'Agent Evidence',
  summary: 'Audits recorded tool calls against authorization, argument, call-count and outcome contracts.',
  limitations: [
    'Without a contract schema, argument checks are key-presence checks. With `input_schema` / `output_schema` on a contract, values are validated against the evaluated JSON Schema keywords only; `pattern`, `format`, `$ref` and the other unevaluated keywords are reported, not checked.',
    'Schema checks share a budget of 1,000,000 steps per run; a call whose check does not finish within it is reported (SCHEMA_CHECK_SKIPPED), not passed.',
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
  comparison,
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
