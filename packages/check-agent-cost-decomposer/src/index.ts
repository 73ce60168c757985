import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { MAX_DECIMAL_DIGITS } from './lib/decimal.js';
import { MAX_LISTED_POSITIONS } from './lib/echo.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'agent-cost-decomposer',
  title: 'Agent Cost Decomposer',
  category: 'Agent Evaluation',
  summary: 'Computes model, cached-token and external-tool cost per call and flags a budget overrun.',
  limitations: [
    'Costs come only from the caller-supplied token counts and rates; no price list, provider bill or usage API is consulted.',
    'External-tool cost is the amount the caller supplies per call; it is not derived.',
    'cached_input_tokens, cache_write_tokens and cache_write_1h_tokens are taken to be parts of input_tokens, and reasoning_tokens a part of output_tokens; logs that count them separately must add them first.',
    'Batch discounts, service tiers, audio, image and video tokens are not priced: a call key named like usage or price that the check does not read is flagged (USAGE_KEY_UNREAD), and every unread key is listed per call.',
    'Numbers are read through their shortest round-trip decimal text, which is exact for JSON literals of up to 15 significant digits; send longer values as decimal strings.',
    `A count, rate or cost may take at most ${MAX_DECIMAL_DIGITS} digits as a plain decimal (a string's digits as sent, a number written out: 1e60 has 61); a longer one is declined with DECIMAL_TOO_LONG at its pointer and its call is left out of the totals.`,
    `A duplicate-id finding lists at most the first ${MAX_LISTED_POSITIONS} positions of its group in \`positions\`; \`count\` is always the full number, and every member still gets its own finding.`,
    'A READY status is a preflight signal about the supplied counts, not a statement of what a provider will charge.',
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
export { formatDecimal, MAX_DECIMAL_DIGITS, readDecimal } from './lib/decimal.js';
export { MAX_LISTED_POSITIONS };
export type { CallReport, ModelReport, Report } from './report.js';
export type { Input };
export default definition;
