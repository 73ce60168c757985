import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** The visible text of each cue: present, at most two lines, each within its language's line length. */
export const textLayoutRule = defineRule<Context>()({
  name: 'text-layout',
  codes: {
    EMPTY_TEXT: {
      severity: 'error',
      message: 'Cue {{id}} has no visible text.',
      description: 'The text is empty, whitespace or markup only; the cue shows a blank box or nothing.',
      example: '`"   "`, `"<i></i>"`',
    },
    TOO_MANY_LINES: {
      severity: 'warning',
      message: 'Cue {{id}} has {{lines}} lines (maximum {{maximum}}).',
      description: 'More than two lines cover too much of the picture.',
      example: '3 lines',
    },
    LINE_TOO_LONG: {
      severity: 'warning',
      message: 'Cue {{id}} line {{line}} has {{length}} characters (maximum {{maximum}}).',
      description: 'A line longer than the cue language\'s limit (42 characters; Japanese 13, Korean and Chinese 16 with half-width characters at 0.5; Thai 35) may not fit the safe title area.',
      example: '47 characters',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { maxLines } = ctx.limits;
    for (const { index, id, text, limits } of ctx.cues) {
      const { maxLineLength } = limits;
      const pointer = jsonPointer('cues', index, 'text');
      if (text.empty) findings.add('EMPTY_TEXT', { subject: id, pointer, details: { id } });
      if (text.lines > maxLines) findings.add('TOO_MANY_LINES', { subject: id, pointer, details: { id, lines: text.lines, maximum: maxLines } });
      text.lineLengths.forEach((length, line) => {
        if (length > maxLineLength) findings.add('LINE_TOO_LONG', { subject: id, pointer, details: { id, line: line + 1, length, maximum: maxLineLength } });
      });
    }
  },
});
