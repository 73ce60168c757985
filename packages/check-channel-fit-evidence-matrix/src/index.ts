import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { GATES, MAX_FRACTION_DIGITS, prepare, QUALIFIED_OBJECTIVES, VANITY_METRICS, type Context, type Eligibility, type Gate, type GateResult } from './context.js';
import { formatDecimal } from '@evidence-check/exact-decimal';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';
import { select, type NotSelectedReason } from './rules/selection.js';
import { ACCESS_POINTS, ATTRIBUTION_POINTS, MAX_SCORE, WEIGHTS, type ScoreParts } from './score.js';

export { ACCESS_POINTS, ATTRIBUTION_POINTS, GATES, MAX_SCORE, QUALIFIED_OBJECTIVES, VANITY_METRICS, WEIGHTS };

/** Said in every report: the matrix picks what to test, it never shows that anyone wants it. */
export const SELECTION_NOTE = 'A selected channel is a test candidate, not demand or revenue: only the outcome gate, measured later, can show demand.';

export type MatrixRow = {
  id: string;
  kind: Input['channels'][number]['kind'];
  rank: number;
  score: ScoreParts;
  gates: Record<Gate, GateResult>;
  eligibility: Eligibility;
  selected: boolean;
  not_selected_reason: NotSelectedReason | null;
  estimated_cost_usd: string;
  estimated_effort_hours: string;
};

export type Report = {
  objective: Input['objective'];
  note: string;
  /** Every channel, in input order. */
  matrix: MatrixRow[];
  /** Ids of the selected channels, in rank order. */
  selected: string[];
  totals: {
    channels: number;
    eligible: number;
    not_selectable: number;
    excluded: number;
    selected: number;
    max_parallel_tests: number;
    budget_usd: string;
    selected_cost_usd: string;
    remaining_budget_usd: string;
    effort_hours: string;
    selected_effort_hours: string;
    remaining_effort_hours: string;
  };
};

function buildReport(ctx: Context): Report {
  const selection = ctx.selection ?? select(ctx);
  const matrix = ctx.channels.map((state): MatrixRow => {
    const ranked = selection.ranked[state.index]!;
    return {
      id: state.channel.id,
      kind: state.channel.kind,
      rank: ranked.rank,
      score: ranked.score,
      gates: { ...state.gates },
      eligibility: ranked.eligibility,
      selected: ranked.selected,
      not_selected_reason: ranked.notSelected,
      estimated_cost_usd: formatDecimal(state.cost),
      estimated_effort_hours: formatDecimal(state.effort),
    };
  });
  const count = (eligibility: Eligibility) => matrix.filter((row) => row.eligibility === eligibility).length;
  return {
    objective: ctx.input.objective,
    note: SELECTION_NOTE,
    matrix,
    selected: selection.selected.map((index) => ctx.channels[index]!.channel.id),
    totals: {
      channels: matrix.length,
      eligible: count('eligible'),
      not_selectable: count('not-selectable'),
      excluded: count('excluded'),
      selected: selection.selected.length,
      max_parallel_tests: ctx.input.constraints.max_parallel_tests,
      budget_usd: formatDecimal(ctx.budget),
      selected_cost_usd: formatDecimal(selection.cost),
      remaining_budget_usd: formatDecimal(ctx.budget.minus(selection.cost)),
      effort_hours: formatDecimal(ctx.effortLimit),
      selected_effort_hours: formatDecimal(selection.effort),
      remaining_effort_hours: formatDecimal(ctx.effortLimit.minus(selection.effort)),
    },
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
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
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    return {
      report,
      counters: {
        channels: report.totals.channels,
        eligible: report.totals.eligible,
        not_selectable: report.totals.not_selectable,
        excluded: report.totals.excluded,
        selected: report.totals.selected,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
