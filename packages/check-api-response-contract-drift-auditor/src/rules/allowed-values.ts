import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * `allowed_values` (an open key of a contract): a present field must hold one of the listed values
 * (JSON Schema's `enum`, compared as canonical JSON). A value outside the list is what oasdiff's
 * response-property-enum-value-added warns of: a client may not handle it.
 */
export const allowedValuesRule = defineRule<Context>()({
  name: 'allowed-values',
  codes: {
    FIELD_VALUE_NOT_ALLOWED: {
      severity: 'warning',
      message: 'Response "{{id}}": "{{path}}" is {{actualJson}}, not one of {{allowedJson}} in contract "{{contract}}".',
      description:
        'A present field holds a value outside the contract\'s `allowed_values` list for its path (structural equality as for stable values; an absent field is left to `required_fields`). A warning, as oasdiff rates an added response enum value: clients may not handle it.',
      example: '`"status": "refunded"` where `allowed_values` lists `["paid", "pending"]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { subject, contract, body } of ctx.responses) {
      if (!contract || !body) continue;
      for (const { pointer, rule, actual } of body.notAllowed) {
        findings.add('FIELD_VALUE_NOT_ALLOWED', {
          subject,
          pointer,
          details: { id: subject, contract: contract.subject, path: rule.path, ...(actual.value === undefined ? {} : { actual: actual.value }), actualJson: actual.json, allowedJson: rule.quoted },
        });
      }
    }
  },
});
