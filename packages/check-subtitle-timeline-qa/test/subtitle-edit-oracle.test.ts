// Subtitle Edit's Netflix quality check (SubtitleEdit/subtitleedit, src/libse/NetflixQualityCheck)
// is C#, so it cannot run here. Its checks are transcribed below, statement by statement, from the
// source files named beside each one (with SubtitleFormat.MillisecondsToFrames,
// GetFrameForCalculation, CalcAll, CalcCjk and Utilities.GetCharactersPerSecond they call), and
// run over seeded random subtitle files next to run(). Every file is judged by both; the verdicts
// of the rules both implement must agree cue by cue.
//
// Where Subtitle Edit departs from the Netflix guide, the generator does not go, and the test says
// so: half-width characters in Japanese and Chinese (Subtitle Edit counts them 1, Netflix 0.5), a
// line that starts with punctuation after a line break (Subtitle Edit's SpacesBeforePunctuation
// matches "\n.", the English guide's "...have signed an agreement"), gaps in Japanese files (which
// Subtitle Edit skips), French spacing, a space just inside an <i> tag (Subtitle Edit matches its
// whitespace patterns on the raw text, where "<i> Hi</i>" starts with "<"; the viewer sees the
// space), a blank line before a one-line text counted as a third line (a blank first line is
// BLANK_LINE here, not a line), a space at a line's edge that tips its length over the limit
// (lines are trimmed here before counting), and exact reading-speed ties (26 characters in 1.3 s
// is 20.000000000000004 cps in Subtitle Edit's `count / (ms / 1000)`, 20 here).
import { run, type Input } from '../src/index.js';

type Cue = Input['cues'][number];

// --- Subtitle Edit, transcribed -------------------------------------------------------------

/** NetflixQualityController.CharactersPerSecond */
function seCharactersPerSecond(language: string, children: boolean, sdh: boolean): number {
  if (children && sdh) return ({ ar: 20, hi: 20, ja: 7, ko: 11, zh: 9 } as Record<string, number>)[language] ?? 17;
  if (children) return ({ ar: 17, en: 17, hi: 18, ja: 4, ko: 9, zh: 7 } as Record<string, number>)[language] ?? 13;
  if (sdh) return ({ ar: 23, hi: 25, ja: 7, ko: 14, zh: 11 } as Record<string, number>)[language] ?? 20;
  return ({ ar: 20, en: 20, hi: 22, ja: 4, ko: 12, zh: 9 } as Record<string, number>)[language] ?? 17;
}
/** NetflixQualityController.SingleLineMaxLength */
const seSingleLineMaxLength = (language: string): number => ({ ja: 23, th: 35, ko: 16, zh: 16 } as Record<string, number>)[language] ?? 42;
/** NetflixQualityController.AllowItalics */
const seAllowItalics = (language: string): boolean => !['ar', 'ko', 'zh'].includes(language);
/** SubtitleFormat.GetFrameForCalculation */
function seFrameForCalculation(frameRate: number): number {
  if (Math.abs(frameRate - 23.976) < 0.001) return 24000 / 1001;
  if (Math.abs(frameRate - 29.97) < 0.001) return 30000 / 1001;
  if (Math.abs(frameRate - 59.94) < 0.001) return 60000 / 1001;
  return frameRate;
}
/** C# Math.Round(x, MidpointRounding.AwayFromZero) */
const roundAway = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));
/** SubtitleFormat.MillisecondsToFrames(milliseconds, frameRate) */
const seMillisecondsToFrames = (ms: number, frameRate: number): number => roundAway(ms / (1000 / seFrameForCalculation(frameRate)));
/** HtmlUtil.RemoveHtmlTags for the only tags generated here (<i>, </i>). */
const removeTags = (text: string): string => text.replace(/<\/?i>/g, '');
/** char.IsControl: U+0000–U+001F and U+007F–U+009F. */
const isControl = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
};
/** CalcAll.CountCharacters (texts here are below U+0300 or single-code-unit CJK). */
const seCalcAll = (text: string): number => [...removeTags(text)].filter((ch) => !isControl(ch)).length;
/** CalcCjk.CountCharacters: Hangul and CJK 1, other characters 0.5. */
const seCalcCjk = (text: string): number =>
  [...removeTags(text)].filter((ch) => !isControl(ch)).reduce((sum, ch) => sum + (/[\u1100-\u11ff\u3000-\u303f\u4e00-\u9fff\uac00-\ud7af]/.test(ch) ? 1 : 0.5), 0);
/** string.SplitToLines */
const splitToLines = (text: string): string[] => text.split(/\r\n|\r|\n/);

interface SeFile {
  language: string;
  frameRate: number;
  children: boolean;
  sdh: boolean;
  cues: { start: number; end: number; text: string }[];
}
type Verdicts = Map<string, Set<number>>;

