import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'policy-change-evidence-builder',
  title: 'Policy Change Evidence Builder',
  category: 'Agent Evidence',
  summary:
    'Produces clause-level evidence of added, removed, text, applicability and requirement changes, with version and effective-date guardrails.',
  limitations: [
    'Compares only the supplied baseline and current clause lists; no policy documents are fetched or parsed.',
    'A READY status is a preflight signal about the supplied clauses, not a guarantee about the policy in force.',
    'Clauses are matched by id only: a clause whose id changed shows as one removed and one added clause, and a moved clause is not reported as a change.',
    'Texts are compared after whitespace normalisation only; no case folding, punctuation or semantic comparison is made.',
    'A duplicate finding (DUPLICATE_POLICY_ID, DUPLICATE_CLAUSE_ID) lists at most the first 20 positions of its set in `positions`; `count` is always the full number.',
    'Findings quote a policy or clause id of more than 200 characters (as text; canonical JSON for a non-string id) by its first 200 characters and `…`, in `subject`, `policy` and `clause`; the report keeps every id whole.',
    'Clause `effect`, wildcard `applies_to` values and the change record (`author`, `approved_by`, `approved_at`) are read as the caller states them; no IAM statement is evaluated, and approvals are not verified against any system of record.',
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
export type { ClauseEntry, PolicyEntry, Report } from './report.js';
export type { Input };
export default definition;
