import { defineRule, renderMessage, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { BULK_CODES } from '../lib/bulk-codes.js';
import { BULK_RULES } from '../lib/issues.js';

/**
 * Transactional mail is outside the bulk-sender rules: when it carries unsubscribe headers
 * anyway, what the bulk rules would have raised is reported as a notice, one per issue, at the
 * same pointer. Transactional mail without unsubscribe headers gets nothing.
 */
export const transactionalRule = defineRule<Context>()({
  name: 'transactional',
  codes: {
    TRANSACTIONAL_UNSUBSCRIBE_NOTE: {
      severity: 'notice',
      message: 'Transactional message: {{issue}} ({{rule}}; not required of transactional mail).',
      description:
        'A transactional message carries unsubscribe headers with a fault the bulk rules would flag; `details.rule` names that code. Bulk-sender rules do not bind transactional mail, so this is for information.',
      example: '`message_type: "transactional"` with `List-Unsubscribe: <mailto:…>` only',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    // In the bulk rules' order, then the messages': the order those rules would have raised them.
    for (const rule of BULK_RULES) {
      for (const view of ctx.messages) {
        if (view.messageClass !== 'transactional') continue;
        for (const { code, pointer, details } of view.issues[rule]) {
          const spec = BULK_CODES[code] as { message: string };
          findings.add('TRANSACTIONAL_UNSUBSCRIBE_NOTE', {
            subject: view.subject,
            pointer,
            details: { ...details, rule: code, issue: renderMessage(spec.message, details).replace(/\.$/, '') },
          });
        }
      }
    }
  },
});
