import { defineCheck } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { GATES, MAX_FRACTION_DIGITS, prepare, QUALIFIED_OBJECTIVES, VANITY_METRICS, type Context } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { ACCESS_POINTS, ATTRIBUTION_POINTS, MAX_SCORE, WEIGHTS } from './lib/score.js';
import { comparison } from './peers.js';
import { buildReport, SELECTION_NOTE, type Report } from './report.js';

export { ACCESS_POINTS, ATTRIBUTION_POINTS, GATES, MAX_SCORE, QUALIFIED_OBJECTIVES, SELECTION_NOTE, VANITY_METRICS, WEIGHTS };
export type { MatrixRow, Report } from './report.js';

export const definition = defineCheck<Input, typeof codes, Report, Context>({
  id: 'channel-fit-evidence-matrix',
  title: 'Channel Fit Evidence Matrix',
  category: 'Distribution Evidence',
  summary:
    'Ranks evidence-backed distribution tests by audience fit, buyer intent, format, attribution, access, saturation, rules, budget, owner availability and qualified-outcome gates.',
  limitations: [
    'Ranks only the supplied channels from the caller-supplied scores, rules, evidence, costs and outcome gates; it does not retrieve platform rules or measure audiences.',
    'A selected channel is a test candidate, not demand or revenue.',
    'Platform-rule freshness is judged against the caller-supplied observed_at, not the current time.',
    'The selection is greedy in rank order (first fit within budget, hours and parallel tests), not an optimal packing.',
    'A READY status is a preflight signal about the supplied evidence, not a prediction of acceptance, ranking or revenue.',
    `observed_at and every captured_at may carry at most ${MAX_FRACTION_DIGITS} fractional-second digits (the interface leaves them open); a longer one is declined with DATE_TIME_TOO_PRECISE at its pointer, and the channels whose rule evidence it dates are not selectable.`,
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
