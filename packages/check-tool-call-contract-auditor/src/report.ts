import { codesOf, echoed, type Evaluation, extraKeys, type Finding, findingsByItem, itemStatus, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import type { Input } from './generated/schema.js';

const CONTRACT_KEYS = ['tool', 'allowed', 'max_calls', 'required_arguments', 'forbidden_arguments'];
const CALL_KEYS = ['id', 'tool', 'arguments', 'outcome'];

export type ToolReport = {
  tool: string;
  /** False for a tool that is called but has no contract. */
  contract: boolean;
  /** The applied contract's `allowed` (true when absent); false without a contract. */
  allowed: boolean;
  maxCalls: number | null;
  calls: number;
  /** Calls to the tool with at least one error or warning. */
  violations: number;
  /** Unknown keys of the applied contract. */
  extra: JsonObject;
};

export type ContractReport = { tool: JsonValue; applied: boolean; invalidFields: number };

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

/** Per call its verdict (any error or warning at or under it is a violation), per tool its calls, per contract whether it applies. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byCall = findingsByItem(findings, '/calls', ctx.calls.length);
  const calls = ctx.calls.map((call): CallReport => {
    const record = ctx.input.calls[call.index] as Input['calls'][number];
    const found = byCall[call.index] ?? [];
    return {
      id: echoed(record.id),
      tool: echoed(record.tool),
      verdict: itemStatus(found) === 'READY' ? 'compliant' : 'violation',
      codes: codesOf(found),
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
      maxCalls: contract.maxCalls,
      calls: 0,
      violations: 0,
      extra: extraKeys(ctx.input.contracts[contract.index] ?? {}, CONTRACT_KEYS),
    });
  }
  for (const call of ctx.calls) {
    if (call.tool === null) continue;
    let tool = tools.get(call.tool);
    if (!tool) {
      tool = { tool: call.tool, contract: false, allowed: false, maxCalls: null, calls: 0, violations: 0, extra: {} };
      tools.set(call.tool, tool);
    }
    tool.calls++;
    if (calls[call.index]?.verdict === 'violation') tool.violations++;
  }
  const contracts = ctx.contracts.map((contract): ContractReport => ({
    tool: echoed(ctx.input.contracts[contract.index]?.tool),
    applied: contract.tool !== null && ctx.contractByTool.get(contract.tool) === contract,
    invalidFields: contract.problems.length,
  }));
  const report: Report = { tools: [...tools.values()], contracts, calls };
  return {
    report,
    counters: {
      contracts: ctx.input.contracts.length,
      calls: ctx.input.calls.length,
      tools: report.tools.length,
      violatingCalls: calls.filter((call) => call.verdict === 'violation').length,
      failedCalls: calls.filter((call) => call.failed).length,
    },
  };
}
