import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A path must name a file inside the release: not empty, not absolute, no "..". */
export const pathFormRule = defineRule<Context>()({
  name: 'path-form',
  codes: {
    EMPTY_PATH: {
      severity: 'error',
      message: 'A file entry has an empty path.',
      description: 'The path is empty or names only the release root, so the entry addresses no file.',
      example: '`""`, `./`',
    },
    ABSOLUTE_PATH: {
      severity: 'error',
      message: 'File "{{path}}" has an absolute path.',
      description: 'The path starts at a file-system root or drive letter; extracting it writes outside the release folder.',
      example: '`/etc/passwd`, `C:\\release\\app.exe`',
    },
    PATH_TRAVERSAL: {
      severity: 'error',
      message: 'File "{{path}}" climbs out of its folder with "..".',
      description: 'The path contains a ".." segment; extracting it may write outside the release folder (zip-slip).',
      example: '`docs/../../x`',
    },
  } as const satisfies CodeTable,
  check({ views }, findings) {
    for (const { file, index, normalized, absolute, traversal } of views) {
      const located = { subject: file.path, pointer: jsonPointer('files', index, 'path'), details: { path: file.path } };
      if (normalized === '') {
        findings.add('EMPTY_PATH', located);
        continue;
      }
      if (absolute) findings.add('ABSOLUTE_PATH', located);
      if (traversal) findings.add('PATH_TRAVERSAL', located);
    }
  },
});
