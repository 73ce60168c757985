import type { Input } from '../../src/index.js';

export type Contract = Input['contracts'][number];
export type Delivery = Input['deliveries'][number];

export const OBSERVED = '2026-03-02T12:00:00Z';
/** Seconds since the epoch of OBSERVED, from Node's Date (an outside clockless calendar). */
export const OBSERVED_UNIX = Date.UTC(2026, 2, 2, 12, 0, 0) / 1000;

type Any = Contract['event'];
export const contract = (event: Any, more: Partial<Contract> = {}): Contract => ({ event, ...more });
export const delivery = (id: Any, event: Any, more: Partial<Delivery> = {}): Delivery => ({ id, event, payload: {}, ...more });
export const packet = (contracts: Contract[], deliveries: Delivery[], observed_at = OBSERVED): Input => ({ observed_at, contracts, deliveries });
