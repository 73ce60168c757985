import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { isAfter } from '../lib/instants.js';

/** Where the records come from and what they can be compared with: packet-level findings. */
export const sourceRule = defineRule<Context>()({
  name: 'source',
  codes: {
    NO_RECORDS: {
      severity: 'error',
      message: 'No permit records were supplied: send `records`, or call the gateway, which reaches the maintained source ({{dataset}}) for you.',
      description:
        'The request has no `records` and no maintained-source records came with the run (an offline `run()` without records); nothing can be compared.',
      example: '`{ "query": "1530 W Erie St" }` run offline',
    },
    FALLBACK_SOURCE: {
      severity: 'warning',
      message: 'The maintained source did not answer; the result rests on the retained snapshot captured at {{capturedAt}}.',
      description:
        'The source mode is `fallback`: the live feed failed or timed out and the newest retained snapshot was used, so permits issued since it was captured are missing.',
      example: 'feed timeout, snapshot of yesterday used',
    },
    NO_PREVIOUS_MATCHES: {
      severity: 'notice',
      message: 'No `previous.match_ids` were supplied: the {{count}} current matches are listed, but none can be shown to be new.',
      description: 'Without the prior match ids there is nothing to compare with; each current permit gets the verdict `listed`.',
      example: 'no `previous`',
    },
    PREVIOUS_NEWER_THAN_CURRENT: {
      severity: 'warning',
      message: 'The previous snapshot ({{previousGeneratedAt}}) is later than the current records ({{currentGeneratedAt}}): the comparison may run backwards.',
      description:
        '`previous.source_generated_at` is after the time the current records were generated (`records_generated_at`, or the capture time of the maintained snapshot), so "new" and "no longer listed" may be swapped.',
      example: 'previous 2026-03-02, records 2026-03-01',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (!ctx.available) {
      findings.add('NO_RECORDS', { details: { dataset: ctx.dataset } });
      return;
    }
    if (ctx.mode === 'fallback') {
      findings.add('FALLBACK_SOURCE', { details: { capturedAt: ctx.snapshot?.capturedAt ?? 'an unknown time', snapshot: ctx.snapshot?.id ?? null } });
    }
    if (ctx.previous === null) findings.add('NO_PREVIOUS_MATCHES', { details: { count: ctx.permits.length } });
    if (ctx.previousGeneratedAt !== null && ctx.currentGeneratedAt !== null && isAfter(ctx.previousGeneratedAt, ctx.currentGeneratedAt)) {
      findings.add('PREVIOUS_NEWER_THAN_CURRENT', {
        details: { previousGeneratedAt: ctx.previousGeneratedAt, currentGeneratedAt: ctx.currentGeneratedAt },
      });
    }
  },
});
