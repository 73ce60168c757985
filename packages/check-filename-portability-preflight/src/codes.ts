import { mergeCodes } from '@evidence-check/core-receipt';
import { collisionsRule } from './rules/collisions.js';
import { componentNamesRule } from './rules/component-names.js';
import { gitNamesRule } from './rules/git-names.js';
import { pathFormRule } from './rules/path-form.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [componentNamesRule, gitNamesRule, pathFormRule, collisionsRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

/**
 * The declared codes as a union. (`keyof typeof codes` is `string`: mergeCodes' type intersects
 * the rules' tables with CodeTable's string index, so the union is read from the rules instead.)
 */
type CodesOf<Rule> = Rule extends { codes: infer Table } ? keyof Table & string : never;
export type Code = CodesOf<(typeof rules)[number]>;
