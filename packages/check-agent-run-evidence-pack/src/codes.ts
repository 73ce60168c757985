import { mergeCodes, type CodeTable } from '@evidence-check/core-receipt';
import { memberCodes, type MemberCodes } from './members.js';
import { callReferencedRule } from './rules/call-referenced.js';
import { costMatchedRule } from './rules/cost-matched.js';
import { evidenceRecordedRule } from './rules/evidence-recorded.js';
import { toolDescribedRule } from './rules/tool-described.js';

/** The pack's own cross-section rules, in the order they run. */
export const rules = [evidenceRecordedRule, callReferencedRule, costMatchedRule, toolDescribedRule] as const;

/** The pack's own codes: findings where ids of two sections meet. */
export const crossCodes = mergeCodes(rules);

/** The pack's table: its own codes, then the members'; a name in both throws. */
export function combine<Own extends CodeTable, Members extends CodeTable>(own: Own, members: Members): Own & Members {
  for (const code of Object.keys(own)) {
    if (code in members) throw new Error(`agent-run-evidence-pack: ${code} is both a cross-section code and a member code`);
  }
  return { ...own, ...members };
}

/**
 * Every finding this check can emit: its cross-section codes, then each member's codes under
 * `<SECTION>_<CODE>` (see members.ts). Built from the members' own tables when the module loads, and
 * a name declared twice throws there.
 */
export const codes = combine(crossCodes, memberCodes() as MemberCodes & CodeTable);

export type Code = keyof typeof codes;
