import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

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
  {
    // Japanese TTSG: "Horizontal subtitles - Maximum 13 full-width characters per line"; "Half-width
    // character, space, and punctuation counts as 0.5 characters" (Subtitle Edit
    // NetflixCheckMaxLineLength: "Single horizontal line length > 13").
    name: 'Japanese: 13 full-width characters per line, half-width ones count 0.5',
    input: {
      cues: [
        ck(1, 0, 7000, '今日はとても良い天気ですね。', { language: 'ja' }), // 14 full-width
        ck(2, 8000, 15000, '今日はNetflixで映画を', { language: 'ja-JP' }), // 7 full + 7 half = 10.5
      ],
    },
    expect: [{ code: 'LINE_TOO_LONG', pointer: '/cues/0/text', details: { id: '1', line: 1, length: 14, maximum: 13 } }],
    report: { cues: [{ longestLine: 14 }, { longestLine: 10.5, maxLineLength: 13 }] },
  },
  {
    // Korean TTSG §2 "16 characters per line; Latin characters, spaces, punctuation count as 0.5
    // character"; Subtitle Edit NetflixQualityController.SingleLineMaxLength: ko, zh 16; th 35.
    name: 'Korean and Chinese: 16 characters per line; Thai 35; a 43-character English line is still too long',
    input: {
      cues: [
        ck(1, 0, 5000, '오늘은 날씨가 정말 좋네요 그렇죠', { language: 'ko' }), // 14 full + 4 half = 16
        ck(2, 6000, 11000, '오늘은 날씨가 정말 좋네요 그렇지요', { language: 'ko' }), // 15 full + 4 half = 17
        ck(3, 12000, 17000, '我们今天去公园散步吧好不好呢朋友们', { language: 'zh' }), // 17
        ck(4, 18000, 23000, 'x'.repeat(36), { language: 'th' }),
        ck(5, 24000, 29000, 'x'.repeat(43), { language: 'en' }),
      ],
    },
    expect: [
      { code: 'LINE_TOO_LONG', pointer: '/cues/1/text', details: { length: 17, maximum: 16 } },
      { code: 'LINE_TOO_LONG', pointer: '/cues/2/text', details: { length: 17, maximum: 16 } },
      { code: 'LINE_TOO_LONG', pointer: '/cues/3/text', details: { length: 36, maximum: 35 } },
      { code: 'LINE_TOO_LONG', pointer: '/cues/4/text', details: { length: 43, maximum: 42 } },
    ],
  },
]);
