import { mergeCodes } from '@evidence-check/core-receipt';
import { actorTokensRule } from './rules/actor-tokens.js';
import { classificationRule } from './rules/classification.js';
import { evidenceRule } from './rules/evidence.js';
import { identityRule } from './rules/identity.js';
import { moneyRule } from './rules/money.js';
import { parentOrderRule } from './rules/parent-order.js';
import { windowRule } from './rules/window.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [windowRule, identityRule, parentOrderRule, actorTokensRule, classificationRule, evidenceRule, moneyRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
