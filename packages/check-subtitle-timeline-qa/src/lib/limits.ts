import { round2 } from './numbers.js';

/** Defaults from the Netflix Timed Text Style Guide (general requirements, adult content). */
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

/** The gap below which two cues flicker: two frames at 24 fps, 83.33 ms. */
export const minimumGapMs = (limits: Limits): number => round2((limits.minGapFrames * 1000) / limits.frameRate);
