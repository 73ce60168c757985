// Opaque actor tokens. The interface (product 28): "Callers use opaque actor tokens and never submit
// names, messages, credentials or private keys." GDPR Art. 4(5) (pseudonymisation: data that "can
// no longer be attributed to a specific data subject without the use of additional information"),
// https://eur-lex.europa.eu/eli/reg/2016/679/oj; ITU-T E.164 numbers are at most 15 digits.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { ev, ledger } from './helpers.js';

export const actorTokensCases: Case<Input>[] = [
  {
    name: 'tokens shaped like an e-mail address or an E.164 number are flagged at the token, on any event',
    input: ledger(
      ev('a', 'buyer-reply', { actor_token: ' Jane.Doe+crm@Example.co.uk ' }),
      ev('b', 'install', { actor_token: '+44 20 7946-0958' }),
      ev('c', 'page-view', { actor_token: 'ops@example.com', occurred_at: '2026-01-05T00:00:00Z' }),
    ),
    expect: [
      { code: 'ACTOR_TOKEN_NOT_OPAQUE', pointer: '/events/0/actor_token', subject: 'a', details: { kind: 'email-address' } },
      { code: 'ACTOR_TOKEN_NOT_OPAQUE', pointer: '/events/1/actor_token', subject: 'b', details: { kind: 'phone-number' } },
      { code: 'ACTOR_TOKEN_NOT_OPAQUE', pointer: '/events/2/actor_token', subject: 'c' },
      { code: 'OUTSIDE_WINDOW', pointer: '/events/2/occurred_at' },
    ],
    status: 'REVIEW',
    report: { counts: { qualifiedDemand: 2 }, uniqueExternalActors: 2 },
  },
  {
    name: 'opaque tokens pass: hex, a hash with @ but no domain, digits without +, a too-short or too-long +number',
    input: ledger(
      ev('a', 'buyer-reply', { actor_token: 'act-19b2e6f0' }),
      ev('b', 'buyer-reply', { actor_token: 'sha256@9f86d081884c7d65' }),
      ev('c', 'buyer-reply', { actor_token: '12345678901' }),
      ev('d', 'buyer-reply', { actor_token: '+1234567' }),
      ev('e', 'buyer-reply', { actor_token: '+1234567890123456' }),
      ev('f', 'buyer-reply', { actor_token: 'user@host.123' }),
    ),
    expect: [],
    absent: ['ACTOR_TOKEN_NOT_OPAQUE'],
  },
];
