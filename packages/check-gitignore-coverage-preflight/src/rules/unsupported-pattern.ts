import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A pattern no single line of a .gitignore can hold (a line break, a NUL) is reported, never guessed at (it is not applied). */
export const unsupportedPatternRule = defineRule<Context>()({
  name: 'unsupported-pattern',
  codes: {
    UNSUPPORTED_PATTERN: {
      severity: 'warning',
      message: 'Pattern "{{pattern}}" is not one .gitignore line ({{reason}}) and was not applied.',
      description: 'The entry holds a line break or a NUL character, which no single .gitignore line can (git would read two lines, or stop at the NUL); it is reported rather than guessed at.',
      example: '`"*.log\\n!keep.log"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, text, kind } of ctx.lines) {
      if (kind.kind !== 'unsupported') continue;
      findings.add('UNSUPPORTED_PATTERN', { subject: text, pointer: jsonPointer('patterns', index), details: { pattern: text, reason: kind.reason } });
    }
  },
});
