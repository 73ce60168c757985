import { mergeCodes } from '@evidence-check/core-receipt';
import { changeApprovalRule } from './rules/change-approval.js';
import { clausesRule } from './rules/clauses.js';
import { effectRule } from './rules/effect.js';
import { guardrailsRule } from './rules/guardrails.js';
import { identityRule } from './rules/identity.js';
import { listsRule } from './rules/lists.js';
import { wildcardScopeRule } from './rules/wildcard-scope.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [identityRule, clausesRule, effectRule, listsRule, wildcardScopeRule, guardrailsRule, changeApprovalRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
