import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

// Subtitle Edit NetflixCheckWhiteSpace.cs: LineEndingSpaceBefore `^( |\n|\r\n)[^\s]`,
// LineEndingSpaceAfter `[^\s]( |\n|\r\n)$`, SpacesBeforePunctuation `[^\s]( |\n|\r\n)[!?).,؟،…]`,
// TwoPlusConsequentSpaces `( |\n|\r\n){2,}`. Judged here on the visible text (markup removed).
export const whitespaceCases = defineCases<Input>([
  {
    name: 'spaces at the start or end of a line, markup not counted',
    input: { cues: [c(1, 0, 2000, ' Hello there.'), c(2, 3000, 5000, '<i>Hello there. </i>\nGeneral Kenobi.'), c(3, 6000, 8000, 'Hi.\n\u00a0Yes. ')] },
    expect: [
      { code: 'LEADING_OR_TRAILING_SPACE', pointer: '/cues/0/text', subject: '1', details: { id: '1', line: 1, side: 'start' } },
      { code: 'LEADING_OR_TRAILING_SPACE', pointer: '/cues/1/text', details: { id: '2', line: 1, side: 'end' } },
      { code: 'LEADING_OR_TRAILING_SPACE', pointer: '/cues/2/text', details: { id: '3', line: 2, side: 'start and end' } },
    ],
    status: 'READY',
    absent: ['DOUBLED_SPACE', 'EMPTY_TEXT', 'SPACE_BEFORE_PUNCTUATION', 'BLANK_LINE'],
  },
  {
    name: 'two or more spaces in a row between words, counted once per run',
    input: { cues: [c(1, 0, 2000, 'Hello  there,   General Kenobi.'), c(2, 3000, 5000, 'Hello <i> </i>there.')] },
    expect: [
      { code: 'DOUBLED_SPACE', pointer: '/cues/0/text', details: { id: '1', line: 1, runs: 2 } },
      { code: 'DOUBLED_SPACE', pointer: '/cues/1/text', details: { id: '2', line: 1, runs: 1 } },
    ],
    absent: ['LEADING_OR_TRAILING_SPACE'],
  },
  {
    // Netflix French TTSG asks for a (non-breaking) space before ! ? ; : — a French cue keeps them.
    name: 'a space before closing punctuation; French keeps its space before ! and ?',
    input: {
      cues: [
        c(1, 0, 2000, 'Really ? Yes !'),
        c(2, 3000, 5000, 'Wait ... what ( really )'),
        ck(3, 6000, 8000, 'Vraiment ? Oui !', { language: 'fr-CA' }),
        ck(4, 9000, 11000, 'Attends , quoi ?', { language: 'fr' }),
      ],
    },
    expect: [
      { code: 'SPACE_BEFORE_PUNCTUATION', pointer: '/cues/0/text', details: { id: '1', line: 1, mark: '?', count: 2 } },
      { code: 'SPACE_BEFORE_PUNCTUATION', pointer: '/cues/1/text', details: { id: '2', line: 1, mark: '.', count: 2 } },
      { code: 'SPACE_BEFORE_PUNCTUATION', pointer: '/cues/3/text', details: { id: '4', line: 1, mark: ',', count: 1 } },
    ],
    absent: ['DOUBLED_SPACE'],
  },
  {
    name: 'blank lines before, between or after lines of text (a blank middle line is a line); an all-blank cue is EMPTY_TEXT only',
    input: { cues: [c(1, 0, 2000, '\nHello.'), c(2, 3000, 5000, 'Hello.\n \nThere.'), c(3, 6000, 8000, 'Hello.<br>'), c(4, 9000, 11000, '\n \n')] },
    expect: [
      { code: 'BLANK_LINE', pointer: '/cues/0/text', details: { id: '1', line: 1 } },
      { code: 'BLANK_LINE', pointer: '/cues/1/text', details: { id: '2', line: 2 } },
      { code: 'TOO_MANY_LINES', pointer: '/cues/1/text', details: { id: '2', lines: 3 } },
      { code: 'BLANK_LINE', pointer: '/cues/2/text', details: { id: '3', line: 2 } },
      { code: 'EMPTY_TEXT', pointer: '/cues/3/text' },
    ],
    absent: ['LEADING_OR_TRAILING_SPACE'],
  },
]);
