import { mergeCodes } from '@evidence-check/core-receipt';
import { addedRule } from './rules/added.js';
import { blankNamesRule } from './rules/blank-names.js';
import { caseDuplicatesRule } from './rules/case-duplicates.js';
import { duplicatesRule } from './rules/duplicates.js';
import { movedRule } from './rules/moved.js';
import { nameBomRule } from './rules/name-bom.js';
import { nameQuotingRule } from './rules/name-quoting.js';
import { nameWhitespaceRule } from './rules/name-whitespace.js';
import { removedRule } from './rules/removed.js';
import { renamedCaseRule } from './rules/renamed-case.js';
import { requiredRule } from './rules/required.js';
import { typeChangeRule } from './rules/type-change.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  duplicatesRule,
  caseDuplicatesRule,
  blankNamesRule,
  nameWhitespaceRule,
  nameBomRule,
  nameQuotingRule,
  removedRule,
  renamedCaseRule,
  addedRule,
  requiredRule,
  typeChangeRule,
  movedRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
