import { defineCheck, runRules, type Finding, type Status } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { MAX_LISTED_POSITIONS, prepare } from './context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type ToolReport = {
  /** The name when it is a string, else null. */
  name: string | null;
  /** Worst finding at this tool: BLOCKED (an error), REVIEW (a warning) or READY. */
  verdict: Status;
  /** Heuristic: the write verb the name sounds like, or null. */
  write_verb: string | null;
  /** The codes of the findings at this tool, in finding order, each once. */
  codes: string[];
};

export type Report = { tools: ToolReport[] };

function perTool(findings: readonly Finding[], count: number): Array<{ verdict: Status; codes: string[] }> {
  const result = Array.from({ length: count }, () => ({ verdict: 'READY' as Status, codes: [] as string[] }));
  for (const finding of findings) {
    const match = /^\/tools\/(0|[1-9][0-9]*)(\/|$)/.exec(finding.pointer);
    if (!match) continue;
    const entry = result[Number(match[1])]!;
    if (!entry.codes.includes(finding.code)) entry.codes.push(finding.code);
    if (finding.severity === 'error') entry.verdict = 'BLOCKED';
    else if (finding.severity === 'warning' && entry.verdict === 'READY') entry.verdict = 'REVIEW';
  }
  return result;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'tool-description-contract-linter',
  title: 'Tool Description Contract Linter',
  category: 'Agent Evidence',
  summary: 'Lints structured tool descriptions for bounded purpose, inputs, outputs, side effects, failure modes, cost and idempotency.',
  limitations: [
    'Judges only explicit metadata fields and simple length bounds; free-text descriptions are not interpreted beyond a documented vague-phrase list.',
    'The vague-purpose and write-sounding-name rules are heuristics over documented word lists (English, whole words): they can miss or over-flag.',
    'Lints the supplied descriptions only; no tool is called to confirm what it does.',
    `A DUPLICATE_TOOL_NAME finding lists at most the first ${MAX_LISTED_POSITIONS} positions of its group in \`positions\`; \`count\` is always the full number, and every member still gets its own finding.`,
    'Currency codes are checked against the ISO 4217 list bundled in the currency-codes package at its published date.',
    'A READY status is a preflight signal about the descriptions, not proof that the tools behave as described.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const verdicts = perTool(findings.sorted(), ctx.tools.length);
    const tools: ToolReport[] = ctx.tools.map((view) => ({
      name: view.name,
      verdict: verdicts[view.index]!.verdict,
      write_verb: view.verb,
      codes: verdicts[view.index]!.codes,
    }));
    const count = (verdict: Status) => tools.filter((tool) => tool.verdict === verdict).length;
    return {
      report: { tools },
      counters: { tools: tools.length, ready: count('READY'), review: count('REVIEW'), blocked: count('BLOCKED') },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { nameWords, vaguePhrases, writeVerb, IDEMPOTENCY_VALUES, VAGUE_PHRASES, WRITE_VERBS, READ_VERBS } from './vocabulary.js';
export type { Input };
export default definition;
