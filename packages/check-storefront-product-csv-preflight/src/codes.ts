import { mergeCodes } from '@evidence-check/core-receipt';
import { columnKeysRule } from './rules/column-keys.js';
import { columnValuesRule } from './rules/column-values.js';
import { duplicateSkuRule } from './rules/duplicate-sku.js';
import { handleFormatRule } from './rules/handle-format.js';
import { identityRule } from './rules/identity.js';
import { imageUrlsRule } from './rules/image-urls.js';
import { importModeRule } from './rules/import-mode.js';
import { optionCombinationRule } from './rules/option-combination.js';
import { optionNamesRule } from './rules/option-names.js';
import { pricesRule } from './rules/prices.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  identityRule,
  handleFormatRule,
  columnKeysRule,
  duplicateSkuRule,
  optionNamesRule,
  optionCombinationRule,
  pricesRule,
  columnValuesRule,
  imageUrlsRule,
  importModeRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
