import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { c, ck } from './helpers.js';

const cues = [c(1, 0, 2000, 'x'.repeat(27))];
// 38 characters in 2 s: 19 cps.
const nineteen = 'We should go before the storm, really.';

export const readingSpeedCases = defineCases<Input>([
  {
    name: '27 characters in 2 s pass the default 17 cps',
    input: { cues },
    expect: [],
    absent: ['READING_SPEED_TOO_HIGH'],
    report: { readingSpeed: { overLimit: 0, fastestId: '1', fastestCharactersPerSecond: 13.5 } },
  },
  {
    name: 'a custom reading-speed limit (13 cps, children\'s content)',
    input: { cues, max_characters_per_second: 13 },
    expect: [
      { code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/0/text', details: { id: '1', characters: 27, durationMs: 2000, charactersPerSecond: 13.5, limit: 13 } },
    ],
    status: 'REVIEW',
    report: { limits: { maxCharactersPerSecond: 13 }, readingSpeed: { overLimit: 1 } },
  },
  {
    name: '14 cps is not exceeded by 13.5',
    input: { cues, max_characters_per_second: 14 },
    expect: [],
    absent: ['READING_SPEED_TOO_HIGH'],
  },
  {
    // English Template TTSG §2 "Adult programs: 200 words per minute / 17 characters per second"
    // applies without a language; English (USA) TTSG "Reading Speed Limits": adult programs 20
    // cps (Subtitle Edit NetflixQualityController.CharactersPerSecond: `case "en": return 20;`).
    name: 'English adult programs allow 20 cps: 19 cps passes with language "en-US", is flagged without a language',
    input: { cues: [ck(1, 0, 2000, nineteen, { language: 'en-US' }), c(2, 3000, 5000, nineteen)] },
    expect: [{ code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/1/text', details: { id: '2', charactersPerSecond: 19, limit: 17 } }],
    report: { cues: [{ language: 'en', maxCharactersPerSecond: 20 }, { language: null, maxCharactersPerSecond: 17 }] },
  },
  {
    // English (USA) TTSG: children's programs 17 cps (Subtitle Edit: IsChildrenProgram, `case "en": return 17;`);
    // English Template TTSG §2 "Children's programs: 160 words per minute / 13 characters per second".
    name: 'children\'s programs: English 17 cps, other languages 13 cps',
    input: { cues: [ck(1, 0, 2000, nineteen, { language: 'en', children: true }), ck(2, 3000, 5000, 'x'.repeat(27), { language: 'de', children: true })] },
    expect: [
      { code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/0/text', details: { id: '1', charactersPerSecond: 19, limit: 17 } },
      { code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/1/text', details: { id: '2', charactersPerSecond: 13.5, limit: 13 } },
    ],
  },
  {
    // Subtitle Edit NetflixQualityController.CharactersPerSecond: Japanese 4, Korean 12, Chinese 9
    // (adult); Korean SDH 14. Netflix "How is reading speed measured?": "For single-byte (half
    // width) characters for character-based languages, punctuation and Latin characters count as
    // 0.5 character".
    name: 'character-based languages: Japanese 4, Chinese 9, Korean 12 cps (SDH 14), half-width characters count 0.5',
    input: {
      cues: [
        ck(1, 0, 2000, 'おはようございます', { language: 'ja' }), // 9 in 2 s = 4.5
        ck(2, 3000, 5000, '早上好，今天天气很好', { language: 'zh-Hans' }), // 10 in 2 s = 5
        ck(3, 6000, 8000, '안녕하세요 OK 12345\n좋아요 감사합니다', { language: 'ko' }), // 13 full + 10 half = 18 in 2 s = 9
        ck(4, 9000, 10000, '안녕하세요 반갑습니다 고마', { language: 'ko', sdh: true }), // 12 full + 2 half = 13 in 1 s: over 12, within SDH 14
      ],
    },
    expect: [{ code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/0/text', details: { id: '1', characters: 9, charactersPerSecond: 4.5, limit: 4 } }],
    report: {
      cues: [
        { language: 'ja', characters: 9, maxCharactersPerSecond: 4 },
        { language: 'zh', characters: 10, maxCharactersPerSecond: 9 },
        { language: 'ko', characters: 18, maxCharactersPerSecond: 12 },
        { language: 'ko', characters: 13, charactersPerSecond: 13, maxCharactersPerSecond: 14 },
      ],
    },
  },
  {
    name: 'max_characters_per_second overrides every language\'s limit',
    input: { cues: [ck(1, 0, 2000, nineteen, { language: 'en' })], max_characters_per_second: 15 },
    expect: [{ code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/0/text', details: { limit: 15 } }],
  },
  {
    name: 'a language key that is not a language tag is ignored (template limits)',
    input: { cues: [ck(1, 0, 2000, nineteen, { language: 42 }), ck(2, 3000, 5000, nineteen, { language: 'e' })] },
    expect: [
      { code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/0/text', details: { limit: 17 } },
      { code: 'READING_SPEED_TOO_HIGH', pointer: '/cues/1/text', details: { limit: 17 } },
    ],
    report: { cues: [{ language: null }, { language: null }] },
  },
]);
