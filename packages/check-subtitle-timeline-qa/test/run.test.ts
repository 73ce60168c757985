import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';
import { countCharacters, textStats } from '../src/lib/text.js';

type Cue = Input['cues'][number];
const c = (id: string | number, start_ms: number, end_ms: number, text = 'Hello there.'): Cue => ({ id, start_ms, end_ms, text });

// Plain input -> findings examples live in test/cases/ (one file per rule); this file keeps the
// sample, the schema-limit input and the tests against outside truth.
describe('subtitle-timeline-qa', () => {
  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'GAP_TOO_SHORT', 'LINE_TOO_LONG', 'READING_SPEED_TOO_HIGH', 'CUE_OVERLAP', 'DURATION_TOO_SHORT',
        'END_NOT_AFTER_START', 'EMPTY_TEXT', 'DURATION_TOO_LONG', 'DUPLICATE_CUE_ID', 'TOO_MANY_LINES',
      ]),
    );
    expect(first.status).toBe('BLOCKED');
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input: 1000 cues, every one overlapping and too fast', () => {
    const cues = Array.from({ length: 1000 }, (_, i) => c(i, 1000 * (999 - i), 1000 * (999 - i) + 1500, 'z'.repeat(40)));
    const result = run({ cues });
    expect(result.summary.cues).toBe(1000);
    expect(result.summary.overlaps).toBe(999);
    expect(result.summary.readingSpeedOverLimit).toBe(1000);
    // every neighbour pair is out of order and every time-neighbour pair overlaps: both members each
    const order = result.findings.filter((f) => f.code === 'CUE_OUT_OF_ORDER');
    expect(order).toHaveLength(2 * 999);
    expect(new Set(order.map((f) => f.details.group)).size).toBe(999);
    const overlaps = result.findings.filter((f) => f.code === 'CUE_OVERLAP');
    expect(overlaps).toHaveLength(2 * 999);
    expect(new Set(overlaps.map((f) => f.pointer)).size).toBe(2 * 999);
    // cue 999 is the first on the timeline (nothing before its start), cue 0 the last
    for (let i = 0; i < 1000; i++) {
      expect(overlaps.some((f) => f.pointer === `/cues/${i}/start_ms`)).toBe(i !== 999);
      expect(overlaps.some((f) => f.pointer === `/cues/${i}/end_ms`)).toBe(i !== 0);
    }
  });
});

// Outside truth: the limits of the Netflix Timed Text Style Guide (General Requirements):
// reading speed 17 characters per second for adult programs, 42 characters per line, 2 lines,
// minimum duration 5/6 of a second (20 frames at 24 fps; the product uses 833 ms), maximum 7
// seconds, minimum gap 2 frames (83.33 ms at 24 fps). Each limit is accepted at the boundary
// and flagged one unit past it.
describe('Netflix Timed Text Style Guide limits', () => {
  const one = (cue: Cue) => run({ cues: [cue] }).findings.map((f) => f.code);
  test('17 cps: 34 characters in 2 s pass, 35 do not', () => {
    expect(one(c(1, 0, 2000, 'a'.repeat(17) + '\n' + 'b'.repeat(17)))).toEqual([]);
    expect(one(c(1, 0, 2000, 'a'.repeat(17) + '\n' + 'b'.repeat(18)))).toEqual(['READING_SPEED_TOO_HIGH']);
  });
  test('42 characters per line, spaces and punctuation included', () => {
    const line42 = 'It is forty-two characters, exactly. Yes!!';
    expect(line42).toHaveLength(42);
    expect(one(c(1, 0, 5000, line42))).toEqual([]);
    expect(one(c(1, 0, 5000, `${line42}?`))).toEqual(['LINE_TOO_LONG']);
  });
  test('two lines at most', () => {
    expect(one(c(1, 0, 3000, 'one\ntwo'))).toEqual([]);
    expect(one(c(1, 0, 3000, 'one\ntwo\nsix'))).toEqual(['TOO_MANY_LINES']);
  });
  test('duration between 833 ms and 7 s', () => {
    expect(one(c(1, 0, 833, 'Hi.'))).toEqual([]);
    expect(one(c(1, 0, 832, 'Hi.'))).toEqual(['DURATION_TOO_SHORT']);
    expect(one(c(1, 0, 7000, 'Hi.'))).toEqual([]);
    expect(one(c(1, 0, 7001, 'Hi.'))).toEqual(['DURATION_TOO_LONG']);
  });
  // General Requirements §3 "Frame Gap: 2 frames minimum (regardless of frame rate)"; Subtitle
  // Edit NetflixCheckTwoFramesGap counts the gap in whole frames (MillisecondsToFrames rounds half
  // away from zero), so a 2-frame gap written in whole milliseconds (83 ms at 24 fps) passes.
  test('gaps under two frames at 24 fps, counted in whole frames, are flagged; contiguous cues too', () => {
    const gap = (ms: number) => run({ cues: [c(1, 0, 2000), c(2, 2000 + ms, 4000 + ms)] }).findings.map((f) => f.code);
    // both cues of the pair are flagged
    expect(gap(0)).toEqual(['GAP_TOO_SHORT', 'GAP_TOO_SHORT']);
    expect(gap(62)).toEqual(['GAP_TOO_SHORT', 'GAP_TOO_SHORT']);
    expect(gap(63)).toEqual([]);
    expect(gap(83)).toEqual([]);
    expect(gap(84)).toEqual([]);
    expect(gap(-1)).toEqual(['CUE_OVERLAP', 'CUE_OVERLAP']);
  });
  // Subtitle Timing Guidelines §1: "bumping up the out-time of the previous subtitle to two frames
  // before the in-time of the new subtitle" for gaps under half a second ("12 frames" at 24 fps);
  // Subtitle Edit NetflixCheckBridgeGaps: "3-11 frames gap => 2 frames gap" (gapInFrames > 2 &&
  // gapInFrames < round(fps / 2)).
  test('gaps of 3 to 11 frames at 24 fps are closed to 2 frames; 2 and 12 frames stay', () => {
    const gap = (ms: number) => run({ cues: [c(1, 0, 2000), c(2, 2000 + ms, 4000 + ms)] }).findings.map((f) => f.code);
    expect(gap(104)).toEqual([]); // 2.496 → 2 frames
    expect(gap(105)).toEqual(['GAP_SHOULD_BE_CLOSED', 'GAP_SHOULD_BE_CLOSED']); // 2.52 → 3 frames
    expect(gap(479)).toEqual(['GAP_SHOULD_BE_CLOSED', 'GAP_SHOULD_BE_CLOSED']); // 11.496 → 11 frames
    expect(gap(480)).toEqual([]); // 11.52 → 12 frames, half a second
  });
});

