import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { gitDirectoryAlias } from '../lib/git.js';

/**
 * Names git refuses to write into its index or check out ("invalid path"): `.git` in any case,
 * and what NTFS or HFS+ would read as `.git`. One finding per path, for its first such component.
 */
export const gitNamesRule = defineRule<Context>()({
  name: 'git-names',
  codes: {
    GIT_RESERVED_NAME: {
      severity: 'error',
      message: 'Component "{{component}}" of "{{path}}" is git\'s ".git" directory ({{alias}}); git refuses the path.',
      description: 'A component is ".git" in any case, or a name NTFS or HFS+ reads as ".git" (".git.", ".git ", "git~1", ".git::$INDEX_ALLOCATION", ".git" with zero-width characters); git rejects the path as invalid (core.protectNTFS, core.protectHFS).',
      example: '`GIT~1/config`, `.Git/hooks/x`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer, components } of ctx.paths) {
      for (const component of components) {
        if (component === '') continue;
        const alias = gitDirectoryAlias(component);
        if (alias === null) continue;
        findings.add('GIT_RESERVED_NAME', { subject: path, pointer, details: { path, component, alias } });
        break;
      }
    }
  },
});
