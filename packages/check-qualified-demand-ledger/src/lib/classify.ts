import type { Input } from '../generated/schema.js';

export type LedgerEvent = Input['events'][number];
export type EventType = LedgerEvent['type'];

export const TIERS = ['exposure', 'operations', 'candidate-signal', 'qualified-demand', 'validated-value', 'external-revenue', 'retention'] as const;
export type Tier = (typeof TIERS)[number];

/** What an event type claims to be, before the actor, control and attribution flags are read. */
export type Group = 'exposure' | 'operations' | 'owner' | 'demand' | 'value' | 'revenue' | 'retention';

export const TYPE_GROUPS: Readonly<Record<EventType, Group>> = {
  'page-view': 'exposure',
  impression: 'exposure',
  reaction: 'exposure',
  'indexing-event': 'exposure',
  deployment: 'operations',
  'directory-listing': 'operations',
  scan: 'operations',
  'sent-message': 'operations',
  'internal-test': 'operations',
  'owner-verification-payment': 'owner',
  'owner-install': 'owner',
  'owner-click': 'owner',
  'owner-checkout-open': 'owner',
  'attributable-click': 'demand',
  'buyer-reply': 'demand',
  'buyer-question': 'demand',
  'checkout-open': 'demand',
  install: 'demand',
  'payment-initiation': 'demand',
  'measured-review-time-reduction': 'value',
  'external-settlement': 'revenue',
  commission: 'revenue',
  'recurring-use': 'retention',
};

/** Groups that would count as demand or better: owner-controlled or internal events of these are flagged. */
export const DEMAND_GROUPS: readonly Group[] = ['demand', 'value', 'revenue', 'retention'];

/** Tiers at or above a candidate signal: their external actors are counted. */
export const ACTOR_TIERS: readonly Tier[] = ['candidate-signal', 'qualified-demand', 'validated-value', 'external-revenue', 'retention'];

/** Tiers whose events let a later `recurring-use` by the same actor count as retention. */
export const QUALIFYING_TIERS: readonly Tier[] = ['qualified-demand', 'validated-value', 'external-revenue', 'retention'];

/** Attribution strong enough to call an external event qualified: the channel link was observed, not guessed. */
export const STRONG_ATTRIBUTION: readonly LedgerEvent['attribution'][] = ['direct', 'verified'];

/**
 * The classification table (README "Classification"):
 * - an owner-controlled event, or one without an external actor, is `operations` whatever its type;
 * - owner-* types are `operations` whatever their flags;
 * - exposure types are `exposure` — never demand, however attributed;
 * - demand types and measured value need direct or verified attribution for `qualified-demand` /
 *   `validated-value`; inferred or no attribution leaves them a `candidate-signal`;
 * - settlements and commissions are `external-revenue` and recurring use is `retention`, whatever
 *   the attribution (their own evidence requirements are checked by the rules).
 */
export function classify(event: LedgerEvent): Tier {
  const group = TYPE_GROUPS[event.type];
  if (group === 'owner' || group === 'operations') return 'operations';
  if (event.owner_controlled || !event.external_actor) return 'operations';
  if (group === 'exposure') return 'exposure';
  const strong = STRONG_ATTRIBUTION.includes(event.attribution);
  if (group === 'demand') return strong ? 'qualified-demand' : 'candidate-signal';
  if (group === 'value') return strong ? 'validated-value' : 'candidate-signal';
  if (group === 'revenue') return 'external-revenue';
  return 'retention';
}
