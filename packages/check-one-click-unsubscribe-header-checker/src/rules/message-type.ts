import { canonicalize, defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { AMBIGUOUS_TYPES, BULK_TYPES, TRANSACTIONAL_TYPES } from '../lib/message-type.js';

/** A message_type outside the documented values, or one the providers count either way, is checked as bulk mail, and said so. */
export const messageTypeRule = defineRule<Context>()({
  name: 'message-type',
  codes: {
    MESSAGE_TYPE_UNRECOGNISED: {
      severity: 'warning',
      message: 'message_type {{messageType}} is not a documented value; the message is checked as bulk mail.',
      description: `message_type is none of the bulk values (${BULK_TYPES.join(', ')}), the transactional values (${TRANSACTIONAL_TYPES.join(', ')}) or the ambiguous values (${AMBIGUOUS_TYPES.join(', ')}), compared without regard to case; the bulk rules apply so that unlabelled marketing mail is not waved through.`,
      example: '`"message_type": "announcement"`',
    },
    MESSAGE_TYPE_AMBIGUOUS: {
      severity: 'notice',
      message: 'message_type {{messageType}} names mail the mailbox providers may count as subscription mail; the message is checked as bulk mail.',
      description: `Gmail counts "some types of notification messages" as subscription messages, which need one-click unsubscribe; password resets, receipts and one-time passwords are transactional (Email subscription guidelines, support.google.com/a/answer/15263077). Values: ${AMBIGUOUS_TYPES.join(', ')}. Label a message transactional when a user's own action or request caused it.`,
      example: '`"message_type": "notification"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (view.messageClass !== 'unrecognised' && view.messageClass !== 'ambiguous') continue;
      findings.add(view.messageClass === 'unrecognised' ? 'MESSAGE_TYPE_UNRECOGNISED' : 'MESSAGE_TYPE_AMBIGUOUS', {
        subject: view.subject,
        pointer: jsonPointer('messages', view.index, 'message_type'),
        details: { messageType: canonicalize((view.message.message_type ?? null) as JsonValue) },
      });
    }
  },
});
