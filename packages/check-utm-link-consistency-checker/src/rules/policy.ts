import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** An `allowed_values` entry that is neither a string nor an array of strings: reported, and not applied. */
export const policyRule = defineRule<Context>()({
  name: 'policy-allowed-values',
  codes: {
    POLICY_ALLOWED_VALUES_INVALID: {
      severity: 'error',
      message: 'policy.allowed_values for "{{param}}" is not a string or an array of strings; it was not applied.',
      description: 'An allowed_values entry cannot be read as a list of allowed strings, so that parameter is not checked against it.',
      example: '`{ "utm_medium": 5 }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const param of ctx.invalidAllowed) {
      findings.add('POLICY_ALLOWED_VALUES_INVALID', { subject: param, pointer: jsonPointer('policy', 'allowed_values', param), details: { param } });
    }
  },
});
