import { round2 } from './numbers.js';

/**
 * Limits from the Netflix Timed Text Style Guide. The defaults (a cue without `language`) are the
 * English Template's, which "serves as the basis for subtitling in other languages"; a cue's
 * `language`, `children` and `sdh` keys select the language guide's limits (LANGUAGE_LIMITS).
 */
export type Limits = {
  maxCharactersPerSecond: number;
  minDurationMs: number;
  maxDurationMs: number;
  maxLines: number;
  maxLineLength: number;
  frameRate: number;
  minGapFrames: number;
};

export const DEFAULTS: Readonly<Limits> = {
  maxCharactersPerSecond: 17,
  minDurationMs: 833,
  maxDurationMs: 7000,
  maxLines: 2,
  maxLineLength: 42,
  frameRate: 24,
  minGapFrames: 2,
};

/** Reading speeds of one language: [adult, children's, SDH adult, SDH children's]. */
type Speeds = readonly [number, number, number, number];

export interface LanguageLimits {
  speeds: Speeds;
  lineLength: number;
  /** Half-width characters (Latin letters, digits, spaces, punctuation) count as 0.5. */
  halfWidthHalf: boolean;
  minDurationMs: number;
  /** Italics may not be used (the guide's fonts have none). */
  noItalics: boolean;
}

/**
 * English Template TTSG §2 (17 / 13 cps), §5 (42 characters per line); General Requirements §1;
 * SDH 20 / 17 cps as Subtitle Edit's table has them for languages it does not list.
 */
const TEMPLATE: LanguageLimits = { speeds: [17, 13, 20, 17], lineLength: 42, halfWidthHalf: false, minDurationMs: 833, noItalics: false };

/**
 * Language guides by primary language subtag. Reading speeds as Subtitle Edit's Netflix quality
 * check tabulates them (NetflixQualityController.CharactersPerSecond), line lengths from the
 * language guides (Japanese 13 full-width characters per horizontal line, Korean and Chinese 16,
 * Thai 35), half-width characters at 0.5 for the character-based languages.
 */
const LANGUAGES: Readonly<Record<string, LanguageLimits>> = {
  en: { ...TEMPLATE, speeds: [20, 17, 20, 17] },
  ar: { ...TEMPLATE, speeds: [20, 17, 23, 20], noItalics: true },
  hi: { ...TEMPLATE, speeds: [22, 18, 25, 20] },
  ja: { speeds: [4, 4, 7, 7], lineLength: 13, halfWidthHalf: true, minDurationMs: 500, noItalics: false },
  ko: { speeds: [12, 9, 14, 11], lineLength: 16, halfWidthHalf: true, minDurationMs: 833, noItalics: true },
  zh: { speeds: [9, 7, 11, 9], lineLength: 16, halfWidthHalf: true, minDurationMs: 833, noItalics: true },
  th: { ...TEMPLATE, lineLength: 35 },
};

/** The primary subtag of a BCP 47 tag, lower case ("en-US" → "en", "zh_Hant" → "zh"). */
export function primaryLanguage(tag: unknown): string | null {
  if (typeof tag !== 'string') return null;
  let end = 0;
  while (end < tag.length && end < 8) {
    const code = tag.charCodeAt(end) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    end++;
  }
  if (end < 2 || (end < tag.length && tag[end] !== '-' && tag[end] !== '_')) return null;
  return tag.slice(0, end).toLowerCase();
}

export function languageLimits(language: string | null): LanguageLimits {
  return (language !== null ? LANGUAGES[language] : undefined) ?? TEMPLATE;
}

export function speedFor(limits: LanguageLimits, children: boolean, sdh: boolean): number {
  return limits.speeds[(sdh ? 2 : 0) + (children ? 1 : 0)] as number;
}

/**
 * Frame rates Netflix accepts (Subtitle Edit NetflixCheckTimedTextFrameRate.ValidFrameRates, a
 * declared rate within 0.01 of one of them), each with the exact rate frames are counted at
 * (the NTSC rates are 1000/1001 of the whole ones).
 */
const FRAME_RATES: readonly (readonly [number, number])[] = [
  [23.976, 24000 / 1001],
  [24, 24],
  [25, 25],
  [29.97, 30000 / 1001],
  [30, 30],
  [50, 50],
  [59.94, 60000 / 1001],
  [60, 60],
];

/** The exact frame rate of a declared one Netflix accepts, or null. */
export function netflixFrameRate(declared: number): number | null {
  for (const [nominal, exact] of FRAME_RATES) if (Math.abs(declared - nominal) < 0.01) return exact;
  return null;
}

/**
 * A time in whole frames, rounded half away from zero, with the arithmetic of Subtitle Edit's
 * MillisecondsToFrames (`milliseconds / (1000 / frameRate)`), so both count a gap alike.
 */
export function toFrames(ms: number, frameRate: number): number {
  const frames = ms / (1000 / frameRate);
  return Math.sign(frames) * Math.round(Math.abs(frames));
}

/** Half a second in whole frames: 12 at 24 fps, 13 at 25, 15 at 29.97 and 30. */
export const halfSecondFrames = (frameRate: number): number => Math.round(frameRate / 2);

/** Milliseconds of n frames, to hundredths. */
export const framesMs = (frames: number, frameRate: number): number => round2((frames * 1000) / frameRate);

/** A frame rate as people write it: three decimals (24000/1001 → 23.976, 30000/1001 → 29.97). */
export const nominalRate = (frameRate: number): number => Math.round(frameRate * 1000) / 1000;
