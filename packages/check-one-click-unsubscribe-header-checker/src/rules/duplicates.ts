import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import { examined, raise, type Context } from '../context.js';

/** A finding names at most this many of the group's keys; `count` is always the whole number. */
export const LISTED_KEYS = 20;

/**
 * RFC 8058 §3.1: the sender "places one List-Unsubscribe header field and one
 * List-Unsubscribe-Post header field in the message". Header names compare without regard to
 * case, so two keys that differ only in case are two fields. Each copy is flagged at its own key.
 * The keys a finding lists are the first LISTED_KEYS of the group, computed once per group, so a
 * group of k copies costs O(k) and not O(k²).
 */
export const duplicatesRule = defineRule<Context>()({
  name: 'duplicates',
  codes: {
    UNSUBSCRIBE_HEADER_DUPLICATED: {
      severity: 'error',
      message: '{{header}} appears {{count}} times; a message carries it once.',
      description: 'The message holds several List-Unsubscribe or List-Unsubscribe-Post fields (keys equal up to case); receivers may act on either, so one-click is not dependable.',
      example: '`List-Unsubscribe-Post` and `list-unsubscribe-post`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (!examined(view)) continue;
      for (const [header, fields] of [
        ['List-Unsubscribe', view.listUnsubscribe],
        ['List-Unsubscribe-Post', view.post],
      ] as const) {
        if (fields.length < 2) continue;
        const group = `${view.headersPointer}:${header.toLowerCase()}`;
        const keys = fields.slice(0, LISTED_KEYS).map((other) => other.key);
        for (const field of fields) {
          raise(ctx, findings, view, 'UNSUBSCRIBE_HEADER_DUPLICATED', {
            pointer: field.pointer,
            details: { header, count: fields.length, keys, group },
          });
        }
      }
    }
  },
});
