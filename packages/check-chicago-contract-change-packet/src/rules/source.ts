import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { isAfter } from '../lib/instants.js';
import { reasonText } from '../lib/source.js';

/** Where the rows come from and what they can be compared with: packet-level findings. */
export const sourceRule = defineRule<Context>()({
  name: 'source',
  codes: {
    NO_RECORDS: {
      severity: 'error',
      message: 'No contract rows were supplied: send `records`, or call the gateway, which reaches the maintained source ({{dataset}}) for you.',
      description:
        'The request has no `records` and no maintained-source rows came with the run (an offline `run()` without records); nothing can be compared.',
      example: '`{ "query": { "field": "vendor", "value": "Lakeside Paving" } }` run offline',
    },
    FALLBACK_SOURCE: {
      severity: 'warning',
      message: 'The maintained source did not answer; the result rests on the retained snapshot captured at {{capturedAt}}.',
      description:
        'The source mode is `fallback`: the live source failed or timed out and the newest retained snapshot was used, so rows published since it was captured are missing.',
      example: 'source timeout, snapshot of yesterday used',
    },
    NO_BASELINE: {
      severity: 'notice',
      message: 'No earlier snapshot to compare with: the {{count}} current rows are listed, but the result cannot show which contracts are newly awarded.',
      description:
        'The first live query for a fingerprint (no retained baseline yet), or a request without `previous_snapshot`: every row gets the verdict `listed`. The next query can compare with the snapshot retained now.',
      example: 'first live query; `records` without `previous_snapshot`',
    },
    BASELINE_NEWER_THAN_CURRENT: {
      severity: 'warning',
      message: 'The baseline ({{baselineCapturedAt}}) is later than the current rows ({{currentGeneratedAt}}): the comparison may run backwards.',
      description:
        "The baseline's capture time is after the time the current rows were generated (`records_generated_at`, or the capture time of the maintained snapshot), so \"newly listed\" and \"no longer listed\" may be swapped.",
      example: 'baseline 2026-03-02, rows 2026-03-01',
    },
    SOURCE_OLDER_THAN_BASELINE: {
      severity: 'warning',
      message:
        'The source behind the current rows was last updated at {{currentSourceUpdatedAt}}, before the source behind the baseline ({{baselineSourceUpdatedAt}}): the current rows come from an older publication of the dataset.',
      description:
        "Both sides carry the dataset's last-update time (Socrata `rowsUpdatedAt`: `source_updated_at`, or the snapshots'), and the current one is earlier, compared as instants: a stale copy or a restored dataset, so rows may look newly listed or gone that only differ between publications.",
      example: '`source_updated_at` 2026-01-15, `previous_snapshot.source_updated_at` 2026-01-31',
    },
    RESULTS_TRUNCATED: {
      severity: 'warning',
      message: 'The comparison covers only the {{returned}} returned rows: {{reasonText}}.',
      description:
        'The current rows are marked `truncated`, `total_records` exceeds them, or the maintained query hit `max_results`: a baseline row "no longer listed" may only lie beyond the returned rows.',
      example: '`truncated: true`; `total_records: 120` with 50 rows',
    },
    BASELINE_TRUNCATED: {
      severity: 'warning',
      message: 'The baseline holds only {{returned}} rows: {{reasonText}}; a row "newly listed" may only have been beyond them.',
      description:
        "The baseline is marked `truncated`, its `total_records` exceeds its rows, or the retained baseline hit `max_results`: it is not the source's complete answer.",
      example: '`previous_snapshot.truncated: true`',
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
    if (ctx.baseline === null) {
      findings.add('NO_BASELINE', { details: { count: ctx.rows.length, sourceMode: ctx.mode } });
    } else if (ctx.currentGeneratedAt !== null && isAfter(ctx.baseline.capturedAt, ctx.currentGeneratedAt)) {
      findings.add('BASELINE_NEWER_THAN_CURRENT', {
        details: { baselineCapturedAt: ctx.baseline.capturedAt, currentGeneratedAt: ctx.currentGeneratedAt, origin: ctx.baseline.origin },
      });
    }
    const baselineSourceUpdatedAt = ctx.baseline?.sourceUpdatedAt ?? null;
    if (ctx.currentSourceUpdatedAt !== null && baselineSourceUpdatedAt !== null && isAfter(baselineSourceUpdatedAt, ctx.currentSourceUpdatedAt)) {
      findings.add('SOURCE_OLDER_THAN_BASELINE', {
        details: { currentSourceUpdatedAt: ctx.currentSourceUpdatedAt, baselineSourceUpdatedAt, origin: (ctx.baseline as NonNullable<Context['baseline']>).origin },
      });
    }
    if (ctx.truncation !== null) {
      findings.add('RESULTS_TRUNCATED', {
        details: { ...ctx.truncation, reasonText: reasonText(ctx.truncation, ctx.maxResults) },
      });
    }
    const baselineTruncation = ctx.baseline?.truncation ?? null;
    if (baselineTruncation !== null) {
      findings.add('BASELINE_TRUNCATED', {
        details: { ...baselineTruncation, reasonText: reasonText(baselineTruncation, ctx.maxResults) },
      });
    }
  },
});
