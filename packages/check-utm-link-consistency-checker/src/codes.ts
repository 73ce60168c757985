import { mergeCodes } from '@evidence-check/core-receipt';
import { allowedValuesRule } from './rules/allowed-values.js';
import { appStoreRule } from './rules/app-store.js';
import { caseDriftRule } from './rules/case-drift.js';
import { duplicateIdsRule } from './rules/duplicate-ids.js';
import { duplicateLinksRule } from './rules/duplicate-links.js';
import { encodingRule } from './rules/encoding.js';
import { fragmentRule } from './rules/fragment.js';
import { ga4ChannelRule } from './rules/ga4-channel.js';
import { ga4ParametersRule } from './rules/ga4-parameters.js';
import { internalLinksRule } from './rules/internal-links.js';
import { missingRule } from './rules/missing.js';
import { piiRule } from './rules/pii.js';
import { policyRule } from './rules/policy.js';
import { repeatedRule } from './rules/repeated.js';
import { urlRule } from './rules/url.js';
import { whitespaceRule } from './rules/whitespace.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  policyRule,
  duplicateIdsRule,
  urlRule,
  missingRule,
  ga4ParametersRule,
  repeatedRule,
  allowedValuesRule,
  caseDriftRule,
  whitespaceRule,
  encodingRule,
  duplicateLinksRule,
  fragmentRule,
  ga4ChannelRule,
  internalLinksRule,
  appStoreRule,
  piiRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
