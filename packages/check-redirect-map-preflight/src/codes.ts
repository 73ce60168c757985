import { mergeCodes } from '@evidence-check/core-receipt';
import { baselineRule } from './rules/baseline.js';
import { chainIntoLoopRule } from './rules/chain-into-loop.js';
import { chainsRule } from './rules/chains.js';
import { duplicatesRule } from './rules/duplicates.js';
import { loopsRule } from './rules/loops.js';
import { selfRedirectRule } from './rules/self-redirect.js';
import { statusRule } from './rules/status.js';
import { temporaryHopsRule } from './rules/temporary-hops.js';
import { validityRule } from './rules/validity.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  validityRule,
  statusRule,
  duplicatesRule,
  selfRedirectRule,
  loopsRule,
  chainIntoLoopRule,
  chainsRule,
  temporaryHopsRule,
  baselineRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
