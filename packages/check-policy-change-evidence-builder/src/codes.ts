import { mergeCodes } from '@evidence-check/core-receipt';
import { clausesRule } from './rules/clauses.js';
import { guardrailsRule } from './rules/guardrails.js';
import { identityRule } from './rules/identity.js';
import { listsRule } from './rules/lists.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [identityRule, clausesRule, listsRule, guardrailsRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
