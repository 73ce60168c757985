import { mergeCodes } from '@evidence-check/core-receipt';
import { budgetRule } from './rules/budget.js';
import { cacheWritesRule } from './rules/cache-writes.js';
import { cacheRule } from './rules/cache.js';
import { identityRule } from './rules/identity.js';
import { longContextRule } from './rules/long-context.js';
import { reasoningRule } from './rules/reasoning.js';
import { unreadKeysRule } from './rules/unread-keys.js';
import { valuesRule } from './rules/values.js';

/** The decision rules, in the order they run; each code belongs to exactly one rule. */
export const rules = [identityRule, valuesRule, cacheRule, cacheWritesRule, reasoningRule, longContextRule, unreadKeysRule, budgetRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
