import { codesOf, itemStatus, type Evaluation, type Finding, type Status } from '@evidence-check/core-receipt';
import type { Channel, Context, Promotion } from './context.js';

export type Decision = 'allow' | 'revise' | 'block';

/** The packet status in the caller's terms. */
const DECISION: Readonly<Record<Status, Decision>> = { READY: 'allow', REVIEW: 'revise', BLOCKED: 'block' };

export type Report = {
  /** block on any error finding, revise on any warning, else allow (the status, in the caller's terms). */
  decision: Decision;
  /** Every reason, as distinct codes in envelope order. */
  reasons: string[];
  /** The reasons that block (errors) and the ones that ask for a revision (warnings). */
  blockReasons: string[];
  reviseReasons: string[];
  channel: Channel;
  /** Whether caller-supplied community rules were part of the decision. */
  communityRules: boolean;
  /** Whole days from rules_captured_at to observed_at; null without community rules. */
  rulesAgeDays: number | null;
  /** The account's promotional share, counting the proposed action when it promotes. */
  promotion: Promotion;
};

/** The decision and its reasons, from the findings in envelope order. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const blockReasons = codesOf(findings.filter((finding) => finding.severity === 'error'));
  const reviseReasons = codesOf(findings.filter((finding) => finding.severity === 'warning'));
  const decision = DECISION[itemStatus(findings)];
  const report: Report = {
    decision,
    reasons: codesOf(findings),
    blockReasons,
    reviseReasons,
    channel: ctx.channel,
    communityRules: ctx.community !== null,
    rulesAgeDays: ctx.rulesAgeDays,
    promotion: ctx.promotion,
  };
  return { report, counters: { decision, blockReasons: blockReasons.length, reviseReasons: reviseReasons.length } };
}
