import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '../lib/decimal.js';

/** Cached input tokens: a part of `input_tokens`, billed at their own rate when one is given. */
export const cacheRule = defineRule<Context>()({
  name: 'cached-tokens',
  codes: {
    CACHED_EXCEEDS_INPUT: {
      severity: 'error',
      message: 'Call {{call}} reports {{cachedInputTokens}} cached input tokens but only {{inputTokens}} input tokens; the call is left out of the totals.',
      description: 'Cached tokens are a part of the input tokens here, so more cached than input tokens would make the uncached part negative (a log that counts them separately must add them to input_tokens).',
      example: '`input_tokens: 12000`, `cached_input_tokens: 40000`',
    },
    CACHED_RATE_MISSING: {
      severity: 'warning',
      message: 'Call {{call}} has {{cachedInputTokens}} cached input tokens and no cached_input_usd_per_million; they are billed at the input rate {{inputUsdPerMillion}}.',
      description: 'Without a cached rate the cached tokens are billed at the full input rate, which overstates the cost if the provider discounts cache reads.',
      example: '`cached_input_tokens: 5000`, no cached rate',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      const call = view.subject ?? `#${view.index + 1}`;
      const pointer = jsonPointer('calls', view.index, 'cached_input_tokens');
      const { input_tokens: inputTokens, input_usd_per_million: inputRate } = view.readings;
      if (view.cachedExceedsInput && view.cachedTokens && inputTokens.ok) {
        findings.add('CACHED_EXCEEDS_INPUT', {
          subject: view.subject,
          pointer,
          details: { call, cachedInputTokens: formatDecimal(view.cachedTokens), inputTokens: formatDecimal(inputTokens.value) },
        });
      }
      if (view.cachedAtInputRate && view.cachedTokens) {
        findings.add('CACHED_RATE_MISSING', {
          subject: view.subject,
          pointer,
          details: {
            call,
            cachedInputTokens: formatDecimal(view.cachedTokens),
            inputUsdPerMillion: inputRate.ok ? formatDecimal(inputRate.value) : null,
          },
        });
      }
    }
  },
});
