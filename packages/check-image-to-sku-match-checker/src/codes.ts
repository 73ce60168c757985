import { mergeCodes } from '@evidence-check/core-receipt';
import { collisionsRule } from './rules/collisions.js';
import { fileFormatRule } from './rules/file-format.js';
import { fileSkuRule } from './rules/file-sku.js';
import { imageSizeRule } from './rules/image-size.js';
import { imageUrlRule } from './rules/image-url.js';
import { imageCountRule } from './rules/image-count.js';
import { patternRule } from './rules/pattern.js';
import { placeholderRule } from './rules/placeholder.js';
import { rosterBlankRule } from './rules/roster-blank.js';
import { rosterCaseRule } from './rules/roster-case.js';
import { rosterDuplicatesRule } from './rules/roster-duplicates.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  patternRule,
  rosterBlankRule,
  rosterDuplicatesRule,
  rosterCaseRule,
  imageCountRule,
  fileSkuRule,
  collisionsRule,
  fileFormatRule,
  placeholderRule,
  imageSizeRule,
  imageUrlRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
