import { mergeCodes } from '@evidence-check/core-receipt';
import { contractRule } from './rules/contract.js';
import { costRule } from './rules/cost.js';
import { descriptionRule } from './rules/description.js';
import { idempotencyRule } from './rules/idempotency.js';
import { annotationsRule } from './rules/annotations.js';
import { mcpFieldsRule } from './rules/mcp-fields.js';
import { namesRule } from './rules/names.js';
import { schemaPortabilityRule } from './rules/schema-portability.js';

/** The decision rules, in the order they run; each code belongs to exactly one rule. */
export const rules = [namesRule, descriptionRule, mcpFieldsRule, schemaPortabilityRule, annotationsRule, contractRule, costRule, idempotencyRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
