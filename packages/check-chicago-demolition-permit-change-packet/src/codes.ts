import { mergeCodes } from '@evidence-check/core-receipt';
import { changesRule } from './rules/changes.js';
import { permitRule } from './rules/permit.js';
import { recordsRule } from './rules/records.js';
import { sourceRule } from './rules/source.js';

/** The decision rules, in the order they run; every finding this check can emit is one of theirs. */
export const rules = [sourceRule, recordsRule, permitRule, changesRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
