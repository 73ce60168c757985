import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A tracked parameter's (first, non-blank) value outside its `allowed_values`, compared exactly. */
export const allowedValuesRule = defineRule<Context>()({
  name: 'allowed-values',
  codes: {
    UTM_VALUE_NOT_ALLOWED: {
      severity: 'error',
      message: 'Link "{{id}}" has {{param}}={{value}}, which the policy does not allow.',
      description: 'A parameter value is not in policy.allowed_values for that parameter (compared exactly).',
      example: '`utm_medium=paid-social`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, params } of ctx.links) {
      for (const { param, values, tracked } of params) {
        const permitted = tracked ? ctx.allowed.get(param) : undefined;
        const [value] = values;
        if (!permitted || value.trim() === '' || permitted.values.has(value)) continue;
        findings.add('UTM_VALUE_NOT_ALLOWED', { subject: id, pointer, details: { id, param, value, allowed: permitted.shown, allowedCount: permitted.values.size } });
      }
    }
  },
});
