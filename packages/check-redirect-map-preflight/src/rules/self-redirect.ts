import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A rule whose destination normalizes to its own source: a loop of one rule. */
export const selfRedirectRule = defineRule<Context>()({
  name: 'self-redirect',
  codes: {
    SELF_REDIRECT: {
      severity: 'error',
      message: '"{{source}}" redirects to itself ("{{destination}}" normalizes to {{normalized}}).',
      description: 'Source and destination are the same URL after normalization, so the redirect loops on itself.',
      example: '`/news` → `/news/`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.nodes.forEach((_index, node) => {
      if (ctx.next[node] !== node) return;
      const rule = ctx.ruleOf(node);
      findings.add('SELF_REDIRECT', {
        subject: rule.source,
        pointer: jsonPointer('redirects', rule.index),
        details: { source: rule.source, destination: rule.destination, normalized: rule.sourceKey ?? '' },
      });
    });
  },
});
