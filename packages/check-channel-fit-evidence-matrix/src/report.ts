import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import { formatDecimal } from '@evidence-check/exact-decimal';
import type { Context, Eligibility, Gate, GateResult } from './context.js';
import type { Input } from './generated/schema.js';
import type { ScoreParts } from './lib/score.js';
import type { NotSelectedReason } from './lib/selection.js';

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
  notSelectedReason: NotSelectedReason | null;
  estimatedCostUsd: string;
  estimatedEffortHours: string;
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
    notSelectable: number;
    excluded: number;
    selected: number;
    maxParallelTests: number;
    budgetUsd: string;
    selectedCostUsd: string;
    remainingBudgetUsd: string;
    effortHours: string;
    selectedEffortHours: string;
    remainingEffortHours: string;
  };
};

/** The matrix (every channel with its score, gates and selection) and the round's totals. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const { selection } = ctx;
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
      notSelectedReason: ranked.notSelected,
      estimatedCostUsd: formatDecimal(state.cost),
      estimatedEffortHours: formatDecimal(state.effort),
    };
  });
  const count = (eligibility: Eligibility) => matrix.filter((row) => row.eligibility === eligibility).length;
  const report: Report = {
    objective: ctx.input.objective,
    note: SELECTION_NOTE,
    matrix,
    selected: selection.selected.map((index) => ctx.channels[index]!.channel.id),
    totals: {
      channels: matrix.length,
      eligible: count('eligible'),
      notSelectable: count('not-selectable'),
      excluded: count('excluded'),
      selected: selection.selected.length,
      maxParallelTests: ctx.input.constraints.max_parallel_tests,
      budgetUsd: formatDecimal(ctx.budget),
      selectedCostUsd: formatDecimal(selection.cost),
      remainingBudgetUsd: formatDecimal(ctx.budget.minus(selection.cost)),
      effortHours: formatDecimal(ctx.effortLimit),
      selectedEffortHours: formatDecimal(selection.effort),
      remainingEffortHours: formatDecimal(ctx.effortLimit.minus(selection.effort)),
    },
  };
  const { totals } = report;
  return {
    report,
    counters: { channels: totals.channels, eligible: totals.eligible, notSelectable: totals.notSelectable, excluded: totals.excluded, selected: totals.selected },
  };
}
