import type { Channel } from '../generated/schema.js';

/**
 * The documented integer score (0–60). Weights favour who the channel reaches and whether they
 * are buying; saturation counts against a channel (a crowded channel scores 5 − saturation).
 */
export const WEIGHTS = { audience: 3, intent: 3, format: 2, saturation: 1 } as const;
export const ATTRIBUTION_POINTS: Record<Channel['attribution'], number> = { verified: 10, direct: 8, inferred: 2, none: 0 };
export const ACCESS_POINTS: Record<Channel['existing_access'], number> = { relationship: 5, audience: 4, account: 2, none: 0 };
export const MAX_SCORE = 5 * (WEIGHTS.audience + WEIGHTS.intent + WEIGHTS.format + WEIGHTS.saturation) + 10 + 5;

export interface ScoreParts {
  audience: number;
  intent: number;
  format: number;
  saturation: number;
  attribution: number;
  access: number;
  total: number;
}

/** `attribution` is the one the score counts (a claim without a mechanism counts as inferred). */
export function scoreOf(channel: Channel, attribution: Channel['attribution']): ScoreParts {
  const parts = {
    audience: WEIGHTS.audience * channel.audience_match,
    intent: WEIGHTS.intent * channel.buyer_intent,
    format: WEIGHTS.format * channel.format_match,
    saturation: WEIGHTS.saturation * (5 - channel.saturation),
    attribution: ATTRIBUTION_POINTS[attribution],
    access: ACCESS_POINTS[channel.existing_access],
  };
  return { ...parts, total: parts.audience + parts.intent + parts.format + parts.saturation + parts.attribution + parts.access };
}

/** Higher score first; ties by id (UTF-16 code units), then by input position: a total, deterministic order. */
export function compareRanked(a: { id: string; index: number; total: number }, b: { id: string; index: number; total: number }): number {
  if (a.total !== b.total) return b.total - a.total;
  if (a.id !== b.id) return a.id < b.id ? -1 : 1;
  return a.index - b.index;
}
