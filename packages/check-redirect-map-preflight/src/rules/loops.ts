import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { loopGroup, MAX_LISTED_HOPS, type Context } from '../context.js';

/**
 * A loop of N rules (N >= 2) gives N findings, one at each member rule, with one `details.group`.
 * Each lists the cycle from its own rule, at most MAX_LISTED_HOPS sources, so a long loop stays
 * linear in output; `report.loops` has every cycle once, in full.
 */
export const loopsRule = defineRule<Context>()({
  name: 'redirect-loop',
  codes: {
    REDIRECT_LOOP: {
      severity: 'error',
      message: 'Rule "{{source}}" is part of a redirect loop of {{length}} rules: {{cycle}}.',
      description: 'Following the destinations returns to a URL already visited; browsers give up with a redirect-loop error. Every rule of the loop is flagged.',
      example: '`/sale` → `/promo` → `/sale`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.cycles.forEach((cycle, k) => {
      if (cycle.length < 2) return;
      findings.addGroup(
        'REDIRECT_LOOP',
        loopGroup(ctx, k),
        cycle.map((node, position) => {
          const rule = ctx.ruleOf(node);
          const listed = Math.min(cycle.length, MAX_LISTED_HOPS);
          const sources: string[] = [];
          for (let j = 0; j < listed; j++) sources.push(ctx.ruleOf(cycle[(position + j) % cycle.length] as number).source);
          const truncated = listed < cycle.length;
          sources.push(truncated ? '…' : rule.source);
          return {
            subject: rule.source,
            pointer: jsonPointer('redirects', rule.index),
            details: { source: rule.source, length: cycle.length, cycle: sources.join(' -> '), cycleTruncated: truncated },
          };
        }),
      );
    });
  },
});
