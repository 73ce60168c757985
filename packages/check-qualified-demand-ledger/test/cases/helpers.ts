// Builders shared by the case files: one external, directly attributed event in the window, and a ledger of them.
import type { Input } from '../../src/index.js';

export type Event = Input['events'][number];

/** An external, non-owner event with direct attribution, on 2026-02-10, inside the window. */
export const ev = (id: string, type: Event['type'], extra: Partial<Event> = {}): Event => ({
  id,
  type,
  occurred_at: '2026-02-10T12:00:00Z',
  source: 'ledger-test',
  evidence_ref: `ref/${id}`,
  owner_controlled: false,
  external_actor: true,
  attribution: 'direct',
  ...extra,
});
export const paid = (id: string, extra: Partial<Event> = {}): Event =>
  ev(id, 'external-settlement', { amount: 49, currency: 'USD', transaction_id: `tx-${id}`, actor_token: 'buyer-0001', ...extra });

/** The event without the named keys (an absent key, not an undefined one: inputs are JSON). */
export const omit = (event: Event, ...keys: Array<keyof Event>): Event => {
  const copy = { ...event };
  for (const key of keys) delete copy[key];
  return copy;
};

export const ledger = (...events: Event[]): Input => ({
  observed_at: '2026-03-02T09:00:00Z',
  window: { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-03-01T00:00:00Z' },
  events,
});
export const row = (id: string, tier: string, counted = true, reasons: string[] = []) => ({ id, tier, counted, reasons });
