import { defineRule } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { DKIM_CODES } from '../lib/bulk-codes.js';
import { addIssue } from '../lib/issues.js';

/**
 * RFC 8058 §4: the List-Unsubscribe and List-Unsubscribe-Post fields need to be in the h= tag of
 * a valid DKIM-Signature (RFC 6376 §3.5). Signatures are read, not verified. The issues are
 * found in `prepare` (lib/issues.ts).
 */
export const dkimRule = defineRule<Context>()({
  name: 'dkim',
  codes: DKIM_CODES,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      // Bulk-sender rules do not bind transactional mail: the transactional rule notes its issues.
      if (view.messageClass === 'transactional') continue;
      for (const issue of view.issues.dkim) addIssue(findings, view.subject, issue);
    }
  },
});
