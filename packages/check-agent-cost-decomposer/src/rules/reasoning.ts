import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { formatDecimal } from '../lib/decimal.js';

/**
 * Reasoning tokens: a part of `output_tokens` (OpenAI `completion_tokens_details.reasoning_tokens`),
 * billed at `reasoning_usd_per_million` when given, else at the output rate (LiteLLM
 * `output_cost_per_reasoning_token`, falling back to the output rate).
 */
export const reasoningRule = defineRule<Context>()({
  name: 'reasoning-tokens',
  codes: {
    REASONING_EXCEEDS_OUTPUT: {
      severity: 'error',
      message: 'Call {{call}} reports {{reasoningTokens}} reasoning tokens but only {{outputTokens}} output tokens; the call is left out of the totals.',
      description:
        'Reasoning tokens are a part of the output tokens here (as in a usage record whose completion count includes them), so more reasoning than output tokens would make the rest of the output negative.',
      example: '`output_tokens: 800`, `reasoning_tokens: 2000`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      const outputTokens = view.readings.output_tokens;
      if (!view.reasoningExceedsOutput || !outputTokens.ok || view.reasoningTokens === null) continue;
      findings.add('REASONING_EXCEEDS_OUTPUT', {
        subject: view.subject,
        pointer: jsonPointer('calls', view.index, 'reasoning_tokens'),
        details: {
          call: view.subject ?? `#${view.index + 1}`,
          reasoningTokens: formatDecimal(view.reasoningTokens),
          outputTokens: formatDecimal(outputTokens.value),
        },
      });
    }
  },
});
