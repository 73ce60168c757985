import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Presence: required fields must resolve in the body, forbidden fields must not (walked in `prepare`, capped per code). */
export const fieldsRule = defineRule<Context>()({
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
    for (const { subject, contract, body } of ctx.responses) {
      if (!contract || !body) continue;
      for (const { pointer, path } of body.forbidden) {
        findings.add('FORBIDDEN_FIELD_PRESENT', { subject, pointer, details: { id: subject, contract: contract.subject, path } });
      }
      for (const { pointer, path } of body.missing) {
        findings.add('REQUIRED_FIELD_MISSING', { subject, pointer, details: { id: subject, contract: contract.subject, path } });
      }
    }
  },
});