function subtitleEdit(file: SeFile): Verdicts {
  const flagged: Verdicts = new Map();
  const add = (check: string, index: number) => (flagged.get(check) ?? flagged.set(check, new Set()).get(check))?.add(index);
  const { language, frameRate, cues } = file;
  cues.forEach((p, index) => {
    const duration = p.end - p.start;
    const next = cues[index + 1];
    // NetflixCheckMaxCps.cs: CalcAll (CalcCjk for "ko"), `charactersPerSeconds > charactersPerSecond`
    const count = language === 'ko' ? seCalcCjk(p.text) : seCalcAll(p.text);
    const cps = duration < 1 ? 999 : count / (duration / 1000); // Utilities.GetCharactersPerSecond
    if (cps > seCharactersPerSecond(language, file.children, file.sdh)) add('cps', index);
    // NetflixCheckMaxLineLength.cs: ja horizontal `CalculateJapaneseLength(text) > 13`; ko CalcCjk; others CountCharacters
    for (const line of splitToLines(p.text)) {
      const length = language === 'ja' ? removeTags(line).length : language === 'ko' ? seCalcCjk(line) : seCalcAll(line);
      if (length > (language === 'ja' ? 13 : seSingleLineMaxLength(language))) add('lineLength', index);
    }
    // NetflixCheckNumberOfLines.cs: `p.Text.SplitToLines().Count > 2`
    if (splitToLines(p.text).length > 2) add('lines', index);
    // NetflixCheckMinDuration.cs: ja `< 500`, others `< 833`
    if (duration < (language === 'ja' ? 500 : 833)) add('minDuration', index);
    // NetflixCheckMaxDuration.cs: `> 7000`
    if (duration > 7000) add('maxDuration', index);
    if (next !== undefined && language !== 'ja') {
      const gapInFrames = seMillisecondsToFrames(next.start - p.end, frameRate);
      // NetflixCheckTwoFramesGap.cs: `MillisecondsToFrames(next.StartTime - p.EndTime) < 2`
      if (gapInFrames < 2) add('twoFrames', index);
      // NetflixCheckBridgeGaps.cs: `gapInFrames > 2 && gapInFrames < halfSecGap`
      const halfSecGap = roundAway(frameRate / 2);
      if (gapInFrames > 2 && gapInFrames < halfSecGap) add('bridge', index);
    }
    // NetflixCheckWhiteSpace.cs (any of its four patterns)
    if (/^( |\n|\r\n)[^\s]/.test(p.text) || /[^\s]( |\n|\r\n)$/.test(p.text) || /[^\s]( |\n|\r\n)[!?).,؟،…]/.test(p.text) || /( |\n|\r\n){2,}/.test(p.text)) {
      add('whitespace', index);
    }
    // NetflixCheckItalics.cs: `Contains("i>")` and not AllowItalics and RemoveHtmlTags changes the text
    if (p.text.includes('i>') && !seAllowItalics(language) && removeTags(p.text) !== p.text) add('italicsNotAllowed', index);
  });
  return flagged;
}

// --- ours, read the same way -----------------------------------------------------------------

const OURS: Record<string, { codes: string[]; field: string }> = {
  cps: { codes: ['READING_SPEED_TOO_HIGH'], field: 'text' },
  lineLength: { codes: ['LINE_TOO_LONG'], field: 'text' },
  lines: { codes: ['TOO_MANY_LINES'], field: 'text' },
  minDuration: { codes: ['DURATION_TOO_SHORT'], field: 'end_ms' },
  maxDuration: { codes: ['DURATION_TOO_LONG'], field: 'end_ms' },
  twoFrames: { codes: ['GAP_TOO_SHORT', 'CUE_OVERLAP'], field: 'end_ms' },
  bridge: { codes: ['GAP_SHOULD_BE_CLOSED'], field: 'end_ms' },
  whitespace: { codes: ['LEADING_OR_TRAILING_SPACE', 'DOUBLED_SPACE', 'SPACE_BEFORE_PUNCTUATION', 'BLANK_LINE'], field: 'text' },
  italicsNotAllowed: { codes: ['ITALICS_NOT_ALLOWED'], field: 'text' },
};

function ours(file: SeFile): Verdicts {
  const cues: Cue[] = file.cues.map((cue, index) => ({
    id: index + 1,
    start_ms: cue.start,
    end_ms: cue.end,
    text: cue.text,
    language: file.language,
    frame_rate: file.frameRate,
    ...(file.children ? { children: true } : {}),
    ...(file.sdh ? { sdh: true } : {}),
  }));
  const result = run({ cues });
  const flagged: Verdicts = new Map();
  for (const [check, { codes, field }] of Object.entries(OURS)) {
    const set = new Set<number>();
    for (const f of result.findings) {
      const match = /^\/cues\/(\d+)\/(.+)$/.exec(f.pointer);
      if (match && codes.includes(f.code) && match[2] === field) set.add(Number(match[1]));
    }
    flagged.set(check, set);
  }
  return flagged;
}

// --- the generator ---------------------------------------------------------------------------

