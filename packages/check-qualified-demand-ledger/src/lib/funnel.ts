// The funnel by actor: leads are counted once per actor_token, however many events each has.
import type { EventView } from '../context.js';
import { ACTOR_TIERS, QUALIFYING_TIERS, type Tier } from './classify.js';

export const FUNNEL_STAGES = ['candidate-signal', 'qualified-demand', 'external-revenue', 'retention'] as const;
export type Stage = (typeof FUNNEL_STAGES)[number];

/** The counted tiers that put an actor in each stage: a stage includes every stronger tier that implies it. */
const STAGE_TIERS: Readonly<Record<Stage, readonly Tier[]>> = {
  'candidate-signal': ACTOR_TIERS,
  'qualified-demand': QUALIFYING_TIERS,
  'external-revenue': ['external-revenue'],
  retention: ['retention'],
};

export interface FunnelStage {
  stage: Stage;
  /** Distinct actor_token values of counted events in the stage (the leads, deduplicated). */
  actors: number;
  /** Counted events in the stage. */
  events: number;
  /** Of those, events without an actor_token: they cannot be deduplicated or followed. */
  eventsWithoutActor: number;
  /**
   * From the previous stage (null for the first): `converted` of its `of` actors are also in this
   * stage; `rate` is converted / of rounded half-even to 4 decimals (null when `of` is 0).
   */
  fromPrevious: { converted: number; of: number; rate: string | null } | null;
}

/** converted / of to 4 decimals, rounded half to even, in integer arithmetic (no binary float, no double rounding). */
export function rate4(converted: number, of: number): string | null {
  if (of === 0) return null;
  const numerator = BigInt(converted) * 10000n;
  const denominator = BigInt(of);
  let quotient = numerator / denominator;
  const twice = (numerator % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  const whole = quotient / 10000n;
  const fraction = (quotient % 10000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

export function funnel(views: readonly EventView[]): FunnelStage[] {
  let previous: Set<string> | null = null;
  return FUNNEL_STAGES.map((stage): FunnelStage => {
    const tiers = STAGE_TIERS[stage];
    const actors = new Set<string>();
    let events = 0;
    let eventsWithoutActor = 0;
    for (const view of views) {
      if (!view.counted || !tiers.includes(view.tier)) continue;
      events++;
      const token = view.event.actor_token;
      if (token === undefined) eventsWithoutActor++;
      else actors.add(token);
    }
    let fromPrevious: FunnelStage['fromPrevious'] = null;
    if (previous !== null) {
      let converted = 0;
      for (const token of previous) if (actors.has(token)) converted++;
      fromPrevious = { converted, of: previous.size, rate: rate4(converted, previous.size) };
    }
    previous = actors;
    return { stage, actors: actors.size, events, eventsWithoutActor, fromPrevious };
  });
}
