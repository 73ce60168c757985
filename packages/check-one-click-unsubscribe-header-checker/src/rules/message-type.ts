import { canonicalize, defineRule, jsonPointer, type CodeTable, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { BULK_TYPES, TRANSACTIONAL_TYPES } from '../lib/message-type.js';

/** A message_type outside the documented values is checked as bulk mail, and said so. */
export const messageTypeRule = defineRule<Context>()({
  name: 'message-type',
  codes: {
    MESSAGE_TYPE_UNRECOGNISED: {
      severity: 'warning',
      message: 'message_type {{messageType}} is not a documented value; the message is checked as bulk mail.',
      description: `message_type is none of the bulk values (${BULK_TYPES.join(', ')}) or the transactional values (${TRANSACTIONAL_TYPES.join(', ')}), compared without regard to case; the bulk rules apply so that unlabelled marketing mail is not waved through.`,
      example: '`"message_type": "announcement"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (view.messageClass !== 'unrecognised') continue;
      findings.add('MESSAGE_TYPE_UNRECOGNISED', {
        subject: view.subject,
        pointer: jsonPointer('messages', view.index, 'message_type'),
        details: { messageType: canonicalize((view.message.message_type ?? null) as JsonValue) },
      });
    }
  },
});
