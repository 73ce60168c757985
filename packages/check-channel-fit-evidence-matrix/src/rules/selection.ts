import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { eligibilityOf, type Context, type Eligibility } from '../context.js';
import { ZERO, type Decimal } from '@evidence-check/exact-decimal';
import { compareRanked, scoreOf, type ScoreParts } from '../score.js';

export type NotSelectedReason = 'excluded' | 'not-selectable' | 'parallel-limit' | 'budget' | 'effort';

export interface Ranked {
  index: number;
  score: ScoreParts;
  rank: number;
  eligibility: Eligibility;
  selected: boolean;
  notSelected: NotSelectedReason | null;
}

export interface Selection {
  /** By input index. */
  ranked: Ranked[];
  /** Input indices of the selected channels, in rank order. */
  selected: number[];
  cost: Decimal;
  effort: Decimal;
}

/**
 * Ranks every channel by score, then walks the eligible ones in rank order and takes each that
 * still fits: fewer than `max_parallel_tests` taken, and its cost and effort within what is left
 * of the budget and hours. A channel that does not fit is skipped and the walk goes on, so a
 * cheaper channel further down can still be taken (greedy first fit, not an optimal packing).
 */
export function select(ctx: Context): Selection {
  const ranked: Ranked[] = ctx.channels.map((state) => ({
    index: state.index,
    score: scoreOf(state.channel, state.countedAttribution),
    rank: 0,
    eligibility: eligibilityOf(state),
    selected: false,
    notSelected: null,
  }));
  const order = [...ranked].sort((a, b) =>
    compareRanked(
      { id: ctx.channels[a.index]!.channel.id, index: a.index, total: a.score.total },
      { id: ctx.channels[b.index]!.channel.id, index: b.index, total: b.score.total },
    ),
  );
  const selected: number[] = [];
  let cost = ZERO;
  let effort = ZERO;
  order.forEach((entry, position) => {
    entry.rank = position + 1;
    if (entry.eligibility !== 'eligible') {
      entry.notSelected = entry.eligibility;
      return;
    }
    const state = ctx.channels[entry.index]!;
    if (selected.length >= ctx.input.constraints.max_parallel_tests) entry.notSelected = 'parallel-limit';
    else if (cost.plus(state.cost).gt(ctx.budget)) entry.notSelected = 'budget';
    else if (effort.plus(state.effort).gt(ctx.effortLimit)) entry.notSelected = 'effort';
    else {
      entry.selected = true;
      selected.push(entry.index);
      cost = cost.plus(state.cost);
      effort = effort.plus(state.effort);
    }
  });
  return { ranked, selected, cost, effort };
}

export const selectionRule = defineRule<Context>()({
  name: 'selection',
  codes: {
    NO_CHANNEL_SELECTED: {
      severity: 'warning',
      message: 'No channel was selected as a test candidate: {{eligible}} of {{channels}} channels passed every gate.',
      description: 'After the gates and the budget, effort and parallel-test limits, no channel is left to test.',
      example: 'every channel blocked or over budget',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const selection = select(ctx);
    ctx.selection = selection;
    if (selection.selected.length > 0) return;
    const eligible = selection.ranked.filter((entry) => entry.eligibility === 'eligible').length;
    findings.add('NO_CHANNEL_SELECTED', { details: { eligible, channels: ctx.channels.length } });
  },
});
