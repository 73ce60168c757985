import { mergeCodes } from '@evidence-check/core-receipt';
import { allowedPrefixesRule } from './rules/allowed-prefixes.js';
import { duplicateContentRule } from './rules/duplicate-content.js';
import { duplicatePathRule } from './rules/duplicate-path.js';
import { executableRule } from './rules/executable.js';
import { hashesRule } from './rules/hashes.js';
import { pathFormRule } from './rules/path-form.js';
import { requiredPathsRule } from './rules/required-paths.js';
import { sensitiveFileRule } from './rules/sensitive-file.js';
import { totalSizeRule } from './rules/total-size.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  requiredPathsRule,
  allowedPrefixesRule,
  duplicatePathRule,
  pathFormRule,
  hashesRule,
  duplicateContentRule,
  totalSizeRule,
  sensitiveFileRule,
  executableRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
