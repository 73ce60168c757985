import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

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
    const changes = ctx.drift;
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
