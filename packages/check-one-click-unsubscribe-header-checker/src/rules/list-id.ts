import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Gmail's email subscription guidelines (support.google.com/a/answer/15263077): "Identify each
 * subscription list by including a human-readable identifier in each message List-id: header, or
 * use a unique From: address". RFC 2919 §3 gives the field's syntax. A guideline with an
 * alternative this check cannot see, so a warning, not an error. Transactional mail is exempt.
 */
export const listIdRule = defineRule<Context>()({
  name: 'list-id',
  codes: {
    LIST_ID_MISSING: {
      severity: 'warning',
      message: 'The message has no List-Id header identifying its subscription list.',
      description:
        'Gmail asks each subscription list to be identified by a List-Id header (RFC 2919) or by a From address of its own; without either, complaints and unsubscriptions cannot be told apart per list. Confirm the From address is unique to this list, or add List-Id.',
      example: 'headers without `List-Id`',
    },
    LIST_ID_MALFORMED: {
      severity: 'warning',
      message: 'List-Id "{{value}}" is not a list identifier: {{problem}}.',
      description:
        'RFC 2919 §3: `List-Id: [phrase] <list-label.list-id-namespace>`, the identifier a dot-atom-text with at least one dot and at most 255 octets; receivers that cannot read it cannot group the list.',
      example: '`List-Id: newsletter` (no angle brackets, no namespace)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (view.messageClass === 'transactional') continue;
      if (view.listId.length === 0) {
        findings.add('LIST_ID_MISSING', { subject: view.subject, pointer: view.headersPointer, details: {} });
        continue;
      }
      for (const field of view.listId) {
        if (field.parsed.problem === null) continue;
        findings.add('LIST_ID_MALFORMED', { subject: view.subject, pointer: field.pointer, details: { value: field.value, problem: field.parsed.problem } });
      }
    }
  },
});
