// Gmail, support.google.com/a/answer/81126: "Marketing messages and subscribed messages must
// support one-click unsubscribe, and include a clearly visible unsubscribe link in the message
// body." Yahoo, senders.yahooinc.com/best-practices, asks for the same visible link.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { compliant, input, msg } from './helpers.js';

export const bodyUnsubscribeLinkCases = defineCases<Input>([
  {
    name: 'a body_text without any unsubscribe wording or List-Unsubscribe URL is a warning at body_text',
    input: input(msg('m', compliant, { body_text: 'Our biggest sale of the year starts now. Shop: https://example.com/u/opaque-sale' })),
    expect: [{ code: 'BODY_UNSUBSCRIBE_LINK_MISSING', pointer: '/messages/0/body_text', subject: 'm' }],
    status: 'REVIEW',
  },
  {
    name: 'unsubscribe, opt-out or preference wording in any letter case and several languages is enough',
    input: input(
      msg('en', compliant, { body_text: 'Sale!\n\nTo UNSUBSCRIBE click here: https://example.com/u' }),
      msg('opt', compliant, { body_text: 'Opt\nout of these mails at https://example.com/u' }),
      msg('prefs', compliant, { body_text: 'Manage your preferences: https://example.com/p' }),
      msg('de', compliant, { body_text: 'Newsletter abbestellen: https://example.com/u' }),
      msg('fr', compliant, { body_text: 'Se désabonner : https://example.com/u' }),
      msg('es', compliant, { body_text: 'Para darse de baja: https://example.com/u' }),
      msg('ja', compliant, { body_text: '配信停止はこちら https://example.com/u' }),
    ),
    expect: [],
    absent: ['BODY_UNSUBSCRIBE_LINK_MISSING'],
  },
  {
    name: 'a body showing the List-Unsubscribe https URI has a visible unsubscribe link, whatever its wording',
    input: input(
      msg('bare', compliant, { body_text: 'Had enough? https://example.com/u/opaque' }),
      msg('punctuated', compliant, { body_text: 'Had enough? Go to https://example.com/u/opaque.' }),
      msg('bracketed', compliant, { body_text: 'Had enough? <https://example.com/u/opaque>' }),
    ),
    expect: [],
    absent: ['BODY_UNSUBSCRIBE_LINK_MISSING'],
  },
  {
    name: 'no body_text, or one that is not a string, is not examined; transactional bodies are exempt',
    input: input(
      msg('none', compliant),
      msg('null', compliant, { body_text: null }),
      msg('receipt', { From: 'orders@example.com' }, { message_type: 'transactional', body_text: 'Your order 4711 has shipped.' }),
    ),
    expect: [],
    absent: ['BODY_UNSUBSCRIBE_LINK_MISSING'],
    status: 'READY',
  },
]);
