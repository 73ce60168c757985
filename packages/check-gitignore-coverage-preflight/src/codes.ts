import { mergeCodes } from '@evidence-check/core-receipt';
import { invalidPathRule } from './rules/invalid-path.js';
import { negationIneffectiveRule } from './rules/negation-ineffective.js';
import { neverMatchesRule } from './rules/never-matches.js';
import { patternUnmatchedRule } from './rules/pattern-unmatched.js';
import { sensitiveUncoveredRule } from './rules/sensitive-uncovered.js';
import { trackedRule } from './rules/tracked.js';
import { unsupportedPatternRule } from './rules/unsupported-pattern.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  sensitiveUncoveredRule,
  trackedRule,
  negationIneffectiveRule,
  patternUnmatchedRule,
  neverMatchesRule,
  unsupportedPatternRule,
  invalidPathRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

/**
 * The declared codes as a union. (`keyof typeof codes` is `string`: mergeCodes' type intersects
 * the rules' tables with CodeTable's string index, so the union is read from the rules instead.)
 */
type CodesOf<Rule> = Rule extends { codes: infer Table } ? keyof Table & string : never;
export type Code = CodesOf<(typeof rules)[number]>;
