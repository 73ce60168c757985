import { mergeCodes } from '@evidence-check/core-receipt';
import { attributableGateRule } from './rules/attributable-gate.js';
import { constraintsRule } from './rules/constraints.js';
import { evidenceRule } from './rules/evidence.js';
import { identityRule } from './rules/identity.js';
import { outcomeGateRule } from './rules/outcome-gate.js';
import { readinessRule } from './rules/readiness.js';
import { ruleStatusRule } from './rules/rule-status.js';
import { selectionRule } from './rules/selection.js';

/** The rules, in the order they run: every gate before the selection, which ranks what passed. */
export const rules = [identityRule, ruleStatusRule, evidenceRule, readinessRule, outcomeGateRule, attributableGateRule, constraintsRule, selectionRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
