import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Every valid baseline URL needs a rule with its normalized source (invalid ones: validity rule). */
export const baselineRule = defineRule<Context>()({
  name: 'baseline-coverage',
  codes: {
    UNREDIRECTED_BASELINE_SOURCE: {
      severity: 'error',
      message: 'Legacy URL "{{source}}" has no redirect and would answer 404.',
      description: 'A baseline source is matched by no redirect rule after normalization.',
      example: '`/contact`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, source, location } of ctx.baseline) {
      if (!location.ok || ctx.nodeBySource.has(location.key)) continue;
      findings.add('UNREDIRECTED_BASELINE_SOURCE', {
        subject: source,
        pointer: jsonPointer('baseline_sources', index),
        details: { source, normalized: location.key },
      });
    }
  },
});