/** mulberry32: a seeded generator, so every run judges the same files. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LANGUAGES = ['en', 'de', 'ar', 'hi', 'th', 'ja', 'ko', 'zh'];
const FRAME_RATES = [23.976, 24, 25, 29.97, 30, 50, 59.94, 60];
const KANA = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん';
const HAN = '我们今天去公园散步吧好不呢朋友天气很早上中国人大小说话时间电影';
const HANGUL = '안녕하세요반갑습니다오늘날씨가정말좋네요감사합니고마워';
const WORDS = ['hello', 'there', 'we', 'should', 'go', 'now', 'really', 'storm', 'harbour', 'tonight', 'okay', 'yes', '42'];

function generate(seed: number, clean: boolean): SeFile {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const language = pick(LANGUAGES);
  const frameRate = pick(FRAME_RATES);
  // With whitespace faults (not clean) lines stay short, so an edge space never tips a limit.
  const line = (): string => {
    if (language === 'ja') return Array.from({ length: int(1, clean ? 16 : 8) }, () => pick([...KANA])).join('');
    if (language === 'zh') return Array.from({ length: int(1, clean ? 19 : 12) }, () => pick([...HAN])).join('');
    if (language === 'ko') return Array.from({ length: int(1, clean ? 4 : 2) }, () => Array.from({ length: int(1, 5) }, () => pick([...HANGUL])).join('') + (next() < 0.2 ? ' OK' : '')).join(' ');
    return Array.from({ length: int(1, clean ? 9 : 3) }, () => pick(WORDS)).join(' ') + pick(['', '', '.', ',', '?', '!', '…']);
  };
  const text = (): string => {
    const lines = Array.from({ length: pick([1, 1, 2, 2, 3]) }, line);
    let joined = lines.join('\n');
    const italic = next() < 0.2;
    if (!clean && !italic && next() < 0.6) {
      // whitespace faults where Subtitle Edit and the guide agree
      const fault = int(0, 5);
      if (fault === 0) joined = ` ${joined}`;
      if (fault === 1) joined = `${joined} `;
      if (fault === 2) joined = joined.replace(' ', '  ');
      if (fault === 3) joined = joined.replace(/([a-z0-9\uac00-\ud7af])$/, '$1 .');
      if (fault === 4) joined = joined.replace('\n', '\n\n');
      if (fault === 5 && lines.length === 1) joined = `\n${joined}`;
    }
    return italic ? `<i>${joined}</i>` : joined;
  };
  const cues: SeFile['cues'] = [];
  let time = int(0, 5000);
  for (let i = int(1, 25); i > 0; i--) {
    const duration = clean ? int(300, 8000) : 7000;
    cues.push({ start: time, end: time + duration, text: text() });
    // gaps from an overlap shorter than the next cue to over half a second
    time += duration + int(-120, 700);
  }
  return { language, frameRate, children: next() < 0.25, sdh: next() < 0.25, cues };
}

/** An exact tie of Subtitle Edit's reading speed and its limit, decided in integers. */
function cpsTie(file: SeFile, index: number): boolean {
  const cue = file.cues[index] as SeFile['cues'][number];
  const count = file.language === 'ko' ? seCalcCjk(cue.text) : seCalcAll(cue.text);
  return count * 1000 === seCharactersPerSecond(file.language, file.children, file.sdh) * (cue.end - cue.start);
}

describe('Subtitle Edit Netflix quality check (transcribed) agrees with run()', () => {
  const files = [...Array.from({ length: 300 }, (_, i) => generate(1000 + i, true)), ...Array.from({ length: 200 }, (_, i) => generate(5000 + i, false))];
  const checks = Object.keys(OURS);
  const cues = files.reduce((sum, file) => sum + file.cues.length, 0);

  test(`${files.length} files, ${cues} cues: zero disagreements on ${checks.length} checks`, () => {
    const disagreements: string[] = [];
    const flaggedBoth: Record<string, number> = {};
    files.forEach((file, n) => {
      const se = subtitleEdit(file);
      const us = ours(file);
      for (const check of checks) {
        if (file.language === 'ja' && (check === 'twoFrames' || check === 'bridge')) continue;
        const a = se.get(check) ?? new Set<number>();
        const b = us.get(check) ?? new Set<number>();
        for (let index = 0; index < file.cues.length; index++) {
          if (check === 'cps' && cpsTie(file, index)) continue;
          if (a.has(index) !== b.has(index)) disagreements.push(`file ${n} (${file.language}, ${file.frameRate} fps) cue ${index} ${check}: Subtitle Edit ${a.has(index)}, ours ${b.has(index)}`);
          if (a.has(index) && b.has(index)) flaggedBoth[check] = (flaggedBoth[check] ?? 0) + 1;
        }
      }
    });
    expect(disagreements.slice(0, 20)).toEqual([]);
    // every check is exercised both ways: some cues flagged by both
    for (const check of checks) expect([check, (flaggedBoth[check] ?? 0) > 0]).toEqual([check, true]);
  });
});
