import { codesOf, findingsByItem, itemStatus, type Evaluation, type Finding, type Status } from '@evidence-check/core-receipt';
import type { Context } from './context.js';

export type ToolReport = {
  /** The name when it is a string, else null. */
  name: string | null;
  /** Worst finding at this tool: BLOCKED (an error), REVIEW (a warning) or READY. */
  verdict: Status;
  /** Heuristic: the write verb the name sounds like, or null. */
  writeVerb: string | null;
  /** The codes of the findings at this tool, in finding order, each once. */
  codes: string[];
};

export type Report = { tools: ToolReport[] };

/** Per tool its verdict and codes, from the findings at or under `/tools/<i>`; the summary counts tools per verdict. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byTool = findingsByItem(findings, '/tools', ctx.tools.length);
  const tools: ToolReport[] = ctx.tools.map((view) => {
    const found = byTool[view.index] ?? [];
    return { name: view.name, verdict: itemStatus(found), writeVerb: view.verb, codes: codesOf(found) };
  });
  const count = (verdict: Status) => tools.filter((tool) => tool.verdict === verdict).length;
  return {
    report: { tools },
    counters: { tools: tools.length, ready: count('READY'), review: count('REVIEW'), blocked: count('BLOCKED') },
  };
}
