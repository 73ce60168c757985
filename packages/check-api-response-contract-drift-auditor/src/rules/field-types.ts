import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { Cap, never, type AuditContext } from '../context.js';
import { hasJsonType, jsonTypeOf } from '../json.js';
import { walkTrie } from '@evidence-check/json-paths';

/** `field_types` constrain a field when it is present (JSON Schema's `type`); presence is `required_fields`' job. */
export const fieldTypesRule = defineRule<AuditContext>()({
  name: 'field-types',
  codes: {
    FIELD_TYPE_MISMATCH: {
      severity: 'error',
      message: 'Response "{{id}}": "{{path}}" is {{actual}}; contract "{{contract}}" expects {{expected}}.',
      description:
        'A present field has another JSON type than the contract names (`integer` admits 1.0, `number` admits integers); an absent field is left to `required_fields`.',
      example: '`"total": "24.50"` where `number` is expected',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, response, subject, contract } of ctx.responses) {
      if (!contract || contract.types.empty) continue;
      const mismatch = new Cap();
      walkTrie(response.body, contract.types, never, {
        present(ends, value, segments) {
          for (const { path, type } of ends) {
            if (hasJsonType(value, type)) continue;
            if (mismatch.room > 0) {
              findings.add('FIELD_TYPE_MISMATCH', {
                subject,
                pointer: jsonPointer('responses', index, 'body', ...segments),
                details: { id: subject, contract: contract.subject, path, expected: type, actual: jsonTypeOf(value) },
              });
            }
            mismatch.count(1);
          }
        },
        missing() {},
      });
      mismatch.close(ctx, index, 'FIELD_TYPE_MISMATCH');
    }
  },
});
