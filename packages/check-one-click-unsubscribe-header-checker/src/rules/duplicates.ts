import { defineRule } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { DUPLICATE_CODES } from '../lib/bulk-codes.js';
import { addIssue } from '../lib/issues.js';

/**
 * RFC 8058 §3.1: one List-Unsubscribe and one List-Unsubscribe-Post field per message; each
 * copy is flagged at its own key. The issues are found in `prepare` (lib/issues.ts).
 */
export const duplicatesRule = defineRule<Context>()({
  name: 'duplicates',
  codes: DUPLICATE_CODES,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      // Bulk-sender rules do not bind transactional mail: the transactional rule notes its issues.
      if (view.messageClass === 'transactional') continue;
      for (const issue of view.issues.duplicates) addIssue(findings, view.subject, issue);
    }
  },
});
