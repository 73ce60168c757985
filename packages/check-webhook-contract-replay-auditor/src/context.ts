/**
 * What every rule and the report read, prepared once: observed_at, each contract and delivery
 * read (the first contract declared for an event governs it), each payload walked once along its
 * contract's required paths, the duplicate sets and each repeated idempotency key. Rules only read this.
 */
import { duplicateSets } from '@evidence-check/core-receipt';
import type { Decimal } from '@evidence-check/exact-decimal';
import type { Input } from './generated/schema.js';
import { readContract, type ContractView } from './lib/contract.js';
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
}

export function prepare(input: Input): Context {
  const observed = parseRfc3339(input.observed_at);
  const contracts = input.contracts.map(readContract);
  const byEvent = new Map<string, ContractView>();
  for (const view of contracts) if (view.event !== null && !byEvent.has(view.event)) byEvent.set(view.event, view);
  const deliveries = input.deliveries.map((delivery, index) => readDelivery(delivery, index, byEvent));
  const governed = contracts.map(() => 0);
  for (const { contract } of deliveries) if (contract) governed[contract.index] = (governed[contract.index] as number) + 1;
  return {
    observedText: input.observed_at,
    observedAt: observed.ok ? observed.seconds : null,
    observedProblem: observed.ok ? null : observed.reason,
    contracts,
    duplicateContracts: duplicateSets(contracts, (view) => view.event),
    deliveries,
    duplicateDeliveries: duplicateSets(deliveries, (view) => idKey(view.delivery.id)),
    repeats: findRepeats(deliveries),
    governed,
  };
}
