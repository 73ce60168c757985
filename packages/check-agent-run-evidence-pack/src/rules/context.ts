// What the cross-section rules read: the ids each member's own `collectIds` reports, joined by key.
import { collectIds as completionIds, type Input as CompletionInput } from '@evidence-check/completion-evidence-receipt-auditor';
import { collectIds as promiseActionIds, type Input as PromiseActionInput } from '@evidence-check/promise-action-evidence-checker';
import { collectIds as toolCallIds, type Input as ToolCallInput } from '@evidence-check/tool-call-contract-auditor';
import { identifierOf, jsonPointer, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import type { SectionRun } from '../members.js';

/** The index of a list item from a member pointer such as `/actions/3/evidence_ids/0` (segment 2). */
const indexAt = (pointer: string, segment = 2): number => Number(pointer.split('/')[segment]);

export interface CompletionEvidence {
  /** Position of the outcome in `completion.outcomes`, and of the item in its `evidence`. */
  outcome: number;
  position: number;
  /** The pack pointer of the evidence item. */
  pointer: string;
  /** The item's identifying values (a bare string or number, or its id, ref, url, uri, path), in that order. */
  references: Array<string | number>;
  keys: string[];
  /** Position of the first promise_action evidence item that carries one of the keys, or null. */
  recordedAt: number | null;
}

export interface ToolCall {
  index: number;
  id: JsonValue;
  /** Canonical key of a usable call id, else null. */
  key: string | null;
  tool: JsonValue;
  name: string | null;
  /** Positions of the promise_action actions whose evidence_ids name the call, in input order, each once. */
  citedBy: number[];
  /** Positions of the cost records with the call's id. */
  costRecords: number[];
}

export interface CostRecord {
  index: number;
  id: JsonValue;
  key: string | null;
  /** Position of the first tool call with the same id, or null. */
  toolCall: number | null;
}

export interface Context {
  input: { [Section in SectionRun['section']]: JsonObject };
  actions: JsonValue[];
  evidence: JsonValue[];
  outcomes: JsonValue[];
  completionEvidence: CompletionEvidence[];
  calls: ToolCall[];
  costRecords: CostRecord[];
  /** Each tool name the calls use (a non-blank string), in order of its first call. */
  calledTools: CalledTool[];
}

export interface CalledTool {
  name: string;
  /** Position of its first call. */
  firstCall: number;
  calls: number;
  /** Whether a tool_descriptions entry has exactly this name. */
  described: boolean;
}

export function prepare(runs: readonly SectionRun[]): Context {
  const request = Object.fromEntries(runs.map((run) => [run.section, run.request])) as Context['input'];
  const pa = promiseActionIds(request.promise_action as unknown as PromiseActionInput);
  const tc = toolCallIds(request.tool_calls as unknown as ToolCallInput);
  const co = completionIds(request.completion as unknown as CompletionInput);

  // The promise_action evidence items identified by the completion auditor's own rule (a value under
  // id, ref, url, uri or path), by handing them to it as the evidence of one outcome.
  const paEvidence = (request.promise_action as unknown as PromiseActionInput).evidence;
  const recorded = new Map<string, number>();
  for (const ref of completionIds({ outcomes: [{ id: 0, status: 'completed', evidence: paEvidence }] }).evidence) {
    const position = indexAt(ref.pointer, 4);
    if (!recorded.has(ref.key)) recorded.set(ref.key, position);
  }

  const byPointer = new Map<string, CompletionEvidence>();
  for (const ref of co.evidence) {
    let item = byPointer.get(ref.pointer);
    if (!item) {
      item = { outcome: indexAt(ref.pointer), position: indexAt(ref.pointer, 4), pointer: jsonPointer('completion') + ref.pointer, references: [], keys: [], recordedAt: null };
      byPointer.set(ref.pointer, item);
    }
    item.references.push(ref.value);
    item.keys.push(ref.key);
    const at = recorded.get(ref.key);
    if (at !== undefined && (item.recordedAt === null || at < item.recordedAt)) item.recordedAt = at;
  }

  const citedBy = new Map<string, number[]>();
  for (const cited of pa.citedEvidence) {
    if (cited.key === null) continue;
    const action = indexAt(cited.pointer);
    const list = citedBy.get(cited.key) ?? [];
    if (list[list.length - 1] !== action) list.push(action);
    citedBy.set(cited.key, list);
  }

  const costCalls = (request.costs.calls ?? []) as JsonObject[];
  const costKeys = costCalls.map((call) => identifierOf(call.id)?.key ?? null);
  const costByKey = new Map<string, number[]>();
  costKeys.forEach((key, index) => {
    if (key === null) return;
    const list = costByKey.get(key);
    if (list) list.push(index);
    else costByKey.set(key, [index]);
  });

  const calls = tc.calls.map((call, index): ToolCall => {
    const tool = tc.calledTools[index];
    return {
      index,
      id: call.id,
      key: call.key,
      tool: tool?.tool ?? null,
      name: tool?.name ?? null,
      citedBy: call.key === null ? [] : citedBy.get(call.key) ?? [],
      costRecords: call.key === null ? [] : costByKey.get(call.key) ?? [],
    };
  });
  const callByKey = new Map<string, number>();
  for (const call of calls) if (call.key !== null && !callByKey.has(call.key)) callByKey.set(call.key, call.index);

  const costRecords = costCalls.map((call, index): CostRecord => {
    const key = costKeys[index] ?? null;
    return { index, id: (call.id ?? null) as JsonValue, key, toolCall: key === null ? null : callByKey.get(key) ?? null };
  });

  const described = new Set(((request.tool_descriptions.tools ?? []) as JsonObject[]).map((tool) => tool.name).filter((name) => typeof name === 'string'));
  const calledTools = new Map<string, CalledTool>();
  for (const call of calls) {
    if (call.name === null) continue;
    const tool = calledTools.get(call.name);
    if (tool) tool.calls++;
    else calledTools.set(call.name, { name: call.name, firstCall: call.index, calls: 1, described: described.has(call.name) });
  }
  return {
    input: request,
    actions: pa.actions.map((entry) => entry.id),
    evidence: pa.evidence.map((entry) => entry.id),
    outcomes: co.outcomes.map((entry) => entry.id),
    completionEvidence: [...byPointer.values()],
    calls,
    costRecords,
    calledTools: [...calledTools.values()],
  };
}
