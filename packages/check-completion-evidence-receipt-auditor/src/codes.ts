import { mergeCodes } from '@evidence-check/core-receipt';
import { digestRule } from './rules/digest.js';
import { evidenceRule } from './rules/evidence.js';
import { identifiersRule } from './rules/identifiers.js';
import { promisedOutcomeRule } from './rules/promised-outcome.js';
import { provenanceRule } from './rules/provenance.js';
import { statementsRule } from './rules/statements.js';
import { statusRule } from './rules/status.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  identifiersRule,
  statusRule,
  evidenceRule,
  digestRule,
  provenanceRule,
  statementsRule,
  promisedOutcomeRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
