import { mergeCodes } from '@evidence-check/core-receipt';
import { communityRule } from './rules/community.js';
import { credibilityRule } from './rules/credibility.js';
import { guidanceRule } from './rules/guidance.js';
import { launchRule } from './rules/launch.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [guidanceRule, communityRule, launchRule, credibilityRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
