import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Fields that speak as a person (a maker bio, "why I built this") are written by that person. */
export const identityFieldsRule = defineRule<Context>()({
  name: 'identity-fields',
  codes: {
    IDENTITY_FIELD_NOT_HUMAN_AUTHORED: {
      severity: 'error',
      message: 'Identity field "{{field}}" that the channel asks for is not marked as written by a human ({{reason}}).',
      description: 'A `channel.identity_fields` entry is marked false (`marked-false`) or absent (`not-listed`) in `human_authored_fields`; identity text is never generated for a person.',
      example: '`maker_bio` absent from `human_authored_fields`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.identity.forEach(({ entry, reason }, k) => {
      if (reason === null) return;
      findings.add('IDENTITY_FIELD_NOT_HUMAN_AUTHORED', {
        subject: entry.field,
        pointer: jsonPointer('channel', 'identity_fields', k),
        details: { field: entry.field, reason },
      });
    });
  },
});
