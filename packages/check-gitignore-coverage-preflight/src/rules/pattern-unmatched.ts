import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { ancestors, type Context } from './context.js';
import { utf8Bytes } from './patterns.js';

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
    // Every valid path of either list and every directory above one: what a rule can match.
    const targets = new Set<string>();
    for (const entry of [...ctx.paths, ...ctx.tracked]) {
      if (entry.invalid !== null) continue;
      const bytes = utf8Bytes(entry.path);
      for (const dir of ancestors(bytes)) targets.add(dir);
      targets.add(bytes);
    }
    const haystack = [...targets].join('\u0000');
    for (const rule of ctx.rules) {
      const own = ctx.single(rule);
      let matched = false;
      for (const target of haystack.includes(rule.needle) ? targets : []) {
        if (target.includes(rule.needle) && own.checkIgnore(target).ignored) {
          matched = true;
          break;
        }
      }
      if (!matched) findings.add('PATTERN_UNMATCHED', { subject: rule.text, pointer: jsonPointer('patterns', rule.index), details: { pattern: rule.text } });
    }
  },
});
