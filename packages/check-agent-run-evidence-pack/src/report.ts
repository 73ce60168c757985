import { deriveStatus, type Evaluation, type Finding, type JsonValue, type Status, type Summary } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { isMemberCode, sectionReport, type SectionName, type SectionReport } from './lib/members.js';

export type EvidenceLink = {
  outcome: JsonValue;
  /** Pack pointer of the completion evidence item. */
  pointer: string;
  references: Array<string | number>;
  /** The id of the first promise_action evidence item carrying one of the references, or null. */
  recordedAs: JsonValue;
  /** Both carry in-toto digests under a shared accepted algorithm: whether any of them matches (the in-toto rule); else null. */
  digestsMatch: boolean | null;
};
/** `failed`: the tool-call auditor reads the call's outcome as a failure. */
export type CallLink = { id: JsonValue; tool: JsonValue; actions: JsonValue[]; costRecords: number; failed: boolean };
export type CostLink = { id: JsonValue; toolCall: boolean };
export type ToolLink = { tool: string; calls: number; described: boolean };

export type CrossSection = {
  /** Status and severities of the cross-section findings alone. */
  status: Status;
  summary: Pick<Summary, 'errors' | 'warnings' | 'notices'>;
  /** Per identified completion evidence item, in input order. */
  evidence: EvidenceLink[];
  /** Per tool call, in input order. */
  calls: CallLink[];
  /** Per cost record, in input order. */
  costRecords: CostLink[];
  /** Per tool name the calls use, in order of first call. */
  tools: ToolLink[];
};

export type Report = {
  /** One entry per section, in request order: the member's own status, summary and report. */
  sections: Record<SectionName, SectionReport>;
  crossSection: CrossSection;
};

/** The sections as their members reported them, the cross-section links, and counts of section statuses. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const sections = Object.fromEntries(ctx.runs.map((run) => [run.section, sectionReport(run)])) as Record<SectionName, SectionReport>;
  const own = findings.filter((finding) => !isMemberCode(finding.code));
  const count = (severity: string) => own.filter((finding) => finding.severity === severity).length;
  const crossSection: CrossSection = {
    status: deriveStatus(own),
    summary: { errors: count('error'), warnings: count('warning'), notices: count('notice') },
    evidence: ctx.completionEvidence.map((item) => ({
      outcome: ctx.outcomes[item.outcome] ?? null,
      pointer: item.pointer,
      references: item.references,
      recordedAs: item.recordedAt === null ? null : ctx.evidence[item.recordedAt] ?? null,
      digestsMatch: item.digests === null ? null : item.digests.matches,
    })),
    calls: ctx.calls.map((call) => ({
      id: call.id,
      tool: call.tool,
      actions: call.citedBy.map((action) => ctx.actions[action] ?? null),
      costRecords: call.costRecords.length,
      failed: call.failed,
    })),
    costRecords: ctx.costRecords.map((record) => ({ id: record.id, toolCall: record.toolCall !== null })),
    tools: ctx.calledTools.map((tool) => ({ tool: tool.name, calls: tool.calls, described: tool.described })),
  };
  const statusCount = (status: Status) => ctx.runs.filter((run) => run.result.status === status).length;
  return {
    report: { sections, crossSection },
    counters: {
      sectionsReady: statusCount('READY'),
      sectionsReview: statusCount('REVIEW'),
      sectionsBlocked: statusCount('BLOCKED'),
      crossSectionFindings: crossSection.summary.errors + crossSection.summary.warnings + crossSection.summary.notices,
    },
  };
}
