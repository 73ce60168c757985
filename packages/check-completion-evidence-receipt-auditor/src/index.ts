import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'completion-evidence-receipt-auditor',
  title: 'Completion Evidence Receipt Auditor',
  category: 'Agent Evidence',
  summary: 'Checks completion, partial and blocked outcome records for the evidence and remaining-work details their status requires.',
  limitations: [
    'Checks structure, not truth: that the required evidence and remaining-work details are present, not that they are correct.',
    'Examines only the supplied outcome records; cited evidence is not opened, fetched or verified.',
    'Reads only the documented status values and key names; a remaining-work, blocker or unblock statement under another key is not seen.',
    'Outcome ids longer than 256 characters are not read (ID_TOO_LONG); messages name an outcome without a usable id by its first 256 characters.',
    'A `digest` is checked for its form (in-toto DigestSet: lowercase hex of the algorithm\'s length), never recomputed; time stamps are compared only when both sides are present and read.',
    'A READY status is a preflight signal about the supplied records, not proof that the work was completed.',
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
export { collectIds, type CollectedIds, type EvidenceReference, type IdEntry } from './lib/collect-ids.js';
export { NAMED_DIGEST_ALGORITHMS, WEAK_DIGEST_ALGORITHMS } from './lib/digest.js';
export { excerpt, MAX_ID_LENGTH } from './lib/ids.js';
export { BLOCKER_KEYS, EVIDENCE_ID_KEYS, REMAINING_WORK_KEYS, REQUIREMENTS, STATUSES, UNBLOCK_KEYS, type Requirement, type Status } from './lib/vocabulary.js';
export { identifierOf } from '@evidence-check/core-receipt';
export type { Verdict } from './lib/verdict.js';
export type { OutcomeReport, Report } from './report.js';
export type { Input };
export default definition;
