import { mergeCodes } from '@evidence-check/core-receipt';
import { durationRule } from './rules/duration.js';
import { idsRule } from './rules/ids.js';
import { orderRule } from './rules/order.js';
import { readingSpeedRule } from './rules/reading-speed.js';
import { textLayoutRule } from './rules/text-layout.js';
import { timelineRule } from './rules/timeline.js';
import { timingRule } from './rules/timing.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [timingRule, orderRule, timelineRule, textLayoutRule, idsRule, readingSpeedRule, durationRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
