import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'api-response-contract-drift-auditor',
  title: 'API Response Contract Drift Auditor',
  category: 'Agent Evidence',
  summary: 'Compares recorded responses with status, content-type, field, type and stable-value contracts.',
  limitations: [
    'Stable-value checks are exact structural comparisons; no tolerance, normalization or pattern matching is applied.',
    'Compares only the supplied recorded responses; no API is called or replayed.',
    'A READY status is a preflight signal about the recorded responses, not a guarantee about the live API.',
    'Content types are compared by type/subtype only: no media ranges (`application/*`) and no structured-syntax suffix equivalence (`application/problem+json` is not `application/json`).',
    'Dotted paths cannot address a member whose name contains a dot.',
    'At most 10 findings of one code are listed per response, the first in result order (by pointer, then contract path), whatever the member order of the contract or body; the rest are counted in the report (`omitted`).',
    'Response headers are checked for presence only (`required_headers`); header values and their schemas are not compared.',
    'A duplicate finding (DUPLICATE_CONTRACT_ID, DUPLICATE_RESPONSE_ID) lists at most the first 20 positions of its set in `positions`; `count` is always the full number.',
    'Findings quote an id, a dotted path or a value (canonical JSON) of more than 200 characters by its first 200 characters and `…` (STABLE_VALUE_MISMATCH then leaves out `expected` or `actual`); STATUS_MISMATCH names at most 20 expected statuses and counts the rest; the report keeps every id whole.',
    'A media type whose type or subtype name is longer than 127 characters (the RFC 6838 limit) is not read.',
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
export type { ContractEntry, Report, ResponseEntry, Verdict } from './report.js';
export type { Input };
export default definition;
