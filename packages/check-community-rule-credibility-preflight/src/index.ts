import { defineCheck } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Report = Record<string, never>;

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'community-rule-credibility-preflight',
  title: "Community Rule Credibility Preflight",
  category: "Distribution Evidence",
  summary: "Checks a proposed community-channel action against official guidance, community rules, account credibility and promotion boundaries.",
  limitations: [
    'Examines only the supplied action, account and community evidence; it does not post, comment, send messages or retrieve account data.',
    'Community rules are the caller-supplied normalized rules; it does not retrieve them. Decisions for the discussion-board channel require them.',
    'Account credibility is judged from the caller-supplied counts only; it is not verified.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking, moderation outcome or revenue.',
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
