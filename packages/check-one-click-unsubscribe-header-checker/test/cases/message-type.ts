// Gmail, Email subscription guidelines (support.google.com/a/answer/15263077): "all marketing
// list, newsletter, and some types of notification messages are also considered subscription
// messages"; "password resets, purchase receipts, and one-time passwords" are not.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { compliant, input, msg } from './helpers.js';

export const messageTypeCases = defineCases<Input>([
  {
    name: 'a notification without one-click headers is checked as bulk mail, with a notice saying why',
    input: input(msg('alert', { From: 'alerts@example.com', 'List-Id': '<alerts.example.com>' }, { message_type: ' Notification ' })),
    expect: [
      { code: 'DKIM_SIGNATURE_MISSING', pointer: '/messages/0/headers' },
      { code: 'LIST_UNSUBSCRIBE_MISSING', pointer: '/messages/0/headers' },
      { code: 'LIST_UNSUBSCRIBE_POST_MISSING', pointer: '/messages/0/headers' },
      { code: 'MESSAGE_TYPE_AMBIGUOUS', pointer: '/messages/0/message_type', subject: 'alert', details: { messageType: '" Notification "' } },
    ],
    absent: ['TRANSACTIONAL_UNSUBSCRIBE_NOTE', 'MESSAGE_TYPE_UNRECOGNISED'],
    status: 'BLOCKED',
    report: { messages: [{ messageClass: 'ambiguous', oneClick: false }] },
  },
  {
    name: 'a compliant alert is READY: the ambiguity is a notice',
    input: input(msg('alert', compliant, { message_type: 'alert' })),
    expect: [{ code: 'MESSAGE_TYPE_AMBIGUOUS', pointer: '/messages/0/message_type' }],
    status: 'READY',
  },
  {
    name: 'password resets and one-time passwords are transactional',
    input: input(msg('reset', { From: 'no-reply@example.com' }, { message_type: 'password-reset' }), msg('code', { From: 'no-reply@example.com' }, { message_type: 'OTP' })),
    expect: [],
    absent: ['MESSAGE_TYPE_AMBIGUOUS', 'MESSAGE_TYPE_UNRECOGNISED', 'LIST_UNSUBSCRIBE_MISSING'],
    report: { messages: [{ messageClass: 'transactional' }, { messageClass: 'transactional' }] },
  },
]);
