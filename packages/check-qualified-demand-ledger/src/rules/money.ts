import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Revenue is money in a currency: its code is an ISO 4217 code (Stripe: "Three-letter ISO currency
 * code"), and its amount is a whole number of the currency's minor unit (Stripe: "a positive
 * integer representing how much to charge in the smallest currency unit").
 */
export const moneyRule = defineRule<Context>()({
  name: 'money',
  codes: {
    CURRENCY_NOT_ISO_4217: {
      severity: 'notice',
      message: 'Revenue event "{{id}}" is in "{{currency}}", which is no ISO 4217 currency code; it is summed under that name on its own.',
      description:
        'The trimmed, upper-cased `currency` of a counted-tier revenue event is no ISO 4217 alphabetic code (a token such as `USDC`, or text such as `US$`): it is totalled separately from every other currency, so one currency written two ways splits the revenue.',
      example: '`currency: "US$"`',
    },
    AMOUNT_FINER_THAN_MINOR_UNIT: {
      severity: 'warning',
      message: 'Revenue event "{{id}}" has amount {{amount}} {{currency}}, with {{digits}} decimals; {{currency}} has {{minorUnits}}.',
      description:
        'The amount of a revenue event has more fractional digits than the ISO 4217 minor unit of its currency (USD 2, JPY 0, BHD 3): no settlement pays a fraction of a cent, so the amount was computed or estimated, not received. Compared on the exact decimal of the amount.',
      example: '`amount: 49.005`, `currency: "USD"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.events) {
      if (!view.judged || view.laterDuplicate) continue;
      const { id } = view.event;
      if (view.currencyNotIso) {
        findings.add('CURRENCY_NOT_ISO_4217', { subject: id, pointer: jsonPointer('events', view.index, 'currency'), details: { id, currency: view.currency as string } });
      }
      const fine = view.amountTooFine;
      if (fine) {
        findings.add('AMOUNT_FINER_THAN_MINOR_UNIT', {
          subject: id,
          pointer: jsonPointer('events', view.index, 'amount'),
          details: { id, amount: fine.amount, currency: view.currency as string, digits: fine.digits, minorUnits: fine.minorUnits },
        });
      }
    }
  },
});
