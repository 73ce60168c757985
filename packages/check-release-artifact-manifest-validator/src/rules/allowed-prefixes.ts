import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** With allowed_prefixes given, every file lives under one of them (prefixes are folders, or globs: see PrefixSet). */
export const allowedPrefixesRule = defineRule<Context>()({
  name: 'allowed-prefixes',
  codes: {
    PATH_OUTSIDE_ALLOWED_PREFIXES: {
      severity: 'error',
      message: 'File "{{path}}" is outside every allowed prefix.',
      description:
        'The policy lists allowed prefixes and the file lives under none of them, read as folders or, when they hold `*`, `?` or `[`, as globs the way in-toto reads `ALLOW` patterns.',
      example: '`config/app.yml` with prefixes `bin/`, `docs/`',
    },
  } as const satisfies CodeTable,
  check({ views, prefixes }, findings) {
    if (prefixes.size === 0) return;
    for (const { file, index, normalized } of views) {
      if (normalized === '' || prefixes.covers(normalized)) continue;
      findings.add('PATH_OUTSIDE_ALLOWED_PREFIXES', {
        subject: file.path,
        pointer: jsonPointer('files', index, 'path'),
        details: { path: file.path, normalized },
      });
    }
  },
});
