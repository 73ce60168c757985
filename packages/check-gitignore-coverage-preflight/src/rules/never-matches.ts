import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A line git reads but whose glob wildmatch aborts on: it silently ignores nothing. */
export const neverMatchesRule = defineRule<Context>()({
  name: 'never-matches',
  codes: {
    PATTERN_NEVER_MATCHES: {
      severity: 'warning',
      message: 'Pattern "{{pattern}}" can match no path ({{reason}}); git reads it and ignores nothing with it.',
      description:
        'git reads the line, but its glob cannot match any path: an unclosed `[` class, an unknown `[:name:]` class, a trailing backslash, or nothing but slashes. git gives no warning; the files it was meant for stay unignored.',
      example: '`secrets/[.env`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, text, kind } of ctx.lines) {
      if (kind.kind !== 'never') continue;
      findings.add('PATTERN_NEVER_MATCHES', { subject: text, pointer: jsonPointer('patterns', index), details: { pattern: text, reason: kind.reason } });
    }
  },
});
