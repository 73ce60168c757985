import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { piiReasons } from '../lib/pii.js';

/** Every query parameter (tracked or not) is checked; the finding names the parameter and the reasons, never the value. */
export const piiRule = defineRule<Context>()({
  name: 'possible-pii',
  codes: {
    POSSIBLE_PII: {
      severity: 'warning',
      message: 'Link "{{id}}" may carry personal data in query parameter {{param}} ({{reasons}}; heuristic).',
      description: 'Heuristic: a query value looks like an e-mail address or phone number, or its key is email, name, phone or similar.',
      example: '`email=jane%40example.com`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, params } of ctx.links) {
      for (const { param, values } of params) {
        const reasons = values.length === 1 ? piiReasons(param, values[0]) : [...new Set(values.flatMap((v) => piiReasons(param, v)))];
        if (reasons.length > 0) findings.add('POSSIBLE_PII', { subject: id, pointer, details: { id, param, reasons: reasons.join(', '), heuristic: true } });
      }
    }
  },
});
