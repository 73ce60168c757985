import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'promise-action-evidence-checker',
  title: 'Promise-Action Evidence Checker',
  category: 'Agent Evidence',
  summary: 'Compares promises with actions and evidence and flags unsupported completion and unaddressed commitments.',
  limitations: [
    'Evidence references are checked for presence only; the evidence itself is not opened or verified.',
    'Examines only the supplied promises, actions and evidence; nothing is fetched or re-run.',
    'Ids are compared exactly: no trimming or case folding, and the string "1" is not the number 1.',
    'Ids longer than 256 characters are not read (ID_TOO_LONG); messages name an item without a usable id by its first 256 characters.',
    'A set of promises sharing an id is judged once: its PROMISE_UNADDRESSED or PROMISE_PARTIAL finding and its serving actions are given at its first member.',
    'Evidence kinds (`kind`, `required_evidence_kinds`) and results (`result`) are compared exactly as strings: no synonyms, no case folding.',
    'A READY status is a preflight signal about the supplied records, not proof that the promised work was done.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  comparison,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { collectIds, type CollectedIds, type IdEntry } from './lib/collect-ids.js';
export { ACTION_STATUSES, MAX_ID_LENGTH, type ActionStatus } from './lib/ids.js';
export { identifierOf } from '@evidence-check/core-receipt';
export type { EvidenceState, Verdict } from './context.js';
export type { ActionReport, EvidenceReport, PromiseReport, Report } from './report.js';
export type { Input };
export default definition;
