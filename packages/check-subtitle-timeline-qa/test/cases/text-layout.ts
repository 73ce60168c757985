import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c } from './helpers.js';

export const textLayoutCases = defineCases<Input>([
  {
    name: 'empty, whitespace-only and markup-only text',
    input: { cues: [c(1, 0, 1000, ''), c(2, 2000, 3000, ' \n\t'), c(3, 4000, 5000, '<i> </i>{\\an8}')] },
    expect: [
      { code: 'EMPTY_TEXT', pointer: '/cues/0/text', subject: '1' },
      { code: 'EMPTY_TEXT', pointer: '/cues/1/text', subject: '2' },
      { code: 'EMPTY_TEXT', pointer: '/cues/2/text', subject: '3' },
    ],
    absent: ['TOO_MANY_LINES', 'LINE_TOO_LONG'],
  },
  {
    name: 'lines: more than two, and lines over 42 visible characters (markup not counted)',
    input: { cues: [c(1, 0, 6000, `<i>${'y'.repeat(42)}</i>\n${'x'.repeat(43)}\nthird`)] },
    expect: [
      { code: 'LINE_TOO_LONG', pointer: '/cues/0/text', details: { id: '1', line: 2, length: 43, maximum: 42 } },
      { code: 'TOO_MANY_LINES', pointer: '/cues/0/text', details: { id: '1', lines: 3, maximum: 2 } },
    ],
    absent: ['EMPTY_TEXT'],
  },
]);
