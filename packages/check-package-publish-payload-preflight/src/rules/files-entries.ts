import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * A plain `files` entry that matches nothing in the pack. npm-packlist ignores such an entry (it
 * adds no file and breaks nothing), so this is a notice; an entry naming the empty build folder an
 * entrypoint points into is part of that NO_RUNTIME_OUTPUT group instead.
 */
export const filesEntriesRule = defineRule<Context>()({
  name: 'files-entries',
  codes: {
    FILES_ENTRY_UNMATCHED: {
      severity: 'notice',
      message: 'files entry "{{entry}}" matches no packed file or folder; npm ignores it.',
      description: 'A plain entry of `files` (no glob, no negation) names no packed file or folder. npm ignores it, so nothing breaks; it may be stale.',
      example: '`files: ["bin/", "lib/"]` with no `bin/` folder',
    },
  } as const satisfies CodeTable,
  check({ unmatchedFiles }, findings) {
    for (const { entry, index, pointer } of unmatchedFiles) {
      findings.add('FILES_ENTRY_UNMATCHED', { subject: entry, pointer, details: { entry, index } });
    }
  },
});
