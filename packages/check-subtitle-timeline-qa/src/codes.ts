import { mergeCodes } from '@evidence-check/core-receipt';
import { durationRule } from './rules/duration.js';
import { frameRateRule } from './rules/frame-rate.js';
import { gapBridgingRule } from './rules/gap-bridging.js';
import { idsRule } from './rules/ids.js';
import { italicsRule } from './rules/italics.js';
import { orderRule } from './rules/order.js';
import { readingSpeedRule } from './rules/reading-speed.js';
import { textLayoutRule } from './rules/text-layout.js';
import { timelineRule } from './rules/timeline.js';
import { timingRule } from './rules/timing.js';
import { whitespaceRule } from './rules/whitespace.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  timingRule,
  frameRateRule,
  orderRule,
  timelineRule,
  gapBridgingRule,
  textLayoutRule,
  whitespaceRule,
  italicsRule,
  idsRule,
  readingSpeedRule,
  durationRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
