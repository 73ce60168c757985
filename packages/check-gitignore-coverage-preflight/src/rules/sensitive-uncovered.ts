import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A secret-looking path that no ignore rule covers: `git add .` would stage it. */
export const sensitiveUncoveredRule = defineRule<Context>()({
  name: 'sensitive-uncovered',
  codes: {
    SENSITIVE_PATH_UNCOVERED: {
      severity: 'error',
      message: 'Sensitive-looking path "{{path}}" ({{rule}}) is not ignored.',
      description: 'A path that looks like a secret (key, credentials, .env, state file) is not matched by any ignore rule, so `git add .` would stage it.',
      example: '`config/.env.production` with only `.env` in `.gitignore`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, path, invalid, sensitive, ignored, by } of ctx.paths) {
      if (invalid !== null || sensitive === null || ignored) continue;
      findings.add('SENSITIVE_PATH_UNCOVERED', {
        subject: path,
        pointer: jsonPointer('paths', index),
        details: { path, rule: sensitive.label, ruleId: sensitive.id, negatedBy: by === null ? null : (ctx.patterns[by] as string) },
      });
    }
  },
});
