import type { Context } from '../context.js';
import { compareInstants } from '@evidence-check/instant';

export type Verdict = 'gate-reached' | 'gate-missed' | 'inconclusive';

/** Conditions that leave no conclusion either way. */
export const UNDERMINING = ['post-hoc-declaration', 'invalid-period', 'confounded', 'declined-date-time', 'sample-ratio-mismatch'] as const;
/** Conditions that could have inflated the count: a reached gate is inconclusive, a miss stands. */
export const INFLATING = ['owner-activity-not-excluded', 'cost-over-cap', 'effort-over-cap'] as const;
/** Conditions that could have deflated the count: a missed gate is inconclusive, a reach stands. */
export const DEFLATING = ['attribution-incomplete', 'window-not-elapsed', 'malformed-events'] as const;
/** Never decisive, always reported. */
export const CAVEATS = ['vanity-metric', 'multiple-exposures'] as const;

type Condition = (typeof UNDERMINING)[number] | (typeof INFLATING)[number] | (typeof DEFLATING)[number] | (typeof CAVEATS)[number];

export interface Judgement {
  verdict: Verdict;
  /** Why the verdict is what it is: `threshold-met`, `threshold-not-met`, or what makes it inconclusive. */
  reasons: string[];
  /** Flagged conditions that did not decide the verdict. */
  caveats: string[];
}

export function conditionsOf(ctx: Context): Set<Condition> {
  const { input } = ctx;
  const present = new Set<Condition>();
  if (!input.experiment.declared_before_start) present.add('post-hoc-declaration');
  if (ctx.start !== null && compareInstants(ctx.ended, ctx.start) < 0) present.add('invalid-period');
  if (ctx.changed.length > 1) present.add('confounded');
  if (ctx.declined.length > 0) present.add('declined-date-time');
  if (ctx.sampleRatio.status === 'unhealthy') present.add('sample-ratio-mismatch');
  if (!input.owner_activity_excluded) present.add('owner-activity-not-excluded');
  if (ctx.cost.gt(ctx.maxCost)) present.add('cost-over-cap');
  if (ctx.effort.gt(ctx.maxEffort)) present.add('effort-over-cap');
  if (!input.attribution_complete) present.add('attribution-incomplete');
  if (ctx.observedBeforeWindowEnd) present.add('window-not-elapsed');
  if (ctx.events.some((record) => record.exclusion === 'malformed')) present.add('malformed-events');
  if (ctx.vanityGate) present.add('vanity-metric');
  if (ctx.sampleRatio.exposures.status === 'unhealthy') present.add('multiple-exposures');
  return present;
}

/**
 * gate-reached when `counted` ≥ threshold and nothing could have inflated the count; gate-missed
 * when below and nothing could have deflated it; otherwise inconclusive. A reached gate is
 * evidence only for its declared threshold, never for causal impact.
 */
export function judge(ctx: Context, counted: number): Judgement {
  const present = conditionsOf(ctx);
  const reached = counted >= ctx.input.experiment.gate.threshold;
  const decisive: readonly Condition[] = [...UNDERMINING, ...(reached ? INFLATING : DEFLATING)];
  const blocking = decisive.filter((condition) => present.has(condition));
  const caveats = [...present].filter((condition) => !blocking.includes(condition));
  if (blocking.length > 0) return { verdict: 'inconclusive', reasons: blocking, caveats };
  return { verdict: reached ? 'gate-reached' : 'gate-missed', reasons: [reached ? 'threshold-met' : 'threshold-not-met'], caveats };
}
