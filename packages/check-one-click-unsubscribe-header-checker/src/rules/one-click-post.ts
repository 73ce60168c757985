import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { examined, ONE_CLICK_VALUE, raise, type Context } from '../context.js';

/** RFC 8058 §3.1: List-Unsubscribe-Post MUST contain the single key/value pair List-Unsubscribe=One-Click. */
export const oneClickPostRule = defineRule<Context>()({
  name: 'one-click-post',
  codes: {
    LIST_UNSUBSCRIBE_POST_MISSING: {
      severity: 'error',
      message: 'The message has no List-Unsubscribe-Post header, so receivers cannot unsubscribe with one click.',
      description: 'Without `List-Unsubscribe-Post: List-Unsubscribe=One-Click` receivers must not POST to the List-Unsubscribe URI (RFC 8058 §3.1, §3.2).',
      example: 'only `List-Unsubscribe: <https://…>`',
    },
    LIST_UNSUBSCRIBE_POST_INVALID: {
      severity: 'error',
      message: 'List-Unsubscribe-Post is "{{value}}" instead of exactly "List-Unsubscribe=One-Click".',
      description: 'The field must hold the single key/value pair `List-Unsubscribe=One-Click` (RFC 8058 §3.1), spelled exactly; folding white space around it is ignored.',
      example: '`List-Unsubscribe=one-click` or `One-Click`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (!examined(view)) continue;
      if (view.post.length === 0) {
        raise(ctx, findings, view, 'LIST_UNSUBSCRIBE_POST_MISSING', { pointer: view.headersPointer, details: {} });
        continue;
      }
      for (const field of view.post) {
        if (field.value !== ONE_CLICK_VALUE) {
          raise(ctx, findings, view, 'LIST_UNSUBSCRIBE_POST_INVALID', { pointer: field.pointer, details: { value: field.value, header: field.key } });
        }
      }
    }
  },
});
