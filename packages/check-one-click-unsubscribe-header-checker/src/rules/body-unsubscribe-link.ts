import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Gmail (support.google.com/a/answer/81126): marketing and subscribed messages must "include a
 * clearly visible unsubscribe link in the message body"; Yahoo's best practices ask the same.
 * Read only when `body_text` is a string; plain text cannot show which words are a link, so the
 * check looks for unsubscribe wording (lib/body.ts) or a List-Unsubscribe http(s) URI shown in
 * the text, and is a warning, not an error.
 */
export const bodyUnsubscribeLinkRule = defineRule<Context>()({
  name: 'body-unsubscribe-link',
  codes: {
    BODY_UNSUBSCRIBE_LINK_MISSING: {
      severity: 'warning',
      message: 'body_text offers no visible way to unsubscribe (no unsubscribe or opt-out wording, no List-Unsubscribe URL).',
      description:
        'The bulk-sender rules ask for a clearly visible unsubscribe link in the body besides the List-Unsubscribe header (Gmail sender guidelines; Yahoo sender best practices). Checked only when body_text is a string: its wording in English and common other languages, or a List-Unsubscribe http(s) URI shown in it, counts.',
      example: '`"body_text": "Our biggest sale of the year starts now."`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (view.messageClass === 'transactional' || view.bodyMentionsUnsubscribe !== false) continue;
      findings.add('BODY_UNSUBSCRIBE_LINK_MISSING', { subject: view.subject, pointer: jsonPointer('messages', view.index, 'body_text'), details: {} });
    }
  },
});
