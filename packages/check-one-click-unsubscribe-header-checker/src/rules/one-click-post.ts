import { defineRule } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { ONE_CLICK_POST_CODES } from '../lib/bulk-codes.js';
import { addIssue } from '../lib/issues.js';

/**
 * RFC 8058 §3.1: List-Unsubscribe-Post MUST contain the single key/value pair
 * List-Unsubscribe=One-Click. The issues are found in `prepare` (lib/issues.ts).
 */
export const oneClickPostRule = defineRule<Context>()({
  name: 'one-click-post',
  codes: ONE_CLICK_POST_CODES,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      // Bulk-sender rules do not bind transactional mail: the transactional rule notes its issues.
      if (view.messageClass === 'transactional') continue;
      for (const issue of view.issues.oneClickPost) addIssue(findings, view.subject, issue);
    }
  },
});
