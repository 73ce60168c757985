import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { Cap, isRequired, type AuditContext } from '../context.js';
import { walkTrie } from '@evidence-check/json-paths';

/** Presence: required fields must resolve in the body, forbidden fields must not. */
export const fieldsRule = defineRule<AuditContext>()({
  name: 'fields',
  codes: {
    REQUIRED_FIELD_MISSING: {
      severity: 'error',
      message: 'Response "{{id}}" lacks required field "{{path}}".',
      description:
        'A required dotted path does not resolve in the body (a member holding null is present). The finding points at the deepest part of the path that exists.',
      example: '`customer.email` absent',
    },
    FORBIDDEN_FIELD_PRESENT: {
      severity: 'error',
      message: 'Response "{{id}}" carries forbidden field "{{path}}".',
      description: 'A forbidden dotted path resolves in the body (even when it holds null); the finding points at the field.',
      example: '`customer.password_hash` present',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, response, subject, contract } of ctx.responses) {
      if (!contract || contract.fields.empty) continue;
      const missing = new Cap();
      const present = new Cap();
      walkTrie(response.body, contract.fields, isRequired, {
        present(ends, _value, segments) {
          for (const { kind, path } of ends) {
            if (kind !== 'forbidden') continue;
            if (present.room > 0) {
              findings.add('FORBIDDEN_FIELD_PRESENT', {
                subject,
                pointer: jsonPointer('responses', index, 'body', ...segments),
                details: { id: subject, contract: contract.subject, path },
              });
            }
            present.count(1);
          }
        },
        missing(count, segments, list) {
          if (missing.room > 0) {
            const pointer = jsonPointer('responses', index, 'body', ...segments);
            for (const { path } of list(missing.room)) {
              findings.add('REQUIRED_FIELD_MISSING', { subject, pointer, details: { id: subject, contract: contract.subject, path } });
            }
          }
          missing.count(count);
        },
      });
      missing.close(ctx, index, 'REQUIRED_FIELD_MISSING');
      present.close(ctx, index, 'FORBIDDEN_FIELD_PRESENT');
    }
  },
});
