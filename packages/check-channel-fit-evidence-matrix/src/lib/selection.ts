import { ZERO, type Decimal } from '@evidence-check/exact-decimal';
import type { Channel } from '../generated/schema.js';
import type { Eligibility } from './gates.js';
import { compareRanked, scoreOf, type ScoreParts } from './score.js';

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

/** What the selection reads of a channel, its gates already decided. */
export interface Candidate {
  readonly channel: Channel;
  readonly index: number;
  readonly eligibility: Eligibility;
  readonly countedAttribution: Channel['attribution'];
  readonly cost: Decimal;
  readonly effort: Decimal;
}

/**
 * Ranks every channel by score, then walks the eligible ones in rank order and takes each that
 * still fits: fewer than `maxParallel` taken, and its cost and effort within what is left of the
 * budget and hours. A channel that does not fit is skipped and the walk goes on, so a cheaper
 * channel further down can still be taken (greedy first fit, not an optimal packing).
 */
export function select(candidates: readonly Candidate[], maxParallel: number, budget: Decimal, effortLimit: Decimal): Selection {
  const ranked: Ranked[] = candidates.map((candidate) => ({
    index: candidate.index,
    score: scoreOf(candidate.channel, candidate.countedAttribution),
    rank: 0,
    eligibility: candidate.eligibility,
    selected: false,
    notSelected: null,
  }));
  const order = [...ranked].sort((a, b) =>
    compareRanked(
      { id: candidates[a.index]!.channel.id, index: a.index, total: a.score.total },
      { id: candidates[b.index]!.channel.id, index: b.index, total: b.score.total },
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
    const candidate = candidates[entry.index]!;
    if (selected.length >= maxParallel) entry.notSelected = 'parallel-limit';
    else if (cost.plus(candidate.cost).gt(budget)) entry.notSelected = 'budget';
    else if (effort.plus(candidate.effort).gt(effortLimit)) entry.notSelected = 'effort';
    else {
      entry.selected = true;
      selected.push(entry.index);
      cost = cost.plus(candidate.cost);
      effort = effort.plus(candidate.effort);
    }
  });
  return { ranked, selected, cost, effort };
}
