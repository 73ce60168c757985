/**
 * What every rule and the report read, prepared once: observed_at, each contract and delivery
 * read (the first contract declared for an event governs it), each payload walked once along its
 * contract's required paths, the duplicate sets and each repeated idempotency key. Rules only read this.
 */
import { duplicateSets } from '@evidence-check/core-receipt';
import type { Decimal } from '@evidence-check/exact-decimal';
import type { Input } from './generated/schema.js';
import { DEFAULT_TOLERANCE, readContract, type ContractView, type Tolerance } from './lib/contract.js';
import { readDelivery, type DeliveryView } from './lib/delivery.js';
import { idKey } from './lib/json.js';
import { findRepeats, type Repeat } from './lib/replay.js';
import { parseRfc3339 } from './lib/timestamp.js';

export type { ContractView } from './lib/contract.js';
export type { DeliveryView } from './lib/delivery.js';

export interface Context {
  observedText: string;
  observedAt: Decimal | null;
  observedProblem: string | null;
  contracts: ContractView[];
  /** Contracts that declare one event, each set in input order (first occurrence first). */
  duplicateContracts: ContractView[][];
  deliveries: DeliveryView[];
  /** Deliveries that share an id, each set in input order. */
  duplicateDeliveries: DeliveryView[][];
  /** Per delivery index: the earlier delivery whose idempotency key it repeats, or null. */
  repeats: Array<Repeat | null>;
  /** Per contract index: how many deliveries it governs (a later duplicate for an event governs none). */
  governed: number[];
  /** Per delivery index: its two clocks against observed_at. */
  timing: Timing[];
}

/**
 * The two questions apart (Standard Webhooks, "Webhook metadata"): how old the event is (a business
 * rule, `max_age_seconds`) and how old this attempt is (the replay window, ± the tolerance).
 */
export interface Timing {
  /** observed_at − event_created_at, exact; null when either cannot be read or is absent. */
  eventAge: Decimal | null;
  /** observed_at − webhook_timestamp, exact; null when either cannot be read or is absent. */
  attemptAge: Decimal | null;
  tolerance: Tolerance;
  /** The attempt's own timestamp lies within the tolerance of observed_at, either way. */
  attemptFresh: boolean;
}

function timingOf(view: DeliveryView, observedAt: Decimal | null): Timing {
  const tolerance = view.contract?.tolerance ?? DEFAULT_TOLERANCE;
  const eventAge = observedAt !== null && view.created?.ok ? observedAt.minus(view.created.seconds) : null;
  const attemptAge = observedAt !== null && view.attempt?.ok ? observedAt.minus(view.attempt.seconds) : null;
  const attemptFresh = attemptAge !== null && attemptAge.abs().lte(tolerance.seconds);
  return { eventAge, attemptAge, tolerance, attemptFresh };
}

export function prepare(input: Input): Context {
  const observed = parseRfc3339(input.observed_at);
  const contracts = input.contracts.map(readContract);
  const byEvent = new Map<string, ContractView>();
  for (const view of contracts) if (view.event !== null && !byEvent.has(view.event)) byEvent.set(view.event, view);
  const deliveries = input.deliveries.map((delivery, index) => readDelivery(delivery, index, byEvent));
  const governed = contracts.map(() => 0);
  for (const { contract } of deliveries) if (contract) governed[contract.index] = (governed[contract.index] as number) + 1;
  const observedAt = observed.ok ? observed.seconds : null;
  return {
    observedText: input.observed_at,
    observedAt,
    observedProblem: observed.ok ? null : observed.reason,
    contracts,
    duplicateContracts: duplicateSets(contracts, (view) => view.event),
    deliveries,
    duplicateDeliveries: duplicateSets(deliveries, (view) => idKey(view.delivery.id)),
    repeats: findRepeats(deliveries),
    governed,
    timing: deliveries.map((view) => timingOf(view, observedAt)),
  };
}
