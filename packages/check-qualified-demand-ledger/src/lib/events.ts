// Reading the events: each on its own, then all of them in time order (retention, repeated transactions).
import { jsonPointer } from '@evidence-check/core-receipt';
import { compareInstants, parseInstant, SCHEMA_DATE_TIME, type Instant } from '@evidence-check/instant';
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import { personalShape } from './actor-token.js';
import { classify, DEMAND_GROUPS, QUALIFYING_TIERS, TYPE_GROUPS, type LedgerEvent } from './classify.js';
import { minorUnits } from './iso4217.js';
import type { Context, EventView, MeasurementField, RevenueField } from '../context.js';

const blank = (text: string | undefined) => text === undefined || text.trim() === '';

/** One event read on its own: its tier, its place in time and the evidence it lacks. */
export function baseView(event: LedgerEvent, index: number, ctx: Pick<Context, 'observed' | 'start' | 'end' | 'windowInverted' | 'declined'>): EventView {
  const occurred = parseInstant(event.occurred_at, SCHEMA_DATE_TIME);
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
  const currency = blank(event.currency) ? null : (event.currency as string).trim().toUpperCase();
  // Money checks for revenue whose evidence is complete (else REVENUE_INCOMPLETE says it all).
  const money = tier === 'external-revenue' && revenueMissing.length === 0 ? minorUnits(currency as string) : undefined;
  let amountTooFine: EventView['amountTooFine'] = null;
  if (typeof money === 'number') {
    const amount = fromNumber(event.amount as number);
    const text = formatDecimal(amount);
    const point = text.indexOf('.');
    const digits = point === -1 ? 0 : text.length - point - 1;
    if (digits > money) amountTooFine = { minorUnits: money, digits, amount: text };
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
    currency,
    transactionId: blank(event.transaction_id) ? null : (event.transaction_id as string).trim(),
    measurementMissing,
    duplicateTransactionOf: null,
    retentionProven: null,
    parentMissing: false,
    parentAfter: null,
    currencyNotIso: tier === 'external-revenue' && revenueMissing.length === 0 && money === undefined,
    amountTooFine,
    actorTokenShape: event.actor_token === undefined ? null : personalShape(event.actor_token),
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
export function walkInTimeOrder(views: EventView[]): void {
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
