import { mergeCodes } from '@evidence-check/core-receipt';
import { allowedValuesRule } from './rules/allowed-values.js';
import { contractsRule } from './rules/contracts.js';
import { envelopeRule } from './rules/envelope.js';
import { fieldTypesRule } from './rules/field-types.js';
import { fieldsRule } from './rules/fields.js';
import { headersRule } from './rules/headers.js';
import { matchingRule } from './rules/matching.js';
import { stableValuesRule } from './rules/stable-values.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [
  contractsRule,
  matchingRule,
  envelopeRule,
  headersRule,
  fieldsRule,
  fieldTypesRule,
  stableValuesRule,
  allowedValuesRule,
] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
