import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Ignore rules never apply to tracked files: a tracked secret stays, an ignored tracked file stays. */
export const trackedRule = defineRule<Context>()({
  name: 'tracked',
  codes: {
    SENSITIVE_PATH_TRACKED: {
      severity: 'error',
      message: 'Sensitive-looking path "{{path}}" ({{rule}}) is already tracked; ignoring it does not untrack it.',
      description: 'A secret-looking file is in the index; ignore rules never apply to tracked files, it must be removed with `git rm --cached` (and the secret rotated).',
      example: '`certs/server.pem` in `tracked_paths`',
    },
    TRACKED_PATH_IGNORED: {
      severity: 'warning',
      message: 'Tracked path "{{path}}" matches ignore pattern "{{pattern}}" but stays tracked.',
      description: 'An ignore rule covers a file git already tracks; git keeps tracking it, so the rule has no effect on it.',
      example: '`logs/app.log` tracked, `logs/` ignored',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, path, invalid, sensitive, ignored, by } of ctx.tracked) {
      if (invalid !== null) continue;
      const pointer = jsonPointer('tracked_paths', index);
      if (sensitive) {
        findings.add('SENSITIVE_PATH_TRACKED', { subject: path, pointer, details: { path, rule: sensitive.label, ruleId: sensitive.id, ignored } });
      } else if (ignored && by !== null) {
        findings.add('TRACKED_PATH_IGNORED', { subject: path, pointer, details: { path, pattern: ctx.patterns[by] as string } });
      }
    }
  },
});
