import { mergeCodes } from '@evidence-check/core-receipt';
import { contractsRule } from './rules/contracts.js';
import { envelopeRule } from './rules/envelope.js';
import { fieldTypesRule } from './rules/field-types.js';
import { fieldsRule } from './rules/fields.js';
import { matchingRule } from './rules/matching.js';
import { stableValuesRule } from './rules/stable-values.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [contractsRule, matchingRule, envelopeRule, fieldsRule, fieldTypesRule, stableValuesRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
