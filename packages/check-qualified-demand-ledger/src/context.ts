/**
 * What every rule and the report read, prepared once: the packet's date-times (or why they are
 * declined), the window, and every event read on its own and then in time order (duplicates,
 * parents, retention, repeated transactions, what is counted). Rules and the report only read this.
 */
import { compareInstants, fractionDigits, parseInstant, SCHEMA_DATE_TIME, type Instant } from '@evidence-check/instant';
import type { Input } from './generated/schema.js';
import type { Group, LedgerEvent, Tier } from './lib/classify.js';
import { MAX_FRACTION_DIGITS } from './lib/date-times.js';
import { baseView, walkInTimeOrder } from './lib/events.js';

export type RevenueField = 'amount' | 'currency' | 'transaction_id';
export type MeasurementField = 'measured_value' | 'measurement_unit';

export interface EventView {
  index: number;
  event: LedgerEvent;
  pointer: string;
  group: Group;
  tier: Tier;
  occurred: Instant | null;
  /** occurred_at lies after observed_at. */
  afterObserved: boolean;
  /** started_at ≤ occurred_at < ended_at. */
  inWindow: boolean;
  /** In the window and not after observed_at: the events whose evidence is judged. */
  judged: boolean;
  /** Every index sharing this event's id (length > 1 for a duplicate set). */
  sameId: number[];
  /** A later member (input order) of a duplicate id set: not counted. */
  laterDuplicate: boolean;
  /** A demand, value, revenue or retention type that is owner-controlled or has no external actor. */
  ownerOrInternalDemand: boolean;
  /** An owner-* type flagged as an external, not owner-controlled actor. */
  ownerTypeMarkedExternal: boolean;
  /** Revenue evidence that is absent or blank (external-revenue tier only). */
  revenueMissing: RevenueField[];
  /** Currency upper-cased and trimmed; null when absent or blank. */
  currency: string | null;
  transactionId: string | null;
  /** Measurement evidence that is absent (measured-review-time-reduction from an external actor only). */
  measurementMissing: MeasurementField[];
  /** The earlier counted event that already carries this transaction id (revenue only). */
  duplicateTransactionOf: EventView | null;
  /** For the retention tier: whether an earlier qualifying event has the same actor_token. */
  retentionProven: boolean | null;
  /** parent_event_id names no other event. */
  parentMissing: boolean;
  /** The one event parent_event_id names, when it occurred strictly after this event (else null). */
  parentAfter: EventView | null;
  /** A counted-tier revenue currency that is no ISO 4217 code (external revenue with complete evidence only). */
  currencyNotIso: boolean;
  /** The currency's ISO 4217 minor units, when the amount has more fractional digits than that (else null). */
  amountTooFine: { minorUnits: number; digits: number; amount: string } | null;
  /** actor_token has the shape of personal data. */
  actorTokenShape: 'email-address' | 'phone-number' | null;
  /** The event meets its tier's evidence requirements, whatever the window. */
  valid: boolean;
  /** Counted in its tier: valid, in the window and not after observed_at. */
  counted: boolean;
}

export interface DeclinedDateTime {
  pointer: '/observed_at' | '/window/started_at' | '/window/ended_at';
  field: string;
  digits: number;
}

export interface Context {
  input: Input;
  /** Packet date-times declined for their precision: when any is, no event is judged or counted. */
  declined: DeclinedDateTime[];
  /** A window bound is declined: events are not placed in or out of the window one by one. */
  windowDeclined: boolean;
  observed: Instant | null;
  start: Instant | null;
  end: Instant | null;
  windowInverted: boolean;
  windowOpen: boolean;
  events: EventView[];
}

export function prepare(input: Input): Context {
  const declined: DeclinedDateTime[] = [];
  const read = (text: string, pointer: DeclinedDateTime['pointer'], field: string): Instant | null => {
    const digits = fractionDigits(text);
    if (digits <= MAX_FRACTION_DIGITS) return parseInstant(text, SCHEMA_DATE_TIME);
    declined.push({ pointer, field, digits });
    return null;
  };
  const observed = read(input.observed_at, '/observed_at', 'observed_at');
  const start = read(input.window.started_at, '/window/started_at', 'window.started_at');
  const end = read(input.window.ended_at, '/window/ended_at', 'window.ended_at');
  const windowDeclined = declined.some(({ pointer }) => pointer !== '/observed_at');
  const windowInverted = start !== null && end !== null && compareInstants(start, end) > 0;
  const windowOpen = end !== null && observed !== null && compareInstants(end, observed) > 0;
  const times = { observed, start, end, windowInverted, declined };
  const events = input.events.map((event, index) => baseView(event, index, times));

  const byId = new Map<string, number[]>();
  for (const view of events) {
    const members = byId.get(view.event.id);
    if (members) members.push(view.index);
    else byId.set(view.event.id, [view.index]);
  }
  for (const view of events) {
    view.sameId = byId.get(view.event.id) as number[];
    view.laterDuplicate = view.sameId[0] !== view.index;
    const parent = view.event.parent_event_id;
    view.parentMissing = parent !== undefined && (parent === view.event.id || !byId.has(parent));
    const parentIndices = parent === undefined || view.parentMissing ? undefined : byId.get(parent);
    const parentView = parentIndices?.length === 1 ? events[parentIndices[0]!]! : null;
    view.parentAfter =
      parentView !== null && parentView.occurred !== null && view.occurred !== null && compareInstants(parentView.occurred, view.occurred) > 0 ? parentView : null;
  }

  walkInTimeOrder(events);
  for (const view of events) view.counted = view.valid && view.judged;
  return { input, declined, windowDeclined, observed, start, end, windowInverted, windowOpen, events };
}
