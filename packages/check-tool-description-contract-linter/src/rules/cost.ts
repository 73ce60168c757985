import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { amountProblem, currencyProblem, ISO_4217_PUBLISHED } from '../lib/problems.js';
import { has, sent } from '../lib/values.js';

/** `cost`: what one call costs, as an amount and an ISO 4217 currency. */
export const costRule = defineRule<Context>()({
  name: 'cost',
  codes: {
    COST_AMOUNT_MISSING: {
      severity: 'warning',
      message: 'Tool "{{tool}}" has a cost without an amount.',
      description: '`cost` is given but has no `amount`, so it states no price.',
      example: '`"cost": { "currency": "USD" }`',
    },
    COST_AMOUNT_INVALID: {
      severity: 'error',
      message: 'Tool "{{tool}}" has the cost amount {{amount}}: {{reason}}.',
      description: 'The amount is negative or not a decimal (a JSON number, or a plain decimal string such as "0.30"; no exponent, units or commas).',
      example: '`"-0.30"`, `"0,30"`, `"1e-3"`, `true`',
    },
    COST_CURRENCY_MISSING: {
      severity: 'warning',
      message: 'Tool "{{tool}}" has a cost without a currency.',
      description: '`cost` is given but has no `currency`, so the amount cannot be compared or added up.',
      example: '`"cost": { "amount": "0.30" }`',
    },
    COST_CURRENCY_INVALID: {
      severity: 'error',
      message: 'Tool "{{tool}}" states its cost in {{currency}}: {{reason}}.',
      description: 'The currency is not an ISO 4217 alphabetic code (upper case, in the maintained list of the `currency-codes` package).',
      example: '`"usd"`, `"US$"`, `"BTC"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const cost = view.tool.cost;
      if (cost === undefined) continue;
      const costPointer = jsonPointer('tools', view.index, 'cost');
      if (!has(cost, 'amount')) {
        findings.add('COST_AMOUNT_MISSING', { subject: view.name, pointer: costPointer, details: { tool: view.label } });
      } else {
        const reason = amountProblem(cost.amount);
        if (reason !== null) {
          findings.add('COST_AMOUNT_INVALID', {
            subject: view.name,
            pointer: jsonPointer('tools', view.index, 'cost', 'amount'),
            details: { tool: view.label, amount: sent(cost.amount), reason },
          });
        }
      }
      if (!has(cost, 'currency')) {
        findings.add('COST_CURRENCY_MISSING', { subject: view.name, pointer: costPointer, details: { tool: view.label } });
      } else {
        const reason = currencyProblem(cost.currency);
        if (reason !== null) {
          findings.add('COST_CURRENCY_INVALID', {
            subject: view.name,
            pointer: jsonPointer('tools', view.index, 'cost', 'currency'),
            details: { tool: view.label, currency: sent(cost.currency), reason, iso4217List: ISO_4217_PUBLISHED },
          });
        }
      }
    }
  },
});
