import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { loopGroup, type Context } from '../context.js';

/**
 * Every rule that is not on a loop but reaches one (or a self-redirect) is flagged at its own
 * rule, sharing the loop's group key. Loop entries are memoized and a finding lists at most
 * MAX_LISTED_HOPS sources, so many rules sharing one long tail stay linear.
 */
export const chainIntoLoopRule = defineRule<Context>()({
  name: 'chain-into-loop',
  codes: {
    CHAIN_INTO_LOOP: {
      severity: 'error',
      message: '"{{source}}" leads after {{hops}} hops into a redirect loop at "{{loopEntry}}".',
      description: 'A redirect chain ends in a loop (or a self-redirect), so its source never reaches a page. Every rule that leads into the loop is flagged.',
      example: '`/x` → `/sale` (in a loop)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.nodes.forEach((_index, node) => {
      if (ctx.onCycle[node] || !ctx.intoLoop[node]) return;
      const rule = ctx.ruleOf(node);
      const { entry, hops } = ctx.entryOf(node);
      const { chain, truncated } = ctx.listSources(node, (hop) => hop === entry);
      const loopEntry = ctx.ruleOf(entry).source;
      if (!truncated) chain.push(loopEntry);
      findings.add('CHAIN_INTO_LOOP', {
        subject: rule.source,
        pointer: jsonPointer('redirects', rule.index),
        details: {
          source: rule.source,
          chain,
          chainTruncated: truncated,
          loopEntry: loopEntry,
          hops,
          group: loopGroup(ctx, ctx.cycleOf[node] as number),
        },
      });
    });
  },
});
