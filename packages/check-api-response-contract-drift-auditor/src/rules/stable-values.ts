import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Exact structural equality, as the RFC 8785 canonical JSON of both sides would compare: member
 * order does not matter, numbers compare by value (`1` = `1.0`) and nothing is trimmed,
 * case-folded or rounded. A value longer than QUOTE_LIMIT characters of canonical JSON is quoted
 * by its start (see `quoteJson`).
 */
export const stableValuesRule = defineRule<Context>()({
  name: 'stable-values',
  codes: {
    STABLE_VALUE_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}": "{{path}}" is {{actualJson}}; contract "{{contract}}" expects {{expectedJson}}.',
      description:
        'The value at a stable path is absent or not structurally equal to the expected value (deep, member order ignored, 1 equals 1.0, no tolerance or normalization). A value of more than 200 characters of canonical JSON is quoted by its first 200 characters and `…`, without `expected` or `actual`.',
      example: '`"currency": "EUR"` where `"USD"` is stable',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { subject, contract, body } of ctx.responses) {
      if (!contract || !body) continue;
      for (const { pointer, rule, actual } of body.stable) {
        // Key order: id, contract, path, expected, expectedJson, then the actual side.
        const details = {
          id: subject,
          contract: contract.subject,
          path: rule.path,
          ...(rule.quoted.value === undefined ? {} : { expected: rule.quoted.value }),
          expectedJson: rule.quoted.json,
          ...(actual === null
            ? { present: false, actualJson: 'absent' }
            : { present: true, ...(actual.value === undefined ? {} : { actual: actual.value }), actualJson: actual.json }),
        };
        findings.add('STABLE_VALUE_MISMATCH', { subject, pointer, details });
      }
    }
  },
});
