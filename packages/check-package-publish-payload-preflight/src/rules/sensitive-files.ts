import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Every pack entry that looks like a secret, at its own index of `pack_files`. */
export const sensitiveFilesRule = defineRule<Context>()({
  name: 'sensitive-files',
  codes: {
    SENSITIVE_FILE_PACKED: {
      severity: 'error',
      message: 'The pack contains "{{path}}" ({{kind}}).',
      description: 'A secret-looking file is packed: .env files, private keys, .npmrc and other credentials, .git or node_modules (bundled dependencies excepted).',
      example: '`.env.local`, `.npmrc`, `certs/server.key`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { entry, kind } of ctx.sensitive) {
      findings.add('SENSITIVE_FILE_PACKED', { subject: entry.raw, pointer: jsonPointer('pack_files', entry.index), details: { path: entry.path, kind } });
    }
  },
});
