import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { COUNT_FIELDS, declinedDigits, RATE_FIELDS } from '../lib/calls.js';
import { MAX_DECIMAL_DIGITS } from '../lib/decimal.js';
import { sent } from '../lib/echo.js';

/** Token counts, rates and tool costs that cannot be read as the numbers they must be. */
export const valuesRule = defineRule<Context>()({
  name: 'call-values',
  codes: {
    TOKEN_COUNT_INVALID: {
      severity: 'error',
      message: 'Call {{call}} has {{field}} {{value}}: {{reason}}; the call is left out of the totals.',
      description: 'A token count is not a non-negative whole number (a fraction, a negative, or not a number at all).',
      example: '`"output_tokens": 12.5`, `-3`, `"many"`',
    },
    RATE_INVALID: {
      severity: 'error',
      message: 'Call {{call}} has {{field}} {{value}}: {{reason}}; the call is left out of the totals.',
      description: 'A per-million-token rate is negative or not a decimal (a number, or a plain decimal string such as "3.00").',
      example: '`"input_usd_per_million": -1`, `"3 USD"`',
    },
    TOOL_COST_INVALID: {
      severity: 'error',
      message: 'Call {{call}} has tool_cost_usd {{value}}: {{reason}}; the call is left out of the totals.',
      description: 'The external-tool cost is negative or not a decimal.',
      example: '`"tool_cost_usd": "0,01"`',
    },
    DECIMAL_TOO_LONG: {
      severity: 'error',
      message: 'Call {{call}} has {{field}} of {{digits}} digits as a plain decimal, more than the {{maxDigits}} this check computes with; the call is left out of the totals.',
      description: `A token count, rate or tool cost takes more than ${MAX_DECIMAL_DIGITS} digits as a plain decimal (a string's digits as sent, zeros included; a number written out, so \`1e60\` has 61): far beyond any real value, and declined rather than computed.`,
      example: 'a 60-digit `"input_tokens"` string, `"input_usd_per_million": 1e-60`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      const call = view.subject ?? `#${view.index + 1}`;
      for (const field of [...COUNT_FIELDS, ...RATE_FIELDS, 'tool_cost_usd'] as const) {
        const digits = declinedDigits(view.readings[field]);
        if (digits === null) continue;
        findings.add('DECIMAL_TOO_LONG', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, field),
          details: { call, field, digits, maxDigits: MAX_DECIMAL_DIGITS },
        });
      }
      for (const field of COUNT_FIELDS) {
        const reading = view.readings[field];
        if (reading.ok || 'absent' in reading || declinedDigits(reading) !== null) continue;
        findings.add('TOKEN_COUNT_INVALID', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, field),
          details: { call, field, value: sent(view.call[field]), reason: reading.reason },
        });
      }
      for (const field of RATE_FIELDS) {
        const reading = view.readings[field];
        if (reading.ok || 'absent' in reading || declinedDigits(reading) !== null) continue;
        findings.add('RATE_INVALID', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, field),
          details: { call, field, value: sent(view.call[field]), reason: reading.reason },
        });
      }
      const tool = view.readings.tool_cost_usd;
      if (!tool.ok && !('absent' in tool) && declinedDigits(tool) === null) {
        findings.add('TOOL_COST_INVALID', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, 'tool_cost_usd'),
          details: { call, value: sent(view.call.tool_cost_usd), reason: tool.reason },
        });
      }
    }
  },
});
