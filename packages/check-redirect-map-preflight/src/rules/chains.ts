import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { finalTargetOf, MAX_CRAWLER_HOPS, NONE, type Context } from '../context.js';

/**
 * A chain longer than MAX_CRAWLER_HOPS (10) is also an error: Google's crawlers follow up to 10
 * redirect hops and report a redirect error past that (Google Search Central, "How HTTP status
 * codes, and network and DNS errors affect Google Search").
 *
 * Every rule that reaches its final target only after two or more hops is flagged at its own rule
 * (`/x -> /y -> /z -> /end`: `/x` with 3 hops, `/y` with 2; `/z` has one hop and is fine). Rules
 * that end at one final target share its group key. A finding lists at most MAX_LISTED_HOPS
 * sources; hop counts and final targets stay exact.
 */
export const chainsRule = defineRule<Context>()({
  name: 'redirect-chain',
  codes: {
    REDIRECT_CHAIN: {
      severity: 'warning',
      message: '"{{source}}" reaches its final target "{{finalTarget}}" only after {{hops}} hops.',
      description: 'A destination is itself a redirected source; each extra hop costs a round trip and crawl budget, so every rule of the chain should point at the final target. Every rule with two or more hops is flagged.',
      example: '`/old` → `/shoes` → `/footwear/`',
    },
    REDIRECT_CHAIN_TOO_LONG: {
      severity: 'error',
      message: '"{{source}}" needs {{hops}} hops to reach "{{finalTarget}}"; Google\'s crawlers follow at most {{limit}}.',
      description:
        'A rule reaches its final target only after more than 10 hops: Google\'s crawlers follow up to 10 redirect hops and then report a redirect error, so the source is never resolved for search. Flagged besides `REDIRECT_CHAIN`.',
      example: '`/v1` → `/v2` → … → `/v12` (11 hops from `/v1`)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.nodes.forEach((_index, node) => {
      if (ctx.intoLoop[node] || (ctx.hops[node] as number) < 2) return;
      const rule = ctx.ruleOf(node);
      const final = finalTargetOf(ctx, node);
      const { chain, truncated } = ctx.listSources(node, (hop) => hop === NONE);
      if (!truncated) chain.push(final.target);
      const details = {
        source: rule.source,
        chain,
        chainTruncated: truncated,
        finalTarget: final.target,
        finalTargetValid: final.rule.destinationKey !== null,
        hops: ctx.hops[node] as number,
        group: final.group,
      };
      const at = { subject: rule.source, pointer: jsonPointer('redirects', rule.index) };
      findings.add('REDIRECT_CHAIN', { ...at, details });
      if (details.hops > MAX_CRAWLER_HOPS) findings.add('REDIRECT_CHAIN_TOO_LONG', { ...at, details: { ...details, limit: MAX_CRAWLER_HOPS } });
    });
  },
});
