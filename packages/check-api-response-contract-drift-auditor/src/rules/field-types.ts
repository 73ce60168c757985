import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** `field_types` constrain a field when it is present (JSON Schema's `type`); presence is `required_fields`' job. */
export const fieldTypesRule = defineRule<Context>()({
  name: 'field-types',
  codes: {
    FIELD_TYPE_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}": "{{path}}" is {{actual}}; contract "{{contract}}" expects {{expected}}.',
      description:
        'A present field has another JSON type than the contract names (`integer` admits 1.0, `number` admits integers; a type list such as `["string", "null"]` admits each of its types, so null is a mismatch unless `null` is listed); an absent field is left to `required_fields`.',
      example: '`"total": "24.50"` where `number` is expected',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { subject, contract, body } of ctx.responses) {
      if (!contract || !body) continue;
      for (const { pointer, path, expected, actual } of body.types) {
        findings.add('FIELD_TYPE_MISMATCH', { subject, pointer, details: { id: subject, contract: contract.subject, path, expected, actual } });
      }
    }
  },
});
