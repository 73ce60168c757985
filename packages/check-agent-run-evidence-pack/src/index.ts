import { defineCheck, deriveStatus, runRules, type CodeTable, type FindingCollector, type JsonValue, type Status, type Summary } from '@evidence-check/core-receipt';
import { codes, crossCodes, rules } from './codes.js';
import { MEMBERS, reemit, runMembers, sectionReport, type SectionName, type SectionReport } from './members.js';
import { prepare, type Context } from './rules/context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type EvidenceLink = {
  outcome: JsonValue;
  /** Pack pointer of the completion evidence item. */
  pointer: string;
  references: Array<string | number>;
  /** The id of the first promise_action evidence item carrying one of the references, or null. */
  recorded_as: JsonValue;
};
export type CallLink = { id: JsonValue; tool: JsonValue; actions: JsonValue[]; cost_records: number };
export type CostLink = { id: JsonValue; tool_call: boolean };
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
  cost_records: CostLink[];
  /** Per tool name the calls use, in order of first call. */
  tools: ToolLink[];
};

export type Report = {
  /** One entry per section, in request order: the member's own status, summary and report. */
  sections: Record<SectionName, SectionReport>;
  cross_section: CrossSection;
};

function crossSection(ctx: Context, findings: FindingCollector<typeof codes>): CrossSection {
  const own = findings.sorted().filter((finding) => Object.prototype.hasOwnProperty.call(crossCodes, finding.code));
  const count = (severity: string) => own.filter((finding) => finding.severity === severity).length;
  return {
    status: deriveStatus(own),
    summary: { errors: count('error'), warnings: count('warning'), notices: count('notice') },
    evidence: ctx.completionEvidence.map((item) => ({
      outcome: ctx.outcomes[item.outcome] ?? null,
      pointer: item.pointer,
      references: item.references,
      recorded_as: item.recordedAt === null ? null : ctx.evidence[item.recordedAt] ?? null,
    })),
    calls: ctx.calls.map((call) => ({
      id: call.id,
      tool: call.tool,
      actions: call.citedBy.map((action) => ctx.actions[action] ?? null),
      cost_records: call.costRecords.length,
    })),
    cost_records: ctx.costRecords.map((record) => ({ id: record.id, tool_call: record.toolCall !== null })),
    tools: ctx.calledTools.map((tool) => ({ tool: tool.name, calls: tool.calls, described: tool.described })),
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'agent-run-evidence-pack',
  title: 'Agent Run Evidence Pack',
  category: 'Agent Evidence',
  summary: 'Runs six deterministic checks over one agent-run packet and returns one consolidated report.',
  limitations: [
    'Runs the same six checks as promise-action-evidence-checker, tool-call-contract-auditor, completion-evidence-receipt-auditor, tool-description-contract-linter, skill-activation-verifier and agent-cost-decomposer, with their limits.',
    'Evidence references are checked for presence only, and tool-call argument checks are key-presence checks.',
    'Completion records are checked for structure, not truth.',
    'Tool descriptions are linted from explicit metadata fields and simple length bounds.',
    'Costs are computed from caller-supplied token counts and rates; no usage is looked up.',
    'Cross-section checks join exact ids and names only: a call, cost record or evidence item named differently in two sections is not recognised as the same.',
    'Cross-section links are read one way: actions account for tool calls through evidence_ids, and cost records name tool calls by id; a packet that links them otherwise gets cross-section findings that do not apply to it.',
  ],
  version,
  price: '$0.25',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const runs = runMembers(input);
    reemit(runs, findings as unknown as FindingCollector<CodeTable>);
    const ctx = prepare(runs);
    runRules(rules, ctx, findings as unknown as FindingCollector<CodeTable>);
    const sections = Object.fromEntries(runs.map((run) => [run.section, sectionReport(run)])) as Record<SectionName, SectionReport>;
    const cross = crossSection(ctx, findings);
    const statusCount = (status: Status) => runs.filter((run) => run.result.status === status).length;
    return {
      report: { sections, cross_section: cross },
      counters: {
        sections_ready: statusCount('READY'),
        sections_review: statusCount('REVIEW'),
        sections_blocked: statusCount('BLOCKED'),
        cross_section_findings: cross.summary.errors + cross.summary.warnings + cross.summary.notices,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput, MEMBERS };
export { taggedCode } from './members.js';
export type { SectionName, SectionReport };
export type { Input };
export default definition;
