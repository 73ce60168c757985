import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { MEMBERS, type SectionName, type SectionReport } from './lib/members.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'agent-run-evidence-pack',
  title: 'Agent Run Evidence Pack',
  category: 'Agent Evidence',
  summary: 'Runs six deterministic checks over one agent-run packet and returns one consolidated report.',
  limitations: [
    'Runs the same six checks as promise-action-evidence-checker, tool-call-contract-auditor, completion-evidence-receipt-auditor, tool-description-contract-linter, skill-activation-verifier and agent-cost-decomposer, with their limits.',
    'Evidence references are checked for presence only, and tool-call argument checks are key-presence checks.',
    'Completion records are checked for structure, not truth.',
    'Tool descriptions are linted from explicit metadata fields and simple length bounds.',
    'Costs are computed from caller-supplied token counts and rates; no usage is looked up.',
    'Cross-section checks join exact ids and names only: a call, cost record or evidence item named differently in two sections is not recognised as the same.',
    'Cross-section links are read one way: actions account for tool calls through evidence_ids, and cost records name tool calls by id; a packet that links them otherwise gets cross-section findings that do not apply to it.',
    'Evidence digests are compared as the caller states them (in-toto DigestSet matching); no artifact is fetched or hashed.',
  ],
  comparison,
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  prepare,
  rules,
  report: buildReport,
});

export const run = definition.run;
export { codes, inputSchema, sampleInput, MEMBERS };
export { taggedCode } from './lib/members.js';
export type { CallLink, CostLink, CrossSection, EvidenceLink, Report, ToolLink } from './report.js';
export type { SectionName, SectionReport };
export type { Input };
export default definition;
