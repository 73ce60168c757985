import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export type { Decision, Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'community-rule-credibility-preflight',
  title: "Community Rule Credibility Preflight",
  category: "Distribution Evidence",
  summary: "Checks a proposed community-channel action against official guidance, community rules, account credibility and promotion boundaries.",
  limitations: [
    'Examines only the supplied action, account and community evidence; it does not post, comment, send messages or retrieve account data.',
    'Community rules are the caller-supplied normalized rules; it does not retrieve them. Decisions for the discussion-board channel require them.',
    'Account credibility is judged from the caller-supplied counts only; it is not verified. Shortened links are recognised from a fixed list of shortener hosts.',
    'Community rules count as stale after 90 days and the default promotional share is 0.1 (one in ten); both are fixed constants where the interface leaves them open.',
    'Channel guidance is encoded as published when this version was made (Hacker News guidelines and Show HN rules, Product Hunt community guidelines and featuring advice, Reddit self-promotion guidance, Stack Overflow promotion rules); later changes to it are not followed.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking, moderation outcome or revenue.',
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
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
