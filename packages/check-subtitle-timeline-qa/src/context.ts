/**
 * What every rule and the report read, prepared once: each cue's visible text, duration, reading
 * speed and the limits of its language (open keys `language`, `children`, `sdh`, `frame_rate`), and
 * the timeline sweep (cues with a positive duration in start order, input order breaking ties, each
 * compared with the earlier cue that ends last) that finds overlapping, too-close and closable pairs.
 */
import type { Input } from './generated/schema.js';
import { DEFAULTS, halfSecondFrames, languageLimits, netflixFrameRate, primaryLanguage, speedFor, toFrames, type Limits } from './lib/limits.js';
import { finiteOrNull } from './lib/numbers.js';
import { italicTags, textStats, whitespace, type ItalicTags, type TextStats, type Whitespace } from './lib/text.js';

export type Cue = Input['cues'][number];

/** The limits one cue is judged by. */
export interface CueLimits {
  maxCharactersPerSecond: number;
  maxLineLength: number;
  minDurationMs: number;
  /** Frames per second the gap after this cue is counted in (the exact rate: 23.976 is 24000/1001). */
  frameRate: number;
  italicsAllowed: boolean;
}

export interface CueInfo {
  index: number;
  /** The caller's id as text: `1` and `"1"` are one id. */
  id: string;
  start: number;
  end: number;
  /** end - start; may be non-finite for extreme (schema-valid) times. */
  duration: number;
  /** The duration as JSON can carry it (null when not finite). */
  durationMs: number | null;
  /** Primary language subtag of the cue's `language` key, or null. */
  language: string | null;
  /** The cue's `frame_rate` when it is not a rate Netflix accepts (the value as given), else undefined. */
  unsupportedFrameRate: unknown;
  limits: CueLimits;
  text: TextStats;
  whitespace: Whitespace;
  italics: ItalicTags;
  /** Characters per second; null without a positive duration or when not finite. */
  cps: number | null;
}

/** Two cues on the timeline: `earlier` is the one that started first (or is listed first). */
export interface Pair {
  earlier: number;
  later: number;
  /** The gap in whole frames at the earlier cue's frame rate (negative for an overlap). */
  gapFrames: number;
}

export interface Context {
  limits: Limits;
  cues: CueInfo[];
  /** Indices of cues with a positive duration, in start order. */
  timeline: number[];
  /** The cue of the timeline that ends last, or null. */
  lastEnding: number | null;
  overlaps: Pair[];
  /** Gaps of 0 or 1 frame. */
  shortGaps: Pair[];
  /** Gaps of 3 frames up to half a second less one frame (3–11 at 24 fps). */
  closableGaps: Pair[];
}

/** The frame rate a cue's `frame_rate` key sets: a Netflix rate, else any rate from 1 to 1000, else 24. */
function frameRateOf(declared: unknown): { rate: number; supported: boolean } {
  if (declared === undefined) return { rate: DEFAULTS.frameRate, supported: true };
  if (typeof declared !== 'number') return { rate: DEFAULTS.frameRate, supported: false };
  const netflix = netflixFrameRate(declared);
  if (netflix !== null) return { rate: netflix, supported: true };
  return { rate: declared >= 1 && declared <= 1000 ? declared : DEFAULTS.frameRate, supported: false };
}

export function prepare(input: Input): Context {
  const requested = input.max_characters_per_second;
  const limits: Limits = { ...DEFAULTS, maxCharactersPerSecond: requested ?? DEFAULTS.maxCharactersPerSecond };
  // Times are any JSON numbers: a difference can overflow to Infinity and a denormal duration
  // makes the speed infinite. Such values become null, never non-JSON numbers.
  const cues: CueInfo[] = input.cues.map((cue, index) => {
    const language = primaryLanguage(cue['language']);
    const guide = languageLimits(language);
    const frameRate = frameRateOf(cue['frame_rate']);
    const duration = cue.end_ms - cue.start_ms;
    const text = textStats(cue.text, guide.halfWidthHalf);
    return {
      index,
      id: String(cue.id),
      start: cue.start_ms,
      end: cue.end_ms,
      duration,
      durationMs: finiteOrNull(duration),
      language,
      unsupportedFrameRate: frameRate.supported ? undefined : cue['frame_rate'],
      limits: {
        maxCharactersPerSecond: requested ?? speedFor(guide, cue['children'] === true, cue['sdh'] === true),
        maxLineLength: guide.lineLength,
        minDurationMs: guide.minDurationMs,
        frameRate: frameRate.rate,
        italicsAllowed: !guide.noItalics,
      },
      text,
      whitespace: whitespace(cue.text, language === 'fr'),
      italics: italicTags(cue.text),
      cps: duration > 0 ? finiteOrNull((text.characters * 1000) / duration) : null,
    };
  });

  const at = (index: number): CueInfo => cues[index] as CueInfo;
  const timeline = cues
    .filter((cue) => cue.duration > 0)
    .map((cue) => cue.index)
    .sort((a, b) => at(a).start - at(b).start || a - b);
  let latest: number | null = null;
  const overlaps: Pair[] = [];
  const shortGaps: Pair[] = [];
  const closableGaps: Pair[] = [];
  for (const index of timeline) {
    const cue = at(index);
    if (latest !== null) {
      const earlier = at(latest);
      const gap = cue.start - earlier.end;
      const { frameRate } = earlier.limits;
      const pair = { earlier: latest, later: index, gapFrames: toFrames(gap, frameRate) };
      if (gap < 0) overlaps.push(pair);
      else if (pair.gapFrames < limits.minGapFrames) shortGaps.push(pair);
      else if (pair.gapFrames > limits.minGapFrames && pair.gapFrames < halfSecondFrames(frameRate)) closableGaps.push(pair);
    }
    if (latest === null || cue.end > at(latest).end) latest = index;
  }
  return { limits, cues, timeline, lastEnding: latest, overlaps, shortGaps, closableGaps };
}
