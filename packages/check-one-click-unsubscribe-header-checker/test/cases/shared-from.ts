// Gmail, Email subscription guidelines (support.google.com/a/answer/15263077): "Send subscription
// messages and non-subscription messages from different email addresses. Examples of
// subscription messages include marketing messages and newsletters. Examples of non-subscription
// messages include password resets and receipts."
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { compliant, input, msg, withHeaders } from './helpers.js';

export const sharedFromCases = defineCases<Input>([
  {
    name: 'a newsletter and a receipt from one address (in another letter case): both flagged, one group',
    input: input(
      msg('news', compliant),
      msg('receipt', { From: 'Orders <NEWS@Example.com>' }, { message_type: 'receipt' }),
      msg('promo', withHeaders({ From: 'Deals <deals@example.com>' })),
    ),
    expect: [
      {
        code: 'FROM_SHARED_WITH_TRANSACTIONAL',
        pointer: '/messages/0/headers/From',
        subject: 'news',
        details: { address: 'news@example.com', subscriptionMessages: 1, transactionalMessages: 1, group: 'from:news@example.com' },
      },
      {
        code: 'FROM_SHARED_WITH_TRANSACTIONAL',
        pointer: '/messages/1/headers/From',
        subject: 'receipt',
        details: { address: 'news@example.com', subscriptionMessages: 1, transactionalMessages: 1, group: 'from:news@example.com' },
      },
    ],
    status: 'REVIEW',
  },
  {
    name: 'separate addresses in one domain, or two subscription streams from one address, are fine',
    input: input(
      msg('news', compliant),
      msg('digest', compliant, { message_type: 'digest' }),
      msg('receipt', { From: 'orders@example.com' }, { message_type: 'transactional' }),
    ),
    expect: [],
    absent: ['FROM_SHARED_WITH_TRANSACTIONAL'],
    status: 'READY',
  },
]);
