import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { sent } from '../lib/echo.js';

/**
 * Keys no rule reads are never dropped in silence: every one is listed in the call's
 * `unreadKeys`, and one whose name says it carries usage or price is flagged, since leaving it
 * out may understate the cost (5,000 cache-creation tokens under a key this check does not read
 * would otherwise cost nothing).
 */
export const unreadKeysRule = defineRule<Context>()({
  name: 'unread-keys',
  codes: {
    USAGE_KEY_UNREAD: {
      severity: 'warning',
      message: 'Call {{call}} has {{key}} = {{value}}, which this check does not price; the call\'s cost may be understated.',
      description:
        'A key of the call that this check does not read is named like usage or price (it contains token, usd, cost, price, cache, reasoning, batch, tier or context): whatever it counts is not in the total. Send it under a key the check reads, or fold it into one.',
      example: '`"cache_creation_input_tokens": 5000`, `"audio_tokens": 120`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      for (const key of view.unreadUsageKeys) {
        findings.add('USAGE_KEY_UNREAD', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, key),
          details: { call: view.subject ?? `#${view.index + 1}`, key, value: sent(view.call[key]) },
        });
      }
    }
  },
});
