import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { comparison } from './peers.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { MAX_LISTED_POSITIONS } from './lib/echo.js';
import type { Scores } from './lib/rational.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'skill-activation-verifier',
  title: 'Skill Activation Verifier',
  category: 'Agent Evaluation',
  summary: 'Compares expected and observed skill activations per case to expose missed and spurious routing.',
  limitations: [
    'Compares the supplied expected and observed activations only; the agent is not run and no routing is replayed.',
    'The expected skills are taken as the caller states them; whether they are the right skills is not judged.',
    'Skill names are compared exactly (case and spaces count); no aliases or near matches are recognised.',
    'Activations are compared as sets per case: order and count of activations do not change the scores (repeats are flagged).',
    `A duplicate finding (DUPLICATE_CASE_ID, DUPLICATE_EXPECTED_SKILL, DUPLICATE_ACTIVATION) lists at most the first ${MAX_LISTED_POSITIONS} positions of its group in \`positions\`; \`count\` is always the full number, and every member still gets its own finding.`,
    'A READY status is a preflight signal about the supplied cases, not a guarantee of routing on other inputs.',
    'Offered skills (the open key `available_skills`) are checked against the Agent Skills frontmatter rules as written; no SKILL.md is read and no directory name is compared.',
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
export { compareCodePoints, ratio, scores } from './lib/rational.js';
export type { CaseReport, Report, SkillReport } from './report.js';
export type { Scores };
export type { Input };
export default definition;
