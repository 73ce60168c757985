/**
 * What every rule and the report read, prepared once: each cue's visible text, duration and
 * reading speed, and the timeline sweep (cues with a positive duration in start order, input order
 * breaking ties, each compared with the earlier cue that ends last) that finds overlapping and
 * too-close pairs.
 */
import type { Input } from './generated/schema.js';
import { DEFAULTS, type Limits } from './lib/limits.js';
import { finiteOrNull } from './lib/numbers.js';
import { textStats, type TextStats } from './lib/text.js';

export type Cue = Input['cues'][number];

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
  text: TextStats;
  /** Characters per second; null without a positive duration or when not finite. */
  cps: number | null;
}

/** Two cues on the timeline: `earlier` is the one that started first (or is listed first). */
export interface Pair {
  earlier: number;
  later: number;
}

export interface Context {
  limits: Limits;
  cues: CueInfo[];
  /** Indices of cues with a positive duration, in start order. */
  timeline: number[];
  /** The cue of the timeline that ends last, or null. */
  lastEnding: number | null;
  overlaps: Pair[];
  shortGaps: Pair[];
}

export function prepare(input: Input): Context {
  const limits: Limits = { ...DEFAULTS, maxCharactersPerSecond: input.max_characters_per_second ?? DEFAULTS.maxCharactersPerSecond };
  // Times are any JSON numbers: a difference can overflow to Infinity and a denormal duration
  // makes the speed infinite. Such values become null, never non-JSON numbers.
  const cues: CueInfo[] = input.cues.map((cue, index) => {
    const duration = cue.end_ms - cue.start_ms;
    const text = textStats(cue.text);
    return {
      index,
      id: String(cue.id),
      start: cue.start_ms,
      end: cue.end_ms,
      duration,
      durationMs: finiteOrNull(duration),
      text,
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
  for (const index of timeline) {
    const cue = at(index);
    if (latest !== null) {
      const gap = cue.start - at(latest).end;
      if (gap < 0) overlaps.push({ earlier: latest, later: index });
      else if (gap * limits.frameRate < limits.minGapFrames * 1000) shortGaps.push({ earlier: latest, later: index });
    }
    if (latest === null || cue.end > at(latest).end) latest = index;
  }
  return { limits, cues, timeline, lastEnding: latest, overlaps, shortGaps };
}
