import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A supported pattern that matches no supplied path nor any directory above one. */
export const patternUnmatchedRule = defineRule<Context>()({
  name: 'pattern-unmatched',
  codes: {
    PATTERN_UNMATCHED: {
      severity: 'notice',
      message: 'Pattern "{{pattern}}" matches none of the supplied paths.',
      description: 'The pattern matches no supplied path nor any of their directories: it is stale, misspelled or meant for files not listed.',
      example: '`*.swp`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    // The matcher marked every line that matched a check-point of a valid path of either list.
    for (const rule of ctx.rules) {
      if (ctx.matched[rule.index] === 1) continue;
      findings.add('PATTERN_UNMATCHED', { subject: rule.text, pointer: jsonPointer('patterns', rule.index), details: { pattern: rule.text } });
    }
  },
});
