import { mergeCodes } from '@evidence-check/core-receipt';
import { actionStatusRule } from './rules/action-status.js';
import { evidenceKindsRule } from './rules/evidence-kinds.js';
import { evidenceRule } from './rules/evidence.js';
import { failedEvidenceRule } from './rules/failed-evidence.js';
import { identifiersRule } from './rules/identifiers.js';
import { promisesRule } from './rules/promises.js';
import { referencesRule } from './rules/references.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  identifiersRule,
  actionStatusRule,
  referencesRule,
  failedEvidenceRule,
  promisesRule,
  evidenceKindsRule,
  evidenceRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
