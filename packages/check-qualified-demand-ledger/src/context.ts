import { jsonPointer } from '@evidence-check/core-receipt';
import { compareInstants, parseInstant, type Instant } from '@evidence-check/instant';
import { classify, QUALIFYING_TIERS, TYPE_GROUPS, DEMAND_GROUPS, type Group, type LedgerEvent, type Tier } from './classify.js';
import type { Input } from './generated/schema.js';

/** Every form the schema's `format: "date-time"` lets through (`±hh`, `±hhmm` offsets too). */
const LENIENT = { lenient: true } as const;

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
  /** The event meets its tier's evidence requirements, whatever the window. */
  valid: boolean;
  /** Counted in its tier: valid, in the window and not after observed_at. */
  counted: boolean;
}

/**
 * observed_at and the window bounds are repeated by a finding per event, so a date-time with more
 * fractional-second digits than this is declined, not read: nanoseconds take 9, and the interface
 * leaves the digits open.
 */
export const MAX_FRACTION_DIGITS = 30;

/** The fractional-second digits of a date-time as written (0 without a fraction). */
export function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  if (dot < 0) return 0;
  let end = dot + 1;
  while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
  return end - dot - 1;
}

export interface DeclinedDateTime {
  pointer: '/observed_at' | '/window/started_at' | '/window/ended_at';
  field: string;
  digits: number;
}

export interface LedgerContext {
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

const blank = (text: string | undefined) => text === undefined || text.trim() === '';

function baseView(event: LedgerEvent, index: number, ctx: Pick<LedgerContext, 'observed' | 'start' | 'end' | 'windowInverted' | 'declined'>): EventView {
  const occurred = parseInstant(event.occurred_at, LENIENT);
  const group = TYPE_GROUPS[event.type];
  const tier = classify(event);
  const ownerOrInternal = event.owner_controlled || !event.external_actor;
  const afterObserved = occurred !== null && ctx.observed !== null && compareInstants(occurred, ctx.observed) > 0;
  const inWindow =
    occurred !== null && ctx.start !== null && ctx.end !== null && !ctx.windowInverted &&
    compareInstants(ctx.start, occurred) <= 0 && compareInstants(occurred, ctx.end) < 0;
  const revenueMissing: RevenueField[] = [];
  if (tier === 'external-revenue') {
    if (event.amount === undefined) revenueMissing.push('amount');
    if (blank(event.currency)) revenueMissing.push('currency');
    if (blank(event.transaction_id)) revenueMissing.push('transaction_id');
  }
  const measurementMissing: MeasurementField[] = [];
  if (group === 'value' && !ownerOrInternal) {
    if (event.measured_value === undefined) measurementMissing.push('measured_value');
    if (event.measurement_unit !== 'minutes') measurementMissing.push('measurement_unit');
  }
  return {
    index,
    event,
    pointer: jsonPointer('events', index),
    group,
    tier,
    occurred,
    afterObserved,
    inWindow,
    judged: ctx.declined.length === 0 && inWindow && !afterObserved,
    sameId: [],
    laterDuplicate: false,
    ownerOrInternalDemand: ownerOrInternal && DEMAND_GROUPS.includes(group),
    ownerTypeMarkedExternal: group === 'owner' && event.external_actor && !event.owner_controlled,
    revenueMissing,
    currency: blank(event.currency) ? null : (event.currency as string).trim().toUpperCase(),
    transactionId: blank(event.transaction_id) ? null : (event.transaction_id as string).trim(),
    measurementMissing,
    duplicateTransactionOf: null,
    retentionProven: null,
    parentMissing: false,
    valid: false,
    counted: false,
  };
}

/**
 * Walks the events in time order (ties in input order), one instant at a time: a recurring use is
 * retention when an event strictly earlier and qualifying (qualified demand, validated value,
 * external revenue or proven retention, in or before the window) has the same actor_token; a
 * counted revenue event whose transaction id an earlier counted one already carries is a duplicate.
 */
function walkInTimeOrder(views: EventView[]): void {
  const timed = views.filter((view) => view.occurred !== null);
  timed.sort((a, b) => compareInstants(a.occurred as Instant, b.occurred as Instant) || a.index - b.index);
  const qualifyingActors = new Set<string>();
  const firstByTransaction = new Map<string, EventView>();
  const isValid = (view: EventView) =>
    !view.afterObserved &&
    !view.laterDuplicate &&
    view.revenueMissing.length === 0 &&
    view.measurementMissing.length === 0 &&
    view.duplicateTransactionOf === null &&
    (view.tier !== 'retention' || view.retentionProven === true);
  for (let from = 0; from < timed.length; ) {
    let to = from + 1;
    while (to < timed.length && compareInstants(timed[to]!.occurred as Instant, timed[from]!.occurred as Instant) === 0) to++;
    const instant = timed.slice(from, to);
    for (const view of instant) {
      const token = view.event.actor_token;
      if (view.tier === 'retention') view.retentionProven = token !== undefined && qualifyingActors.has(token);
      if (view.tier === 'external-revenue' && view.transactionId !== null && view.judged && !view.laterDuplicate && view.revenueMissing.length === 0) {
        const first = firstByTransaction.get(view.transactionId);
        if (first) view.duplicateTransactionOf = first;
        else firstByTransaction.set(view.transactionId, view);
      }
    }
    for (const view of instant) {
      view.valid = isValid(view);
      const token = view.event.actor_token;
      if (view.valid && token !== undefined && QUALIFYING_TIERS.includes(view.tier)) qualifyingActors.add(token);
    }
    from = to;
  }
}

export function prepare(input: Input): LedgerContext {
  const declined: DeclinedDateTime[] = [];
  const read = (text: string, pointer: DeclinedDateTime['pointer'], field: string): Instant | null => {
    const digits = fractionDigits(text);
    if (digits <= MAX_FRACTION_DIGITS) return parseInstant(text, LENIENT);
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
  }

  walkInTimeOrder(events);
  for (const view of events) view.counted = view.valid && view.judged;
  return { input, declined, windowDeclined, observed, start, end, windowInverted, windowOpen, events };
}
