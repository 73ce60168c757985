import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { MAX_FRACTION_DIGITS } from './lib/date-times.js';
import { comparison } from './peers.js';
import { buildReport, type Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'qualified-demand-ledger',
  title: "Qualified Demand Ledger",
  category: "Distribution Evidence",
  summary: "Classifies normalized commercial events from exposure to qualified demand, validated value, external revenue and retention, without counting vanity activity.",
  limitations: [
    'Classifies only the supplied normalized events; it does not read analytics, registries or payment systems.',
    'Vanity activity (page views, impressions, reactions and similar) is never counted as demand.',
    'Actors are opaque caller-chosen tokens; callers must never submit names, messages, credentials or private keys.',
    'Event records, amounts and attribution are taken as supplied; they are not verified against any source.',
    'Revenue is summed per currency code as supplied (trimmed, upper-cased); currencies are never converted into one another. Codes and minor units follow ISO 4217 as amended in 2025 (XCG added); a code outside that list is only noted.',
    'Actor tokens are compared as given: the funnel deduplicates leads by exact token, and a token shaped like an e-mail address or telephone number is flagged, never normalised.',
    'A READY status is a preflight signal about the supplied evidence, not a guarantee or prediction of demand or revenue.',
    `observed_at and the window bounds may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits (the interface leaves them open); a longer one is declined with DATE_TIME_TOO_PRECISE at its pointer and no event is counted.`,
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
export type { Report, TierCounts } from './report.js';
export type { Input };
export default definition;
