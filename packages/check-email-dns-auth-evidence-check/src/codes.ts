import { mergeCodes } from '@evidence-check/core-receipt';
import { dkimRule } from './rules/dkim.js';
import { dmarcBisRule } from './rules/dmarc-bis.js';
import { dmarcRule } from './rules/dmarc.js';
import { mxRule } from './rules/mx.js';
import { spfRule } from './rules/spf.js';
import { spfDeadTermsRule } from './rules/spf-dead-terms.js';
import { spfSizeRule } from './rules/spf-size.js';

/** The decision rules, run in this order over one prepared context. */
export const rules = [spfRule, spfSizeRule, spfDeadTermsRule, dkimRule, dmarcRule, dmarcBisRule, mxRule] as const;

/** Every finding this check can emit; the README documents each one. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
