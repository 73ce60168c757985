import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
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
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  // No evaluate() yet: the product is marked not implemented, the gateway answers 501 for it and
  // the served catalogs leave it out until its decision rules land.
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
