import { mergeCodes } from '@evidence-check/core-receipt';
import { callReferencedRule } from './rules/call-referenced.js';
import { completedOnFailedCallsRule } from './rules/completed-on-failed-calls.js';
import { costMatchedRule } from './rules/cost-matched.js';
import { evidenceDigestRule } from './rules/evidence-digest.js';
import { evidenceRecordedRule } from './rules/evidence-recorded.js';
import { memberFindingsRule } from './rules/member-findings.js';
import { toolDescribedRule } from './rules/tool-described.js';

/**
 * The rules, in the order they run: the pack's own cross-section rules, then the members' findings
 * re-emitted. Findings are sorted, so the order never shows in a result; it keeps the table's order
 * (the pack's codes first). A name both in the pack's and a member's table throws here.
 */
export const rules = [evidenceRecordedRule, evidenceDigestRule, callReferencedRule, completedOnFailedCallsRule, costMatchedRule, toolDescribedRule, memberFindingsRule] as const;

/**
 * Every finding this check can emit: its cross-section codes, then each member's codes under
 * `<SECTION>_<CODE>` (see lib/members.ts).
 */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