describe('visible characters', () => {
  test.each([
    ['<i>Hello</i>', 5, 1],
    ['<font color="#ffff00">Hey</font>', 3, 1],
    ['{\\an8}Top', 3, 1],
    ['<v Anna>Hi</v><c.yellow>!</c>', 3, 1],
    ['Tom &amp; Jerry', 11, 1],
    ['one\r\ntwo', 6, 2],
    ['one<br/>two', 6, 2],
    ['e\u0301te\u0301', 3, 1],
    ['👩‍👩‍👧 ok', 4, 1],
    ['\nlast\n', 4, 1],
  ])('%j has %i characters on %i lines', (text, characters, lines) => {
    expect(textStats(text)).toMatchObject({ characters, lines });
  });
});

describe('extreme but schema-valid times never produce non-JSON numbers', () => {
  test.each([
    ['denormal duration', -5e-324, 0],
    ['overflowing duration', -1.7e308, 1.7e308],
    ['huge finite speed', 0, 1e-300],
  ])('%s', (_name, start, end) => {
    const result = run({ cues: [{ id: 'x', start_ms: start, end_ms: end, text: 'abc' }, { id: 'y', start_ms: -1.7e308, end_ms: 1.7e308, text: 'b' }] });
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/Infinity|NaN/);
    expect(JSON.parse(text)).toEqual(result);
  });
});

// Outside truth for the counting shortcuts: Intl.Segmenter over the whole text. Below U+0300 only
// CR LF joins two characters; the other lines of a cue are segmented together, joined by LF.
describe('character counts agree with grapheme segmentation', () => {
  const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const segments = (text: string) => [...graphemes.segment(text)].length;
  test('every pair of characters below U+0300 is two clusters, except CR LF', () => {
    // Per first character, all its pairs in one text, apart by U+0000 (a control: always a break).
    const joined: [number, number][] = [];
    for (let a = 0; a < 0x300; a++) {
      const pairs = Array.from({ length: 0x300 }, (_, b) => String.fromCharCode(a, b));
      const count = 2 * pairs.length + (pairs.length - 1) - segments(pairs.join('\0'));
      if (count !== 0) joined.push([a, count]);
    }
    expect(joined).toEqual([[0x0d, 1]]);
  });

  test.each(['Tom\r\nJerry', 'Zoë à côté', 'e\u0301\u0301', '🇺🇸🇫🇷x', '👩‍👩‍👧', 'ก\u0e33', '\u1100\u1161\u11a8', '\u0600x'])('%j', (text) => {
    expect(countCharacters(text)).toBe(segments(text));
  });

  test('lines counted together equal lines counted one by one', () => {
    const lines = ['Zoë', '🇺🇸🇺', '🇸x', 'e\u0301', '', 'plain', '\u200d', 'ก\u0e33ก'];
    expect(textStats(lines.join('\n')).lineLengths).toEqual(lines.map(segments));
  });
});
