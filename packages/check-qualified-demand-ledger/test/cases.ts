// Cases as data: every row of the README's classification and evidence tables, each code also
// shown absent where its condition just fails.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { actorTokensCases } from './cases/actor-tokens.js';
import { ev, ledger, omit, paid, row } from './cases/helpers.js';
import { moneyCases } from './cases/money.js';
import { parentOrderCases } from './cases/parent-order.js';

const EVIDENCE_CODES = ['REVENUE_INCOMPLETE', 'DUPLICATE_TRANSACTION', 'MEASUREMENT_MISSING', 'RETENTION_UNPROVEN'];

export const cases = defineCases<Input>([
  // The classification table, row by row (external actor, not owner-controlled).
  {
    name: 'exposure types are exposure, however attributed',
    input: ledger(ev('a', 'page-view'), ev('b', 'impression', { attribution: 'verified' }), ev('c', 'reaction'), ev('d', 'indexing-event', { attribution: 'none' })),
    expect: [],
    status: 'READY',
    absent: ['OWNER_ACTIVITY_NOT_DEMAND', ...EVIDENCE_CODES],
    report: {
      counts: { exposure: 4, qualifiedDemand: 0 },
      events: [row('a', 'exposure'), row('b', 'exposure'), row('c', 'exposure'), row('d', 'exposure')],
      uniqueExternalActors: 0,
    },
  },
  {
    name: 'operations types and owner types are operations, whatever their flags',
    input: ledger(
      ev('a', 'deployment'),
      ev('b', 'directory-listing'),
      ev('c', 'scan'),
      ev('d', 'sent-message'),
      ev('e', 'internal-test'),
      ev('f', 'owner-verification-payment', { owner_controlled: true, external_actor: false, amount: 1, currency: 'USD', transaction_id: 'tx-own' }),
      ev('g', 'owner-install', { owner_controlled: true }),
      ev('h', 'owner-click', { owner_controlled: true, external_actor: false }),
      ev('i', 'owner-checkout-open', { external_actor: false }),
    ),
    expect: [],
    absent: ['OWNER_EVENT_MARKED_EXTERNAL', 'OWNER_ACTIVITY_NOT_DEMAND'],
    report: {
      counts: { operations: 9, externalRevenue: 0 },
      revenue: [],
      events: [
        row('a', 'operations'),
        row('b', 'operations'),
        row('c', 'operations'),
        row('d', 'operations'),
        row('e', 'operations'),
        row('f', 'operations'),
        row('g', 'operations'),
        row('h', 'operations'),
        row('i', 'operations'),
      ],
    },
  },
  {
    name: 'demand types with direct or verified attribution are qualified demand',
    input: ledger(
      ev('a', 'attributable-click', { actor_token: 'buyer-0001' }),
      ev('b', 'buyer-reply', { attribution: 'verified', actor_token: 'buyer-0002' }),
      ev('c', 'buyer-question'),
      ev('d', 'checkout-open'),
      ev('e', 'install'),
      ev('f', 'payment-initiation', { amount: 49, currency: 'USD', transaction_id: 'pi_1' }),
    ),
    expect: [],
    report: {
      counts: { qualifiedDemand: 6, externalRevenue: 0 },
      revenue: [],
      uniqueExternalActors: 2,
      events: [row('a', 'qualified-demand'), row('b', 'qualified-demand'), row('c', 'qualified-demand'), row('d', 'qualified-demand'), row('e', 'qualified-demand'), row('f', 'qualified-demand')],
    },
  },
  {
    name: 'demand and value with inferred or no attribution are only candidate signals',
    input: ledger(
      ev('a', 'checkout-open', { attribution: 'inferred', actor_token: 'buyer-0001' }),
      ev('b', 'install', { attribution: 'none' }),
      ev('c', 'measured-review-time-reduction', { attribution: 'inferred', measured_value: 30, measurement_unit: 'minutes' }),
    ),
    expect: [],
    report: {
      counts: { candidateSignal: 3, qualifiedDemand: 0, validatedValue: 0 },
      validatedMinutes: '0',
      uniqueExternalActors: 1,
      events: [row('a', 'candidate-signal'), row('b', 'candidate-signal'), row('c', 'candidate-signal')],
    },
  },
  {
    name: 'an attributed measurement in minutes is validated value',
    input: ledger(ev('a', 'measured-review-time-reduction', { attribution: 'verified', measured_value: 35, measurement_unit: 'minutes' })),
    expect: [],
    absent: ['MEASUREMENT_MISSING'],
    report: { counts: { validatedValue: 1 }, validatedMinutes: '35', events: [row('a', 'validated-value')] },
  },
  {
    name: 'settlements and commissions with amount, currency and transaction id are external revenue, whatever the attribution',
    input: ledger(paid('a', { attribution: 'none' }), ev('b', 'commission', { amount: 12.5, currency: 'EUR', transaction_id: 'c-1', attribution: 'inferred' })),
    expect: [],
    absent: ['REVENUE_INCOMPLETE', 'DUPLICATE_TRANSACTION'],
    report: {
      counts: { externalRevenue: 2 },
      revenue: [
        { currency: 'EUR', amount: '12.5', events: 1 },
        { currency: 'USD', amount: '49', events: 1 },
      ],
      events: [row('a', 'external-revenue'), row('b', 'external-revenue')],
    },
  },
  {
    name: 'revenue is summed per currency as exact decimals (0.1 + 0.2 is 0.3), currency codes trimmed and upper-cased',
    input: ledger(
      paid('a', { amount: 0.1, currency: 'usd ' }),
      paid('b', { amount: 0.2, currency: 'USD' }),
      paid('c', { amount: 1000000000, currency: 'USDC' }),
      paid('d', { amount: 0.000001, currency: 'USDC' }),
    ),
    // USDC is no ISO 4217 code: summed on its own, with a notice; its amounts have no minor unit to exceed
    expect: [
      { code: 'CURRENCY_NOT_ISO_4217', pointer: '/events/2/currency', subject: 'c', details: { currency: 'USDC' } },
      { code: 'CURRENCY_NOT_ISO_4217', pointer: '/events/3/currency', subject: 'd', details: { currency: 'USDC' } },
    ],
    status: 'READY',
    absent: ['AMOUNT_FINER_THAN_MINOR_UNIT'],
    report: {
      revenue: [
        { currency: 'USD', amount: '0.3', events: 2 },
        { currency: 'USDC', amount: '1000000000.000001', events: 2 },
      ],
      uniqueExternalActors: 1,
    },
  },

  // Owner and internal activity never counts as demand.
  {
    name: 'an owner-controlled checkout and an internal settlement are operations, with a warning',
    input: ledger(ev('a', 'checkout-open', { owner_controlled: true, actor_token: 'owner-0001' }), paid('b', { external_actor: false })),
    expect: [
      { code: 'OWNER_ACTIVITY_NOT_DEMAND', pointer: '/events/0', subject: 'a', details: { type: 'checkout-open', why: 'owner-controlled' } },
      { code: 'OWNER_ACTIVITY_NOT_DEMAND', pointer: '/events/1', subject: 'b', details: { type: 'external-settlement', why: 'not from an external actor' } },
    ],
    status: 'REVIEW',
    absent: ['REVENUE_INCOMPLETE'],
    report: {
      counts: { operations: 2, qualifiedDemand: 0, externalRevenue: 0 },
      revenue: [],
      uniqueExternalActors: 0,
      events: [row('a', 'operations', true, ['OWNER_ACTIVITY_NOT_DEMAND']), row('b', 'operations', true, ['OWNER_ACTIVITY_NOT_DEMAND'])],
    },
  },
  {
    name: 'recurring use that is both owner-controlled and internal names both reasons',
    input: ledger(ev('a', 'recurring-use', { owner_controlled: true, external_actor: false })),
    expect: [{ code: 'OWNER_ACTIVITY_NOT_DEMAND', pointer: '/events/0', details: { why: 'owner-controlled and not from an external actor' } }],
    absent: ['RETENTION_UNPROVEN'],
  },
  {
    name: 'an owner page view is operations without a warning: it never claimed to be demand',
    input: ledger(ev('a', 'page-view', { owner_controlled: true })),
    expect: [],
    absent: ['OWNER_ACTIVITY_NOT_DEMAND'],
    report: { counts: { exposure: 0, operations: 1 } },
  },
  {
    name: 'an owner event marked as an external actor is still operations, with a warning',
    input: ledger(ev('a', 'owner-click', { actor_token: 'owner-0001' })),
    expect: [{ code: 'OWNER_EVENT_MARKED_EXTERNAL', pointer: '/events/0', subject: 'a', details: { type: 'owner-click' } }],
    report: { counts: { operations: 1, qualifiedDemand: 0 }, uniqueExternalActors: 0 },
  },

  // Evidence per tier
  {
    name: 'revenue without a transaction id, or with a blank currency and no amount, is not counted',
    input: ledger(omit(paid('a'), 'transaction_id'), ev('b', 'commission', { currency: '  ', transaction_id: 'c-9' })),
    expect: [
      { code: 'REVENUE_INCOMPLETE', pointer: '/events/0', subject: 'a', details: { missing: 'transaction_id', fields: ['transaction_id'] } },
      { code: 'REVENUE_INCOMPLETE', pointer: '/events/1', subject: 'b', details: { missing: 'amount, currency', type: 'commission' } },
    ],
    status: 'BLOCKED',
    report: {
      counts: { externalRevenue: 0 },
      excluded: 2,
      revenue: [],
      events: [row('a', 'external-revenue', false, ['REVENUE_INCOMPLETE']), row('b', 'external-revenue', false, ['REVENUE_INCOMPLETE'])],
    },
  },
  {
    name: 'one transaction id counted twice is an error at the later event in time, even when it comes first in the input',
    input: ledger(paid('late', { occurred_at: '2026-02-20T00:00:00Z', transaction_id: 'pi_42' }), paid('early', { transaction_id: 'pi_42' }), paid('other')),
    expect: [
      { code: 'DUPLICATE_TRANSACTION', pointer: '/events/0/transaction_id', subject: 'late', details: { transactionId: 'pi_42', firstEventId: 'early', firstPosition: 2, group: 'transaction:pi_42' } },
    ],
    report: {
      counts: { externalRevenue: 2 },
      revenue: [{ currency: 'USD', amount: '98', events: 2 }],
      events: [row('late', 'external-revenue', false, ['DUPLICATE_TRANSACTION']), row('early', 'external-revenue'), row('other', 'external-revenue')],
    },
  },
  {
    name: 'at the same instant the later event in input order is the duplicate',
    input: ledger(paid('a', { transaction_id: 'pi_7' }), ev('b', 'commission', { amount: 5, currency: 'USD', transaction_id: ' pi_7 ' })),
    expect: [{ code: 'DUPLICATE_TRANSACTION', pointer: '/events/1/transaction_id', subject: 'b', details: { firstEventId: 'a' } }],
  },
  {
    name: 'a transaction id shared with a payment initiation or with an event outside the window is no double count',
    input: ledger(
      ev('init', 'payment-initiation', { transaction_id: 'pi_9', amount: 49, currency: 'USD' }),
      paid('old', { transaction_id: 'pi_9', occurred_at: '2026-01-20T00:00:00Z' }),
      paid('settle', { transaction_id: 'pi_9' }),
    ),
    expect: [{ code: 'OUTSIDE_WINDOW', pointer: '/events/1/occurred_at', subject: 'old' }],
    absent: ['DUPLICATE_TRANSACTION'],
    report: { revenue: [{ currency: 'USD', amount: '49', events: 1 }] },
  },
  {
    name: 'a measured review-time reduction without its measurement or its unit is not counted',
    input: ledger(ev('a', 'measured-review-time-reduction'), ev('b', 'measured-review-time-reduction', { measured_value: 12 })),
    expect: [
      { code: 'MEASUREMENT_MISSING', pointer: '/events/0', subject: 'a', details: { missing: 'measured_value and measurement_unit' } },
      { code: 'MEASUREMENT_MISSING', pointer: '/events/1', subject: 'b', details: { missing: 'measurement_unit' } },
    ],
    report: { counts: { validatedValue: 0 }, validatedMinutes: '0', excluded: 2 },
  },
  {
    name: 'recurring use after an earlier purchase by the same actor is retention, even when the purchase precedes the window',
    input: ledger(paid('buy', { occurred_at: '2026-01-15T00:00:00Z' }), ev('use', 'recurring-use', { actor_token: 'buyer-0001', attribution: 'none' })),
    expect: [{ code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at', subject: 'buy' }],
    absent: ['RETENTION_UNPROVEN'],
    report: { counts: { retention: 1, externalRevenue: 0 }, events: [row('buy', 'external-revenue', false, ['OUTSIDE_WINDOW']), row('use', 'retention')], uniqueExternalActors: 1 },
  },
  {
    name: 'retention proven by an earlier proven retention chains',
    input: ledger(
      ev('q', 'buyer-question', { actor_token: 'buyer-0001', occurred_at: '2026-02-02T00:00:00Z' }),
      ev('u1', 'recurring-use', { actor_token: 'buyer-0001', occurred_at: '2026-02-03T00:00:00Z' }),
      ev('u2', 'recurring-use', { actor_token: 'buyer-0001', occurred_at: '2026-02-04T00:00:00Z' }),
    ),
    expect: [],
    report: { counts: { retention: 2, qualifiedDemand: 1 } },
  },
  {
    name: 'recurring use without a token, after only a candidate signal, or at the same instant as the purchase is unproven',
    input: ledger(
      ev('nobody', 'recurring-use'),
      ev('maybe', 'checkout-open', { attribution: 'inferred', actor_token: 'buyer-0002', occurred_at: '2026-02-01T00:00:00Z' }),
      ev('after-maybe', 'recurring-use', { actor_token: 'buyer-0002' }),
      paid('buy', { actor_token: 'buyer-0003' }),
      ev('same-time', 'recurring-use', { actor_token: 'buyer-0003' }),
      ev('bad-buy', 'external-settlement', { actor_token: 'buyer-0004', occurred_at: '2026-02-01T00:00:00Z' }),
      ev('after-bad', 'recurring-use', { actor_token: 'buyer-0004' }),
    ),
    expect: [
      { code: 'RETENTION_UNPROVEN', pointer: '/events/0', subject: 'nobody', details: { why: 'has no actor_token to follow' } },
      { code: 'RETENTION_UNPROVEN', pointer: '/events/2', subject: 'after-maybe', details: { why: 'has an actor_token with no earlier qualifying event' } },
      { code: 'RETENTION_UNPROVEN', pointer: '/events/4', subject: 'same-time' },
      { code: 'REVENUE_INCOMPLETE', pointer: '/events/5', subject: 'bad-buy' },
      { code: 'RETENTION_UNPROVEN', pointer: '/events/6', subject: 'after-bad' },
    ],
    report: { counts: { retention: 0, candidateSignal: 1, externalRevenue: 1 } },
  },

  // Identity and links
  {
    name: 'every event sharing an id is flagged with one group; only the first is counted',
    input: ledger(ev('e4', 'attributable-click'), ev('e5', 'buyer-reply'), ev('e4', 'buyer-question')),
    expect: [
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/0', subject: 'e4', details: { group: 'event:e4', firstPosition: 1, count: 2 } },
      { code: 'DUPLICATE_EVENT_ID', pointer: '/events/2', subject: 'e4', details: { group: 'event:e4', firstPosition: 1, count: 2 } },
    ],
    report: {
      counts: { qualifiedDemand: 2 },
      events: [row('e4', 'qualified-demand', true, ['DUPLICATE_EVENT_ID']), row('e5', 'qualified-demand'), row('e4', 'qualified-demand', false, ['DUPLICATE_EVENT_ID'])],
    },
  },
  {
    name: 'distinct ids and a parent that exists raise nothing',
    input: ledger(ev('e4', 'attributable-click'), ev('e5', 'buyer-reply', { parent_event_id: 'e4' })),
    expect: [],
    absent: ['DUPLICATE_EVENT_ID', 'PARENT_EVENT_MISSING'],
  },
  {
    name: 'a parent that is not in the ledger, or the event itself, is a warning at the link',
    input: ledger(ev('e4', 'attributable-click', { parent_event_id: 'e0' }), ev('e5', 'buyer-reply', { parent_event_id: 'e5' })),
    expect: [
      { code: 'PARENT_EVENT_MISSING', pointer: '/events/0/parent_event_id', subject: 'e4', details: { problem: 'not in the ledger' } },
      { code: 'PARENT_EVENT_MISSING', pointer: '/events/1/parent_event_id', subject: 'e5', details: { problem: 'the event itself' } },
    ],
    status: 'REVIEW',
    report: { counts: { qualifiedDemand: 2 } },
  },

  // Window and time
  {
    name: 'the window includes its start and excludes its end',
    input: ledger(
      ev('start', 'install', { occurred_at: '2026-02-01T00:00:00Z' }),
      ev('end', 'install', { occurred_at: '2026-03-01T00:00:00Z' }),
      ev('before', 'install', { occurred_at: '2026-01-31T23:59:59.999Z' }),
      ev('last', 'install', { occurred_at: '2026-02-28T23:59:59.999999+00:00' }),
    ),
    expect: [
      { code: 'OUTSIDE_WINDOW', pointer: '/events/1/occurred_at', subject: 'end' },
      { code: 'OUTSIDE_WINDOW', pointer: '/events/2/occurred_at', subject: 'before' },
    ],
    status: 'READY',
    report: { counts: { qualifiedDemand: 2 }, excluded: 2, events: [row('start', 'qualified-demand'), row('end', 'qualified-demand', false, ['OUTSIDE_WINDOW']), {}, {}] },
  },
  {
    name: 'an offset is honoured when placing an event in the window',
    input: ledger(ev('a', 'install', { occurred_at: '2026-02-28T23:30:00-01:00' })),
    expect: [{ code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at' }],
  },
  {
    name: 'events inside the window raise no window notice',
    input: ledger(ev('a', 'install')),
    expect: [],
    absent: ['OUTSIDE_WINDOW', 'WINDOW_INVERTED', 'WINDOW_NOT_CLOSED', 'EVENT_AFTER_OBSERVED'],
  },
  {
    name: 'an event after observed_at is an error and not counted',
    input: {
      ...ledger(ev('a', 'install', { occurred_at: '2026-03-02T09:00:00.001Z' }), ev('b', 'install', { occurred_at: '2026-03-02T10:00:00+01:00' })),
      window: { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-03-02T09:00:00Z' },
    },
    expect: [
      { code: 'EVENT_AFTER_OBSERVED', pointer: '/events/0/occurred_at', subject: 'a' },
      { code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at', subject: 'a' },
      { code: 'OUTSIDE_WINDOW', pointer: '/events/1/occurred_at', subject: 'b' },
    ],
    absent: ['WINDOW_NOT_CLOSED'],
    status: 'BLOCKED',
  },
  {
    name: 'a window that ends after observed_at is not closed yet',
    input: { ...ledger(ev('a', 'install')), window: { started_at: '2026-02-01T00:00:00Z', ended_at: '2026-03-31T00:00:00Z' } },
    expect: [{ code: 'WINDOW_NOT_CLOSED', pointer: '/window/ended_at', subject: null }],
    status: 'REVIEW',
    report: { counts: { qualifiedDemand: 1 } },
  },
  {
    name: 'an inverted window is an error and counts nothing',
    input: { ...ledger(ev('a', 'install')), window: { started_at: '2026-03-01T00:00:00Z', ended_at: '2026-02-01T00:00:00Z' } },
    expect: [
      { code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at' },
      { code: 'WINDOW_INVERTED', pointer: '/window', subject: null },
    ],
    report: { counts: { qualifiedDemand: 0 }, excluded: 1 },
  },
  {
    name: 'events outside the window are excluded before their evidence is judged',
    input: ledger(omit(paid('a', { occurred_at: '2026-03-05T00:00:00Z' }), 'transaction_id'), ev('b', 'measured-review-time-reduction', { occurred_at: '2026-01-05T00:00:00Z' })),
    expect: [
      { code: 'EVENT_AFTER_OBSERVED', pointer: '/events/0/occurred_at', subject: 'a' },
      { code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at', subject: 'a' },
      { code: 'OUTSIDE_WINDOW', pointer: '/events/1/occurred_at', subject: 'b' },
    ],
    absent: ['REVENUE_INCOMPLETE', 'MEASUREMENT_MISSING'],
  },
  {
    name: 'window bounds with more than 30 fractional digits are declined: nothing is counted, no event is placed one by one',
    input: {
      ...ledger(ev('a', 'install'), ev('b', 'install', { occurred_at: '2026-01-05T00:00:00Z' })),
      window: { started_at: `2026-02-01T00:00:00.${'0'.repeat(40)}Z`, ended_at: `2026-03-01T00:00:00.${'0'.repeat(31)}Z` },
    },
    expect: [
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/window/ended_at', subject: null, details: { field: 'window.ended_at', digits: 31, maxDigits: 30 } },
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/window/started_at', subject: null, details: { field: 'window.started_at', digits: 40, maxDigits: 30 } },
    ],
    status: 'BLOCKED',
    absent: ['OUTSIDE_WINDOW', 'WINDOW_INVERTED'],
    report: { counts: { qualifiedDemand: 0 }, excluded: 2, events: [row('a', 'qualified-demand', false), row('b', 'qualified-demand', false)] },
  },
  {
    name: 'an observed_at with more than 30 fractional digits is declined: events are placed in the window but none is counted',
    input: { ...ledger(ev('a', 'install', { occurred_at: '2026-03-05T00:00:00Z' }), ev('b', 'install')), observed_at: `2026-03-02T09:00:00.${'9'.repeat(31)}Z` },
    expect: [
      { code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at', subject: 'a' },
      { code: 'DATE_TIME_TOO_PRECISE', pointer: '/observed_at', subject: null, details: { field: 'observed_at', digits: 31 } },
    ],
    absent: ['EVENT_AFTER_OBSERVED', 'WINDOW_NOT_CLOSED'],
    report: { counts: { qualifiedDemand: 0 }, excluded: 2 },
  },
  {
    name: 'thirty fractional digits are read exactly',
    input: {
      ...ledger(ev('a', 'install', { occurred_at: `2026-03-02T09:00:00.${'0'.repeat(29)}2Z` })),
      observed_at: `2026-03-02T09:00:00.${'0'.repeat(29)}1Z`,
      window: { started_at: `2026-02-01T00:00:00.${'0'.repeat(30)}Z`, ended_at: '2026-03-31T00:00:00Z' },
    },
    expect: [
      { code: 'EVENT_AFTER_OBSERVED', pointer: '/events/0/occurred_at', subject: 'a' },
      { code: 'WINDOW_NOT_CLOSED', pointer: '/window/ended_at' },
    ],
    absent: ['DATE_TIME_TOO_PRECISE'],
  },
  ...moneyCases,
  ...actorTokensCases,
  ...parentOrderCases,
]);
