import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '../lib/decimal.js';

/**
 * Cache writes (LiteLLM `cache_creation_input_token_cost`, `cache_creation_input_token_cost_above_1hr`):
 * a provider that charges a premium for writing the cache bills them above the input rate, so a
 * write priced at a stand-in rate may be understated.
 */
export const cacheWritesRule = defineRule<Context>()({
  name: 'cache-writes',
  codes: {
    CACHE_WRITE_RATE_MISSING: {
      severity: 'warning',
      message: 'Call {{call}} has {{tokens}} {{field}} and no {{missing}}; they are billed at {{billedAt}} ({{rate}}).',
      description:
        'Cache-write tokens without their own rate are billed at a stand-in: 1-hour writes at the 5-minute write rate, 5-minute writes at the input rate. A provider that charges a write premium (1.25× or 2× the input rate) is then understated.',
      example: '`cache_write_tokens: 5000`, no `cache_write_usd_per_million`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      for (const fallback of view.fallbacks) {
        if (fallback.field === 'cached_input_tokens') continue;
        findings.add('CACHE_WRITE_RATE_MISSING', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, fallback.field),
          details: {
            call: view.subject ?? `#${view.index + 1}`,
            field: fallback.field,
            tokens: formatDecimal(fallback.tokens),
            missing: fallback.missing,
            billedAt: fallback.billedAt,
            rate: fallback.rate === null ? null : formatDecimal(fallback.rate),
          },
        });
      }
    }
  },
});
