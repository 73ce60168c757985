import { mergeCodes } from '@evidence-check/core-receipt';
import { channelsRule } from './rules/channels.js';
import { claimsRule } from './rules/claims.js';
import { consistencyRule } from './rules/consistency.js';
import { healthRule } from './rules/health.js';
import { identityRule } from './rules/identity.js';
import { mcpRegistryRule } from './rules/mcp-registry.js';
import { requiredSurfacesRule } from './rules/required-surfaces.js';

/** The decision rules, in the order they run; each owns its codes. */
export const rules = [identityRule, consistencyRule, healthRule, claimsRule, requiredSurfacesRule, channelsRule, mcpRegistryRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
