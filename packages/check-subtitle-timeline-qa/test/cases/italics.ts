import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

// Subtitle Edit NetflixCheckItalics.cs: HtmlUtil.FixInvalidItalicTags changes the text → "Fixed
// italics"; `controller.AllowItalics` false (ar, ko, zh) → "Italics not allowed".
export const italicsCases = defineCases<Input>([
  {
    name: 'an <i> never closed, a </i> that closes nothing, an <i> inside an open one',
    input: {
      cues: [
        c(1, 0, 2000, '<i>Previously on the show...'),
        c(2, 3000, 5000, 'Hello.</i>'),
        c(3, 6000, 8000, '<i>Hello <I>there</i>.</i>'),
        c(4, 9000, 11000, '<i>Hello,</i>\n< i >there.</ i>'),
      ],
    },
    expect: [
      { code: 'ITALIC_TAGS_UNBALANCED', pointer: '/cues/0/text', subject: '1', details: { id: '1', opened: 1, closed: 0, fault: 'unclosed' } },
      { code: 'ITALIC_TAGS_UNBALANCED', pointer: '/cues/1/text', details: { id: '2', opened: 0, closed: 1, fault: 'unopened' } },
      { code: 'ITALIC_TAGS_UNBALANCED', pointer: '/cues/2/text', details: { id: '3', opened: 2, closed: 2, fault: 'nested' } },
    ],
    status: 'REVIEW',
    absent: ['ITALICS_NOT_ALLOWED'],
  },
  {
    name: 'italics in Korean, Chinese and Arabic cues; none in Japanese',
    input: {
      cues: [
        ck(1, 0, 5000, '<i>안녕하세요</i>', { language: 'ko' }),
        ck(2, 6000, 11000, '<i>你好</i>', { language: 'zh-Hant' }),
        ck(3, 12000, 17000, '<i>مرحبا</i>', { language: 'ar' }),
        ck(4, 18000, 23000, '<i>こんにちは</i>', { language: 'ja' }),
      ],
    },
    expect: [
      { code: 'ITALICS_NOT_ALLOWED', pointer: '/cues/0/text', details: { id: '1', language: 'ko' } },
      { code: 'ITALICS_NOT_ALLOWED', pointer: '/cues/1/text', details: { id: '2', language: 'zh' } },
      { code: 'ITALICS_NOT_ALLOWED', pointer: '/cues/2/text', details: { id: '3', language: 'ar' } },
    ],
    absent: ['ITALIC_TAGS_UNBALANCED'],
  },
]);
