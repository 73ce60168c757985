import { mergeCodes } from '@evidence-check/core-receipt';
import { argumentsRule } from './rules/arguments.js';
import { authorizationRule } from './rules/authorization.js';
import { contractsRule } from './rules/contracts.js';
import { identifiersRule } from './rules/identifiers.js';
import { outcomesRule } from './rules/outcomes.js';
import { protocolRule } from './rules/protocol.js';
import { schemasRule } from './rules/schemas.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [identifiersRule, contractsRule, authorizationRule, argumentsRule, schemasRule, protocolRule, outcomesRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
