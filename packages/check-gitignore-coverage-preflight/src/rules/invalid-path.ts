import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A path git would never report (absolute, backslashes, empty or dot segments) is not evaluated. */
export const invalidPathRule = defineRule<Context>()({
  name: 'invalid-path',
  codes: {
    INVALID_PATH: {
      severity: 'warning',
      message: 'Path "{{path}}" is not a repository-relative path ({{reason}}) and was not evaluated.',
      description: 'Paths must be relative, "/"-separated and free of empty, "." and ".." segments, as git stores them.',
      example: '`../secrets/.env`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const lists = [['paths', ctx.paths], ['tracked_paths', ctx.tracked]] as const;
    for (const [list, entries] of lists) {
      for (const { index, path, invalid } of entries) {
        if (invalid !== null) findings.add('INVALID_PATH', { subject: path, pointer: jsonPointer(list, index), details: { path, reason: invalid } });
      }
    }
  },
});
