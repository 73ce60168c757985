import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { finalTargetOf, type Context } from '../context.js';

/**
 * A chain (two or more hops) that passes through a temporary redirect (302, 303, 307) is flagged
 * at every rule of two or more hops whose way to the final target holds one. Google reads a
 * temporary redirect as a weak signal that the target is canonical (301 and 308 are strong), so
 * the old URL can stay indexed in place of the final one. A single temporary rule of one hop is a
 * legitimate temporary move and is not flagged.
 */
export const temporaryHopsRule = defineRule<Context>()({
  name: 'temporary-hop-in-chain',
  codes: {
    TEMPORARY_REDIRECT_IN_CHAIN: {
      severity: 'warning',
      message: '"{{source}}" reaches "{{finalTarget}}" in {{hops}} hops, {{temporaryHops}} of them temporary (first: "{{firstTemporary}}", {{firstTemporaryStatus}}).',
      description:
        'A chain passes through a rule whose `status` is 302, 303 or 307: Google treats a temporary redirect as a weak canonical signal, so the chain does not consolidate the old URL into its final target as a chain of 301/308 does. Point the rule at the final target with a permanent status.',
      example: '`/old` → `/shoes` (302) → `/footwear/`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.nodes.forEach((_index, node) => {
      if (ctx.intoLoop[node] || (ctx.hops[node] as number) < 2 || ctx.temporaryHops[node] === 0) return;
      const rule = ctx.ruleOf(node);
      const first = ctx.ruleOf(ctx.firstTemporary[node] as number);
      const final = finalTargetOf(ctx, node);
      findings.add('TEMPORARY_REDIRECT_IN_CHAIN', {
        subject: rule.source,
        pointer: jsonPointer('redirects', rule.index),
        details: {
          source: rule.source,
          hops: ctx.hops[node] as number,
          temporaryHops: ctx.temporaryHops[node] as number,
          firstTemporary: first.source,
          firstTemporaryStatus: first.status.code as number,
          finalTarget: final.target,
          group: final.group,
        },
      });
    });
  },
});
