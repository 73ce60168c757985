// Revenue as money in a currency.
// - ISO 4217 List One (SIX, the maintenance agency): alphabetic codes and minor units
//   (USD 2, JPY 0, BHD 3, CLF 4; XAU "N.A."). The oracle test (test/oracle.test.ts) compares our
//   table with the list shipped in the currency-codes package.
// - Stripe API, PaymentIntent `currency` ("Three-letter ISO currency code") and `amount` ("A
//   positive integer representing how much to charge in the smallest currency unit"),
//   https://docs.stripe.com/api/payment_intents/object
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ledger, paid } from './helpers.js';

export const moneyCases: Case<Input>[] = [
  {
    name: 'ISO 4217 minor units: 49.005 USD (3 decimals, USD has 2) and 1.5 JPY (JPY has 0) are finer than the currency can settle',
    input: ledger(paid('a', { amount: 49.005, currency: 'usd' }), paid('b', { amount: 1.5, currency: 'JPY' })),
    expect: [
      { code: 'AMOUNT_FINER_THAN_MINOR_UNIT', pointer: '/events/0/amount', subject: 'a', details: { amount: '49.005', currency: 'USD', digits: 3, minorUnits: 2 } },
      { code: 'AMOUNT_FINER_THAN_MINOR_UNIT', pointer: '/events/1/amount', subject: 'b', details: { amount: '1.5', currency: 'JPY', digits: 1, minorUnits: 0 } },
    ],
    status: 'REVIEW',
    // still counted: the warning asks whether the amount was received, it does not drop it
    report: { counts: { externalRevenue: 2 } },
  },
  {
    name: 'ISO 4217 minor units: 49.10 USD, 1234.567 BHD, 0.0001 CLF, 1000 JPY and a fraction of gold (N.A.) are whole minor units',
    input: ledger(
      paid('a', { amount: 49.1, currency: 'USD' }),
      paid('b', { amount: 1234.567, currency: 'BHD' }),
      paid('c', { amount: 0.0001, currency: 'CLF' }),
      paid('d', { amount: 1000, currency: 'JPY' }),
      paid('e', { amount: 0.000001, currency: 'XAU' }),
    ),
    expect: [],
    status: 'READY',
    absent: ['AMOUNT_FINER_THAN_MINOR_UNIT', 'CURRENCY_NOT_ISO_4217'],
  },
  {
    name: 'ISO 4217 amendment 179: XCG (Caribbean guilder, 2025) and the withdrawn ANG are both codes',
    input: ledger(paid('a', { amount: 10, currency: 'XCG' }), paid('b', { amount: 10, currency: 'ANG' })),
    expect: [],
    absent: ['CURRENCY_NOT_ISO_4217'],
  },
  {
    name: 'a currency written as a symbol is no code: a notice, and it is totalled apart from USD',
    input: ledger(paid('a', { amount: 10, currency: 'US$' }), paid('b', { amount: 5, currency: 'usd' })),
    expect: [{ code: 'CURRENCY_NOT_ISO_4217', pointer: '/events/0/currency', subject: 'a', details: { currency: 'US$' } }],
    status: 'READY',
    report: { revenue: [{ currency: 'US$', amount: '10', events: 1 }, { currency: 'USD', amount: '5', events: 1 }] },
  },
  {
    name: 'incomplete revenue is REVENUE_INCOMPLETE only; its currency and amount are not judged',
    input: ledger(paid('a', { amount: 1.005, currency: 'dollars', transaction_id: ' ' })),
    expect: [{ code: 'REVENUE_INCOMPLETE', pointer: '/events/0' }],
    absent: ['CURRENCY_NOT_ISO_4217', 'AMOUNT_FINER_THAN_MINOR_UNIT'],
  },
  {
    name: 'revenue outside the window is not judged for money',
    input: ledger(paid('a', { amount: 1.005, currency: 'USD', occurred_at: '2026-01-10T00:00:00Z' })),
    expect: [{ code: 'OUTSIDE_WINDOW', pointer: '/events/0/occurred_at' }],
    absent: ['AMOUNT_FINER_THAN_MINOR_UNIT'],
  },
];
