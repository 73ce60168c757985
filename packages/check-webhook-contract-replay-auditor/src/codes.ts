import { mergeCodes } from '@evidence-check/core-receipt';
import { attemptRule } from './rules/attempt.js';
import { contractsRule } from './rules/contracts.js';
import { deliveriesRule } from './rules/deliveries.js';
import { freshnessRule } from './rules/freshness.js';
import { idempotencyRule } from './rules/idempotency.js';
import { payloadRule } from './rules/payload.js';
import { signatureRule } from './rules/signature.js';
import { versionRule } from './rules/version.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [contractsRule, deliveriesRule, versionRule, payloadRule, signatureRule, idempotencyRule, attemptRule, freshnessRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
