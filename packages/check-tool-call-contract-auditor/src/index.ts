import { defineCheck, jsonPointer, runRules, type Finding, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { extraKeys } from '@evidence-check/core-receipt';
import { boundedId, prepare, toolName, type Context } from './rules/context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

const CONTRACT_KEYS = ['tool', 'allowed', 'max_calls', 'required_arguments', 'forbidden_arguments'];
const CALL_KEYS = ['id', 'tool', 'arguments', 'outcome'];

export type ToolReport = {
  tool: string;
  /** False for a tool that is called but has no contract. */
  contract: boolean;
  /** The applied contract's `allowed` (true when absent); false without a contract. */
  allowed: boolean;
  max_calls: number | null;
  calls: number;
  /** Calls to the tool with at least one error or warning. */
  violations: number;
  /** Unknown keys of the applied contract. */
  extra: JsonObject;
};
export type ContractReport = { tool: JsonValue; applied: boolean; invalid_fields: number };
export type CallReport = {
  id: JsonValue;
  tool: JsonValue;
  verdict: 'compliant' | 'violation';
  /** Every finding code at the call, in pointer order, once each. */
  codes: string[];
  failed: boolean;
  extra: JsonObject;
};
export type Report = { tools: ToolReport[]; contracts: ContractReport[]; calls: CallReport[] };

export interface IdEntry {
  id: JsonValue;
  /** Canonical JSON of a usable id (a non-blank string or a number), null otherwise. */
  key: string | null;
  pointer: string;
}
export interface ToolEntry {
  tool: JsonValue;
  /** The tool name when it is a non-blank string, null otherwise. */
  name: string | null;
  pointer: string;
}
/** The ids and tool names this packet holds, for cross-section checks (the agent-run evidence pack). */
export interface CollectedIds {
  calls: IdEntry[];
  contractTools: ToolEntry[];
  calledTools: ToolEntry[];
}

export function collectIds(input: Input): CollectedIds {
  const tools = (list: 'contracts' | 'calls') =>
    input[list].map((item, index): ToolEntry => ({ tool: item.tool as JsonValue, name: toolName(item.tool), pointer: jsonPointer(list, index, 'tool') }));
  return {
    calls: input.calls.map((call, index) => ({ id: call.id as JsonValue, key: boundedId(call.id)?.key ?? null, pointer: jsonPointer('calls', index, 'id') })),
    contractTools: tools('contracts'),
    calledTools: tools('calls'),
  };
}

const CALLS = '/calls/';

/** Per call index: the codes found at or under `/calls/<index>`, and whether any is an error or warning. */
function findingsByCall(findings: readonly Finding[]): Map<number, { codes: string[]; violation: boolean }> {
  const byCall = new Map<number, { codes: string[]; violation: boolean }>();
  for (const finding of findings) {
    // `/calls/<index>` or below: the index is read in place, without splitting the pointer.
    if (!finding.pointer.startsWith(CALLS)) continue;
    const end = finding.pointer.indexOf('/', CALLS.length);
    const position = Number(finding.pointer.slice(CALLS.length, end < 0 ? undefined : end));
    const entry = byCall.get(position) ?? { codes: [], violation: false };
    if (!entry.codes.includes(finding.code)) entry.codes.push(finding.code);
    if (finding.severity !== 'notice') entry.violation = true;
    byCall.set(position, entry);
  }
  return byCall;
}

function buildReport(ctx: Context, findings: readonly Finding[]): Report {
  const byCall = findingsByCall(findings);
  const calls = ctx.calls.map((call): CallReport => {
    const record = ctx.input.calls[call.index] as Input['calls'][number];
    const found = byCall.get(call.index);
    return {
      id: record.id as JsonValue,
      tool: record.tool as JsonValue,
      verdict: found?.violation ? 'violation' : 'compliant',
      codes: found?.codes ?? [],
      failed: call.failed,
      extra: extraKeys(record, CALL_KEYS),
    };
  });

  const tools = new Map<string, ToolReport>();
  for (const contract of ctx.contractByTool.values()) {
    tools.set(contract.tool as string, {
      tool: contract.tool as string,
      contract: true,
      allowed: contract.allowed,
      max_calls: contract.maxCalls,
      calls: 0,
      violations: 0,
      extra: extraKeys(ctx.input.contracts[contract.index] ?? {}, CONTRACT_KEYS),
    });
  }
  for (const call of ctx.calls) {
    if (call.tool === null) continue;
    let tool = tools.get(call.tool);
    if (!tool) {
      tool = { tool: call.tool, contract: false, allowed: false, max_calls: null, calls: 0, violations: 0, extra: {} };
      tools.set(call.tool, tool);
    }
    tool.calls++;
    if (calls[call.index]?.verdict === 'violation') tool.violations++;
  }

  const contracts = ctx.contracts.map((contract): ContractReport => ({
    tool: ctx.input.contracts[contract.index]?.tool as JsonValue,
    applied: contract.tool !== null && ctx.contractByTool.get(contract.tool) === contract,
    invalid_fields: contract.problems.length,
  }));
  return { tools: [...tools.values()], contracts, calls };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'tool-call-contract-auditor',
  title: 'Tool Call Contract Auditor',
  category: 'Agent Evidence',
  summary: 'Audits recorded tool calls against authorization, argument, call-count and outcome contracts.',
  limitations: [
    'Argument checks are key-presence checks; argument values are not validated.',
    'Argument paths descend into nested objects only, never into arrays.',
    'Tool names and call ids are compared exactly (no trimming or case folding).',
    'Call ids, tool names and argument paths longer than 256 characters are not read (ID_TOO_LONG, TOOL_NAME_TOO_LONG, INVALID_CONTRACT_FIELD).',
    'Audits only the supplied call records; no tool is called or replayed.',
    'A READY status is a preflight signal about the supplied records, not proof of what the tools did.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx, findings.sorted());
    return {
      report,
      counters: {
        contracts: input.contracts.length,
        calls: input.calls.length,
        tools: report.tools.length,
        violating_calls: report.calls.filter((call) => call.verdict === 'violation').length,
        failed_calls: report.calls.filter((call) => call.failed).length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { FAILED_OUTCOMES, MAX_LISTED_MISSING, MAX_NAME_LENGTH } from './rules/context.js';
export { formatArgumentPath, parseArgumentPath } from './paths.js';
export { identifierOf } from '@evidence-check/core-receipt';
export type { Input };
export default definition;
