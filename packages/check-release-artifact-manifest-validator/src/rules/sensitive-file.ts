import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Secret-looking files (the shared secret-path rules, plus .git and node_modules folders) may not ship. */
export const sensitiveFileRule = defineRule<Context>()({
  name: 'sensitive-file',
  codes: {
    SENSITIVE_FILE: {
      severity: 'error',
      message: 'File "{{path}}" looks sensitive ({{kind}}).',
      description: 'The release contains a secret-looking file: .env files, private keys, credential files, .git or node_modules folders.',
      example: '`config/.env.production`',
    },
  } as const satisfies CodeTable,
  check({ sensitive }, findings) {
    for (const { view: { file, index }, kind } of sensitive) {
      findings.add('SENSITIVE_FILE', { subject: file.path, pointer: jsonPointer('files', index, 'path'), details: { path: file.path, kind } });
    }
  },
});
