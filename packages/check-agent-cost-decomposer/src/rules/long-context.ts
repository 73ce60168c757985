import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Long-context tiers (LiteLLM `input_cost_per_token_above_200k_tokens` and its siblings): the tier's
 * rates apply when `input_tokens` is above `long_context_threshold_tokens`; without a threshold they
 * can never apply.
 */
export const longContextRule = defineRule<Context>()({
  name: 'long-context',
  codes: {
    LONG_CONTEXT_THRESHOLD_MISSING: {
      severity: 'warning',
      message: 'Call {{call}} gives {{fields}} but no long_context_threshold_tokens; the base rates are used.',
      description:
        'Long-context rates are given without the input-token threshold above which they apply, so they are never applied: if the call crossed the threshold its cost is understated.',
      example: '`long_context_input_usd_per_million: 6`, no threshold',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      const [first] = view.longContextUnanchored;
      if (first === undefined) continue;
      findings.add('LONG_CONTEXT_THRESHOLD_MISSING', {
        subject: view.subject,
        pointer: jsonPointer('calls', view.index, first),
        details: { call: view.subject ?? `#${view.index + 1}`, fields: view.longContextUnanchored },
      });
    }
  },
});
