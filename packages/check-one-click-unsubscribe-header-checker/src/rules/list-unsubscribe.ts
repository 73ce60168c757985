import { defineRule } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { LIST_UNSUBSCRIBE_CODES } from '../lib/bulk-codes.js';
import { addIssue } from '../lib/issues.js';

/**
 * The List-Unsubscribe field (RFC 2369 §3.2) as RFC 8058 §3.1 needs it: present, well formed,
 * with an HTTPS URI to POST to. The issues are found in `prepare` (lib/issues.ts).
 */
export const listUnsubscribeRule = defineRule<Context>()({
  name: 'list-unsubscribe',
  codes: LIST_UNSUBSCRIBE_CODES,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      // Bulk-sender rules do not bind transactional mail: the transactional rule notes its issues.
      if (view.messageClass === 'transactional') continue;
      for (const issue of view.issues.listUnsubscribe) addIssue(findings, view.subject, issue);
    }
  },
});
