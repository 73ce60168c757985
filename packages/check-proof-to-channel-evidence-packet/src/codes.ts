import { mergeCodes } from '@evidence-check/core-receipt';
import { artifactsRule } from './rules/artifacts.js';
import { channelRulesRule } from './rules/channel-rules.js';
import { claimsRule } from './rules/claims.js';
import { freeClaimsRule } from './rules/free-claims.js';
import { freshnessRule } from './rules/freshness.js';
import { identityFieldsRule } from './rules/identity-fields.js';
import { identityRule } from './rules/identity.js';
import { linkRule } from './rules/link.js';
import { supportLinksRule } from './rules/support-links.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [identityRule, channelRulesRule, freshnessRule, supportLinksRule, claimsRule, freeClaimsRule, identityFieldsRule, artifactsRule, linkRule] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
