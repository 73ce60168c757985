import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal, ZERO } from '../lib/decimal.js';

/** Cache reads and writes: parts of `input_tokens`; cache reads billed at their own rate when one is given. */
export const cacheRule = defineRule<Context>()({
  name: 'cached-tokens',
  codes: {
    CACHED_EXCEEDS_INPUT: {
      severity: 'error',
      message:
        'Call {{call}} reports {{cachedInputTokens}} cache-read and {{cacheWriteTokens}} cache-write tokens but only {{inputTokens}} input tokens; the call is left out of the totals.',
      description:
        'Cache reads and cache writes (5-minute and 1-hour) are parts of the input tokens here, so more of them than input tokens would make the uncached part negative (a log that counts them separately must add them to input_tokens).',
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
      const { input_tokens: inputTokens } = view.readings;
      if (view.cachedExceedsInput && inputTokens.ok) {
        // At the first cache count the call sends: the one a reader looks at first.
        const field = (['cached_input_tokens', 'cache_write_tokens', 'cache_write_1h_tokens'] as const).find((key) =>
          Object.prototype.hasOwnProperty.call(view.call, key),
        );
        const writes = (view.cacheWriteTokens ?? ZERO).plus(view.cacheWrite1hTokens ?? ZERO);
        findings.add('CACHED_EXCEEDS_INPUT', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, field ?? 'input_tokens'),
          details: {
            call,
            cachedInputTokens: formatDecimal(view.cachedTokens ?? ZERO),
            cacheWriteTokens: formatDecimal(writes),
            inputTokens: formatDecimal(inputTokens.value),
          },
        });
      }
      for (const fallback of view.fallbacks) {
        if (fallback.field !== 'cached_input_tokens') continue;
        findings.add('CACHED_RATE_MISSING', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, 'cached_input_tokens'),
          details: {
            call,
            cachedInputTokens: formatDecimal(fallback.tokens),
            inputUsdPerMillion: fallback.rate === null ? null : formatDecimal(fallback.rate),
          },
        });
      }
    }
  },
});
