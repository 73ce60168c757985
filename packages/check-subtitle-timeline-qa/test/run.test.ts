import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput, type Input } from '../src/index.js';
import { textStats } from '../src/rules/text.js';

type Cue = Input['cues'][number];
const c = (id: string | number, start_ms: number, end_ms: number, text = 'Hello there.'): Cue => ({ id, start_ms, end_ms, text });
const found = (input: Input) => run(input).findings.map((f) => `${f.code}@${f.pointer}`);

describe('subtitle-timeline-qa', () => {
  test('a clean timeline is READY', () => {
    const result = run({ cues: [c(1, 1000, 3000), c(2, 3500, 5500, 'Line one\nline two.')] });
    expect(result.findings).toEqual([]);
    expect(result.status).toBe('READY');
    expect(result.summary).toEqual({ errors: 0, warnings: 0, notices: 0, cues: 2, overlaps: 0, reading_speed_over_limit: 0 });
  });

  test('end not after start, negative times', () => {
    const result = run({ cues: [c('a', -500, 1000), c('b', 2000, 2000), c('c', 4000, -1)] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.subject])).toEqual([
      ['NEGATIVE_TIME', '/cues/0/start_ms', 'a'],
      ['END_NOT_AFTER_START', '/cues/1/end_ms', 'b'],
      ['END_NOT_AFTER_START', '/cues/2/end_ms', 'c'],
      ['NEGATIVE_TIME', '/cues/2/end_ms', 'c'],
    ]);
    expect(result.findings[0]?.details).toEqual({ id: 'a', field: 'start_ms', value: -500 });
    expect(result.report.cues[1]).toMatchObject({ duration_ms: null, characters_per_second: null });
  });

  test('overlaps with the previous cue and with an earlier long cue', () => {
    const result = run({ cues: [c(1, 0, 6000), c(2, 2000, 3000), c(3, 5000, 6500), c(4, 7000, 8000)] });
    expect(result.findings.filter((f) => f.code === 'CUE_OVERLAP').map((f) => [f.pointer, f.details])).toEqual([
      ['/cues/1/start_ms', { id: '2', start_ms: 2000, overlaps_id: '1', overlaps_end_ms: 6000, overlap_ms: 4000 }],
      ['/cues/2/start_ms', { id: '3', start_ms: 5000, overlaps_id: '1', overlaps_end_ms: 6000, overlap_ms: 1000 }],
    ]);
    expect(result.summary.overlaps).toBe(2);
  });

  test('out-of-order cues are flagged, and the timeline is still checked in time order', () => {
    const result = run({ cues: [c(1, 5000, 7000), c(2, 1000, 3000), c(3, 3000 + 83, 4500)] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details])).toEqual([
      ['CUE_OUT_OF_ORDER', '/cues/1/start_ms', { id: '2', start_ms: 1000, previous_id: '1', previous_start_ms: 5000 }],
      ['GAP_TOO_SHORT', '/cues/2/start_ms', { id: '3', gap_ms: 83, previous_id: '2', minimum_ms: 83.33 }],
    ]);
  });

  test('empty, whitespace-only and markup-only text', () => {
    expect(found({ cues: [c(1, 0, 1000, ''), c(2, 2000, 3000, ' \n\t'), c(3, 4000, 5000, '<i> </i>{\\an8}')] })).toEqual([
      'EMPTY_TEXT@/cues/0/text',
      'EMPTY_TEXT@/cues/1/text',
      'EMPTY_TEXT@/cues/2/text',
    ]);
  });

  test('duplicate ids (numbers and strings compare by their text)', () => {
    const result = run({ cues: [c(1, 0, 1000), c('1', 2000, 3000), c(2, 4000, 5000)] });
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_CUE_ID', subject: '1', pointer: '/cues/1/id', details: { id: '1', position: 2, first_position: 1 } }),
    ]);
  });

  test('lines: more than two, and lines over 42 visible characters', () => {
    const long = 'x'.repeat(43);
    const result = run({ cues: [c(1, 0, 6000, `<i>${'y'.repeat(42)}</i>\n${long}\nthird`)] });
    expect(result.findings.map((f) => [f.code, f.details])).toEqual([
      ['LINE_TOO_LONG', { id: '1', line: 2, length: 43, maximum: 42 }],
      ['TOO_MANY_LINES', { id: '1', lines: 3, maximum: 2 }],
    ]);
  });

  test('a custom reading-speed limit (13 cps, children\'s content)', () => {
    const cues = [c(1, 0, 2000, 'x'.repeat(27))];
    expect(found({ cues })).toEqual([]);
    expect(found({ cues, max_characters_per_second: 13 })).toEqual(['READING_SPEED_TOO_HIGH@/cues/0/text']);
    expect(found({ cues, max_characters_per_second: 14 })).toEqual([]);
    expect(run({ cues, max_characters_per_second: 13 }).findings[0]?.details).toEqual({
      id: '1', characters: 27, duration_ms: 2000, characters_per_second: 13.5, limit: 13,
    });
  });

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
    expect(result.summary.reading_speed_over_limit).toBe(1000);
    expect(result.findings.filter((f) => f.code === 'CUE_OUT_OF_ORDER')).toHaveLength(999);
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
  test('gaps under two frames at 24 fps (83.33 ms) are noticed; contiguous cues too', () => {
    const gap = (ms: number) => run({ cues: [c(1, 0, 2000), c(2, 2000 + ms, 4000 + ms)] }).findings.map((f) => f.code);
    expect(gap(0)).toEqual(['GAP_TOO_SHORT']);
    expect(gap(83)).toEqual(['GAP_TOO_SHORT']);
    expect(gap(83.4)).toEqual([]);
    expect(gap(84)).toEqual([]);
    expect(gap(-1)).toEqual(['CUE_OVERLAP']);
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
