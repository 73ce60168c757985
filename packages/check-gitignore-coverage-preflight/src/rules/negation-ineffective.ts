import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, PathVerdict } from '../context.js';
import { folderAt } from '../lib/paths.js';

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
    // Each path's walk knows where each negation first matched it (a folder, or the path itself).
    const byNegation = new Map<number, Blocked[]>();
    for (const entry of ctx.paths) {
      if (entry.walk === null) continue;
      const { excluded, negations } = entry.walk;
      const folders = excluded.length;
      for (let k = 0; k < negations.length; k += 2) {
        const line = negations[k] as number;
        const checkpoint = negations[k + 1] as number;
        // A folder path's last check-points (the folder and the path as written) are one target.
        const at = entry.path.endsWith('/') ? Math.min(checkpoint, folders - 1) : checkpoint;
        if (at <= 0) continue;
        // The folder above the outermost target the negation matches must be excluded.
        const excludedBy = excluded[at - 1] as number;
        if (excludedBy < 0) continue;
        const blocked = byNegation.get(line);
        const item = { entry, directory: folderAt(entry.path, at - 1), excludedBy };
        if (blocked) blocked.push(item);
        else byNegation.set(line, [item]);
      }
    }
    for (const rule of ctx.negations) {
      const blocked = byNegation.get(rule.index) ?? [];
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
