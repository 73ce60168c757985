import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { examined, raise, type Context } from '../context.js';

/**
 * RFC 8058 §4: the List-Unsubscribe and List-Unsubscribe-Post fields need to be in the h= tag of
 * a valid DKIM-Signature (RFC 6376 §3.5). Signatures are read, not verified.
 */
export const dkimRule = defineRule<Context>()({
  name: 'dkim',
  codes: {
    DKIM_SIGNATURE_MISSING: {
      severity: 'error',
      message: 'The message carries no DKIM-Signature, so its unsubscribe headers are not signed.',
      description: 'RFC 8058 §4 requires a DKIM signature over the unsubscribe headers, and the bulk-sender rules require DKIM.',
      example: 'headers without `DKIM-Signature`',
    },
    DKIM_UNSUBSCRIBE_NOT_SIGNED: {
      severity: 'error',
      message: 'This DKIM-Signature does not sign {{missing}} ({{reason}}), and no other one does.',
      description:
        'No DKIM-Signature lists both List-Unsubscribe and List-Unsubscribe-Post in its h= tag (RFC 8058 §4; RFC 6376 §3.5), or its tag list does not parse (RFC 6376 §3.2).',
      example: '`h=from:to:subject:date`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (!examined(view)) continue;
      if (view.dkim.length === 0) {
        raise(ctx, findings, view, 'DKIM_SIGNATURE_MISSING', { pointer: view.headersPointer, details: {} });
        continue;
      }
      if (view.dkimCovers || view.noUnsubscribeHeaders) continue;
      for (const field of view.dkim) {
        raise(ctx, findings, view, 'DKIM_UNSUBSCRIBE_NOT_SIGNED', {
          pointer: field.pointer,
          details: { missing: field.missing.join(', '), reason: field.problem ?? 'not listed in h=' },
        });
      }
    }
  },
});
