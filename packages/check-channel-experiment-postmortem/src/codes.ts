import { mergeCodes } from '@evidence-check/core-receipt';
import { designRule } from './rules/design.js';
import { eventsRule } from './rules/events.js';
import { runConditionsRule } from './rules/run-conditions.js';
import { sampleRatioRule } from './rules/sample-ratio.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [designRule, runConditionsRule, eventsRule, sampleRatioRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
