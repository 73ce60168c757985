import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { looksLikeProgram } from '../lib/paths.js';
import type { Context } from '../context.js';

/** The executable bit belongs on programs and scripts, judged by role, folder and name. */
export const executableRule = defineRule<Context>()({
  name: 'executable',
  codes: {
    UNEXPECTED_EXECUTABLE: {
      severity: 'warning',
      message: 'File "{{path}}" is marked executable but is not a program or script.',
      description: 'The executable bit is set on a file whose name and role say it is data or documentation.',
      example: '`docs/README.md` executable',
    },
  } as const satisfies CodeTable,
  check({ views }, findings) {
    for (const { file, index, normalized } of views) {
      if (normalized === '' || file.executable !== true || looksLikeProgram(normalized, file.role)) continue;
      findings.add('UNEXPECTED_EXECUTABLE', {
        subject: file.path,
        pointer: jsonPointer('files', index, 'executable'),
        details: { path: file.path, role: file.role ?? null },
      });
    }
  },
});
