import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Spaces in the visible text (markup removed), one finding per line and fault: a line that begins
 * or ends with a space, two or more spaces in a row, a space before closing punctuation (French
 * keeps its space before ! and ?), and blank lines among lines of text.
 */
export const whitespaceRule = defineRule<Context>()({
  name: 'whitespace',
  codes: {
    LEADING_OR_TRAILING_SPACE: {
      severity: 'notice',
      message: 'Cue {{id}} line {{line}} has a space at its {{side}}.',
      description: 'A line of the visible text begins or ends with a space (space, tab or no-break space); it shifts the centred line off centre.',
      example: '`" Hello."`',
    },
    DOUBLED_SPACE: {
      severity: 'notice',
      message: 'Cue {{id}} line {{line}} has {{runs}} run(s) of two or more spaces.',
      description: 'Two or more spaces in a row between words of a line.',
      example: '`"Hello  there."`',
    },
    SPACE_BEFORE_PUNCTUATION: {
      severity: 'notice',
      message: 'Cue {{id}} line {{line}} has a space before "{{mark}}" ({{count}} time(s)).',
      description: 'A space before closing punctuation (! ? ) . , …; in French only before ) . , … since French sets a space before ! and ?).',
      example: '`"Really ?"`',
    },
    BLANK_LINE: {
      severity: 'notice',
      message: 'Cue {{id}} line {{line}} is blank.',
      description: 'A line with no visible text before, between or after the lines of text shows as an empty row or pushes the text up.',
      example: '`"Hello.\\n\\nThere."`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, id, whitespace } of ctx.cues) {
      const pointer = jsonPointer('cues', index, 'text');
      for (const { line, side } of whitespace.edges) {
        findings.add('LEADING_OR_TRAILING_SPACE', { subject: id, pointer, details: { id, line, side: side === 'both' ? 'start and end' : side } });
      }
      for (const { line, runs } of whitespace.doubled) findings.add('DOUBLED_SPACE', { subject: id, pointer, details: { id, line, runs } });
      for (const { line, mark, count } of whitespace.beforePunctuation) {
        findings.add('SPACE_BEFORE_PUNCTUATION', { subject: id, pointer, details: { id, line, mark, count } });
      }
      for (const line of whitespace.blank) findings.add('BLANK_LINE', { subject: id, pointer, details: { id, line } });
    }
  },
});
