import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Actors are opaque tokens: a token shaped like an e-mail address or a telephone number is
 * personal data in the packet (GDPR Art. 4(1) and 4(5): pseudonymised data can no longer be
 * attributed to a person without additional information kept separately).
 */
export const actorTokensRule = defineRule<Context>()({
  name: 'actor-tokens',
  codes: {
    ACTOR_TOKEN_NOT_OPAQUE: {
      severity: 'warning',
      message: 'Event "{{id}}" identifies its actor by what looks like {{shape}}; use an opaque token (for example a keyed hash) instead.',
      description:
        'An `actor_token` has the shape of an e-mail address (`local@domain.tld`) or an E.164 telephone number (`+` and 8–15 digits): the interface asks for opaque tokens, never personal data. The token still counts as given.',
      example: '`actor_token: "jane@example.com"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.events) {
      const shape = view.actorTokenShape;
      if (shape === null) continue;
      const { id } = view.event;
      findings.add('ACTOR_TOKEN_NOT_OPAQUE', {
        subject: id,
        pointer: jsonPointer('events', view.index, 'actor_token'),
        details: { id, shape: shape === 'email-address' ? 'an e-mail address' : 'a telephone number', kind: shape },
      });
    }
  },
});
