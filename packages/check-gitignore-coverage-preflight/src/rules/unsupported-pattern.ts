import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A line outside the portable subset is reported, never guessed at (it is not applied). */
export const unsupportedPatternRule = defineRule<Context>()({
  name: 'unsupported-pattern',
  codes: {
    UNSUPPORTED_PATTERN: {
      severity: 'warning',
      message: 'Pattern "{{pattern}}" is outside the supported portable subset ({{reason}}) and was not applied.',
      description: 'The pattern uses syntax outside the portable subset (line breaks, unknown escapes, POSIX classes, unclosed classes); it is reported rather than guessed at.',
      example: '`[[:digit:]].log`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, text, kind } of ctx.lines) {
      if (kind.kind !== 'unsupported') continue;
      findings.add('UNSUPPORTED_PATTERN', { subject: text, pointer: jsonPointer('patterns', index), details: { pattern: text, reason: kind.reason } });
    }
  },
});
