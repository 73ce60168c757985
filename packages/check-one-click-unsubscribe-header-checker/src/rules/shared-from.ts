import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Gmail, Email subscription guidelines (support.google.com/a/answer/15263077): "Send subscription
 * messages and non-subscription messages from different email addresses." A complaint or an
 * unsubscription then lands on the stream it is about. Only the messages of one request can be
 * compared; addresses compare without regard to case. Every message of a shared address gets a
 * finding at its From key, all with one `details.group`.
 */
export const sharedFromRule = defineRule<Context>()({
  name: 'shared-from',
  codes: {
    FROM_SHARED_WITH_TRANSACTIONAL: {
      severity: 'warning',
      message: 'From {{address}} sends {{subscriptionMessages}} subscription and {{transactionalMessages}} transactional message(s) in this request.',
      description:
        'Gmail asks senders to send subscription messages (marketing, newsletters, some notifications) and non-subscription messages (password resets, receipts) from different addresses, so that unsubscriptions and spam reports of one stream do not hit the other.',
      example: '`news@example.com` as From of a newsletter and of an order receipt',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const shared of ctx.sharedFrom) {
      const details = { address: shared.address, subscriptionMessages: shared.subscription.length, transactionalMessages: shared.transactional.length };
      findings.addGroup(
        'FROM_SHARED_WITH_TRANSACTIONAL',
        `from:${shared.address}`,
        [...shared.subscription, ...shared.transactional].map((index) => {
          const view = ctx.messages[index] as Context['messages'][number];
          return { subject: view.subject, pointer: view.alignment.pointer, details };
        }),
      );
    }
  },
});
