import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { nominalRate, type Limits } from './lib/limits.js';
import { round2 } from './lib/numbers.js';

export type CueStats = {
  id: string;
  durationMs: number | null;
  characters: number;
  charactersPerSecond: number | null;
  lines: number;
  longestLine: number;
  /** Primary language subtag of the cue's `language` key, or null. */
  language: string | null;
  /** The limits this cue was judged by. */
  maxCharactersPerSecond: number;
  maxLineLength: number;
  minDurationMs: number;
  /** The frame rate the gap after this cue is counted in (23.976 for 24000/1001). */
  frameRate: number;
};

export type Report = {
  limits: Limits;
  timeline: { cues: number; timedCues: number; firstStartMs: number | null; lastEndMs: number | null };
  readingSpeed: { overLimit: number; fastestId: string | null; fastestCharactersPerSecond: number | null };
  cues: CueStats[];
};

/** The default limits, the timeline's extent, the fastest cue, and every cue's measures and limits. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  let fastest: { id: string; cps: number } | null = null;
  let overLimit = 0;
  for (const { id, cps, limits } of ctx.cues) {
    if (cps === null) continue;
    if (fastest === null || cps > fastest.cps) fastest = { id, cps };
    if (cps > limits.maxCharactersPerSecond) overLimit++;
  }
  const firstTimed = ctx.timeline[0];
  const report: Report = {
    limits: ctx.limits,
    timeline: {
      cues: ctx.cues.length,
      timedCues: ctx.timeline.length,
      firstStartMs: firstTimed === undefined ? null : (ctx.cues[firstTimed]?.start ?? null),
      lastEndMs: ctx.lastEnding === null ? null : (ctx.cues[ctx.lastEnding]?.end ?? null),
    },
    readingSpeed: {
      overLimit,
      fastestId: fastest?.id ?? null,
      fastestCharactersPerSecond: fastest === null ? null : round2(fastest.cps),
    },
    cues: ctx.cues.map(({ id, duration, durationMs, text, cps, language, limits }) => ({
      id,
      durationMs: duration > 0 ? durationMs : null,
      characters: text.characters,
      charactersPerSecond: cps === null ? null : round2(cps),
      lines: text.lines,
      longestLine: text.longestLine,
      language,
      maxCharactersPerSecond: limits.maxCharactersPerSecond,
      maxLineLength: limits.maxLineLength,
      minDurationMs: limits.minDurationMs,
      frameRate: nominalRate(limits.frameRate),
    })),
  };
  return {
    report,
    counters: { cues: ctx.cues.length, overlaps: ctx.overlaps.length, readingSpeedOverLimit: overLimit },
  };
}
