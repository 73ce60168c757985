import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { once, type Context } from './context.js';
import { reachedBy } from './entrypoints.js';
import type { PackEntry } from './files.js';

export interface Drift {
  /** Entries of `pack_files` whose path the previous pack lacked (repeats included). */
  added: PackEntry[];
  /** Entries of `previous_files` whose path is no longer packed, and whether an entrypoint reached it. */
  removed: Array<{ entry: PackEntry; entrypoint: boolean }>;
}

/** The difference to the previous pack; null without `previous_files`. */
export const drift = once((ctx: Context): Drift | null => {
  if (ctx.previous === null) return null;
  const { list, files: previousFiles } = ctx.previous;
  // What the current entrypoints reached in the previous pack.
  const formerEntrypoint = reachedBy(ctx.entries, previousFiles);
  return {
    added: ctx.packed.filter((entry) => !previousFiles.has(entry.path)),
    removed: list.filter((entry) => !ctx.files.has(entry.path)).map((entry) => ({ entry, entrypoint: formerEntrypoint(entry.path) })),
  };
});

/** With `previous_files`: every removed entry (an entrypoint's file blocks) and every added entry. */
export const baselineDriftRule = defineRule<Context>()({
  name: 'baseline-drift',
  codes: {
    ENTRYPOINT_REMOVED: {
      severity: 'error',
      message: '"{{path}}" was an entrypoint in the previous pack and is no longer packed.',
      description: 'A file that the declared entrypoints reached in the previous pack is gone; consumers importing it break.',
      example: '`bin/cli.js`, `dist/themes/contrast.css`',
    },
    FILE_REMOVED: {
      severity: 'warning',
      message: '"{{path}}" was packed before and is not packed now.',
      description: 'A file of the previous pack is missing from the new one; deep imports of it break.',
      example: '`dist/legacy.js`',
    },
    FILE_ADDED: {
      severity: 'notice',
      message: '"{{path}}" is newly packed.',
      description: 'A file is in the new pack but was not in the previous one.',
      example: '`bin/cli.ts`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const changes = drift(ctx);
    if (changes === null) return;
    for (const { entry, entrypoint } of changes.removed) {
      const at = { subject: entry.raw, pointer: jsonPointer('previous_files', entry.index), details: { path: entry.path } };
      if (entrypoint) findings.add('ENTRYPOINT_REMOVED', at);
      else findings.add('FILE_REMOVED', at);
    }
    for (const entry of changes.added) {
      findings.add('FILE_ADDED', { subject: entry.raw, pointer: jsonPointer('pack_files', entry.index), details: { path: entry.path } });
    }
  },
});
