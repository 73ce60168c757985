import { mergeCodes } from '@evidence-check/core-receipt';
import { availabilityRule } from './rules/availability.js';
import { identityRule } from './rules/identity.js';
import { listsRule } from './rules/lists.js';
import { routingRule } from './rules/routing.js';
import { skillMetadataRule } from './rules/skill-metadata.js';

/** The decision rules, in the order they run; each code belongs to exactly one rule. */
export const rules = [identityRule, listsRule, routingRule, skillMetadataRule, availabilityRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
