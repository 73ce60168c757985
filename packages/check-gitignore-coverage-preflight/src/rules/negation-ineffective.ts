import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { ancestors, type Context, type PathVerdict } from './context.js';
import { utf8Bytes } from './patterns.js';

interface Blocked {
  entry: PathVerdict;
  /** The excluded parent directory, with its trailing '/'. */
  directory: string;
  /** Index of the line that excluded it. */
  excludedBy: number;
}

/**
 * "It is not possible to re-include a file if a parent directory of that file is excluded"
 * (gitignore(5)). A negation that matches a path, or a directory above it, below an excluded
 * directory is a group fault: the negation line and every path it fails to re-include each get a
 * finding at their own pointer, sharing `details.group`.
 */
export const negationIneffectiveRule = defineRule<Context>()({
  name: 'negation-ineffective',
  codes: {
    NEGATION_INEFFECTIVE: {
      severity: 'warning',
      message: 'Negation "{{pattern}}" cannot re-include "{{path}}": its parent directory "{{directory}}" is excluded by "{{excludedBy}}".',
      description: 'Git cannot re-include a file when a parent directory of it is excluded, so the negation has no effect on these paths; the negation line and each path it fails to re-include are flagged.',
      example: '`logs/` then `!logs/keep.log`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const rule of ctx.negations) {
      const own = ctx.single(rule);
      const blocked: Blocked[] = [];
      for (const entry of ctx.paths) {
        if (entry.invalid !== null) continue;
        const bytes = utf8Bytes(entry.path);
        if (!bytes.includes(rule.needle)) continue;
        const chain = [...ancestors(bytes), bytes];
        // The outermost target the negation matches; the directory above it must be excluded.
        const at = chain.findIndex((target, i) => (i === chain.length - 1 ? own.checkIgnore(target) : own.test(target)).ignored);
        if (at <= 0) continue;
        const parent = ctx.full.test(chain[at - 1] as string);
        if (!parent.ignored || parent.rule?.mark === undefined) continue;
        blocked.push({ entry, directory: ancestors(entry.path)[at - 1] as string, excludedBy: Number(parent.rule.mark) });
      }
      const first = blocked[0];
      if (!first) continue;
      const detailsOf = ({ entry, directory, excludedBy }: Blocked) => ({
        pattern: rule.text,
        path: entry.path,
        directory,
        excludedBy: ctx.patterns[excludedBy] as string,
      });
      const pointer = jsonPointer('patterns', rule.index);
      findings.addGroup('NEGATION_INEFFECTIVE', pointer, [
        { subject: rule.text, pointer, details: { ...detailsOf(first), blockedPaths: blocked.length } },
        ...blocked.map((item) => ({ subject: item.entry.path, pointer: jsonPointer('paths', item.entry.index), details: detailsOf(item) })),
      ]);
    }
  },
});
