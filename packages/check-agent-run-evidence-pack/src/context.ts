/**
 * What the rules and the report read, prepared once: every member run on its sub-packet (its
 * findings are re-emitted by a rule, its result is the section's report), and the ids each member's
 * own `collectIds` reports, joined by key, for the cross-section rules.
 */
import { collectIds as completionIds, excerpt, type Input as CompletionInput } from '@evidence-check/completion-evidence-receipt-auditor';
import { collectIds as promiseActionIds, type Input as PromiseActionInput } from '@evidence-check/promise-action-evidence-checker';
import { collectIds as toolCallIds, type Input as ToolCallInput } from '@evidence-check/tool-call-contract-auditor';
import { display, echoed, identifierOf, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import { compareDigests, digestSet } from './lib/digests.js';
import { runMembers, type SectionRun } from './lib/members.js';
import type { Input } from './generated/schema.js';

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
  /**
   * The in-toto digests of the item and of the recorded item it resolved to, compared: null when
   * they share no accepted algorithm; else the shared algorithms, their values, and whether any matches.
   */
  digests: { shared: string[]; matches: boolean; cited: Record<string, string>; recorded: Record<string, string> } | null;
}

/** A tool_calls entry of a completed action's evidence_ids that names failed calls only. */
export interface FailedCallCitation {
  /** Position of the action in promise_action.actions. */
  action: number;
  /** Pack pointer of the evidence_ids entry. */
  pointer: string;
  /** The cited id as given. */
  id: JsonValue;
  /** Positions of the calls with that id (every one of them failed): the first MAX_LISTED, and how many. */
  calls: number[];
  callCount: number;
}

/** A finding lists at most this many positions of the calls sharing a cited id. */
export const MAX_LISTED = 10;

export interface ToolCall {
  index: number;
  id: JsonValue;
  /** Canonical key of a usable call id, else null. */
  key: string | null;
  tool: JsonValue;
  name: string | null;
  /**
   * Positions of the promise_action actions whose evidence_ids name the call, in input order, each
   * once; listed at the first call with the id only, so d calls sharing an id cited by m actions
   * stay m entries, not d × m.
   */
  citedBy: number[];
  /** Whether any action names the call's id (for every call with the id). */
  cited: boolean;
  /** Positions of the cost records with the call's id. */
  costRecords: number[];
  /** The tool-call auditor flagged the call's outcome as a failure (its CALL_FAILED). */
  failed: boolean;
}

export interface CostRecord {
  index: number;
  id: JsonValue;
  key: string | null;
  /** Position of the first tool call with the same id, or null. */
  toolCall: number | null;
}

export interface Context {
  /** Each member's run on its section, in request order. */
  runs: SectionRun[];
  /** The ids of the promise_action actions and evidence items and of the completion outcomes; null where the member reads no usable id. */
  actions: JsonValue[];
  evidence: JsonValue[];
  outcomes: JsonValue[];
  /** How each outcome reads in a message: its id, else its id value cut as the completion auditor cuts it. */
  outcomeNames: string[];
  completionEvidence: CompletionEvidence[];
  calls: ToolCall[];
  costRecords: CostRecord[];
  /** Each tool name the calls use (a non-blank string), in order of its first call. */
  calledTools: CalledTool[];
  /** Evidence entries of `completed` actions whose cited tool calls all failed, in input order. */
  failedCitations: FailedCallCitation[];
}

export interface CalledTool {
  name: string;
  /** Position of its first call. */
  firstCall: number;
  calls: number;
  /** Whether a tool_descriptions entry has exactly this name. */
  described: boolean;
}

/** An id as the report lists it: null where the member reads no usable id (blank, not a string or number, or too long). */
const usableId = (entry: { id: JsonValue; key: string | null }): JsonValue => (entry.key === null ? null : entry.id);

export function prepare(input: Input): Context {
  const runs = runMembers(input);
  const request = Object.fromEntries(runs.map((run) => [run.section, run.request])) as { [Section in SectionRun['section']]: JsonObject };
  const pa = promiseActionIds(request.promise_action as unknown as PromiseActionInput);
  const tc = toolCallIds(request.tool_calls as unknown as ToolCallInput);
  const co = completionIds(request.completion as unknown as CompletionInput);

  // The promise_action evidence items identified by the completion auditor's own rule (a value under
  // id, ref, url, uri or path), by handing them to it as the evidence of one outcome.
  const paEvidence = (request.promise_action as unknown as PromiseActionInput).evidence;
  const recorded = new Map<string, number>();
  for (const ref of completionIds({ outcomes: [{ id: 0, status: 'completed', evidence: paEvidence }] }).evidence) {
    if (!recorded.has(ref.key)) recorded.set(ref.key, ref.position);
  }

  // collectIds lists the references of one item together, in input order.
  const completionEvidence: CompletionEvidence[] = [];
  for (const ref of co.evidence) {
    let item = completionEvidence.at(-1);
    if (!item || item.outcome !== ref.outcome || item.position !== ref.position) {
      item = { outcome: ref.outcome, position: ref.position, pointer: `/completion${ref.pointer}`, references: [], keys: [], recordedAt: null, digests: null };
      completionEvidence.push(item);
    }
    item.references.push(ref.value);
    item.keys.push(ref.key);
    const at = recorded.get(ref.key);
    if (at !== undefined && (item.recordedAt === null || at < item.recordedAt)) item.recordedAt = at;
  }

  const completionOutcomes = ((request.completion.outcomes ?? []) as JsonObject[]);
  for (const item of completionEvidence) {
    if (item.recordedAt === null) continue;
    const evidence = completionOutcomes[item.outcome]?.evidence;
    const cited = digestSet(Array.isArray(evidence) ? evidence[item.position] : undefined);
    const recordedItem = digestSet((paEvidence as unknown[])[item.recordedAt]);
    if (!cited || !recordedItem) continue;
    const { shared, matches } = compareDigests(cited, recordedItem);
    if (shared.length === 0) continue;
    const pick = (set: Map<string, string>) => Object.fromEntries(shared.map((algorithm) => [algorithm, set.get(algorithm)!]));
    item.digests = { shared, matches, cited: pick(cited), recorded: pick(recordedItem) };
  }

  const citedBy = new Map<string, number[]>();
  for (const cited of pa.citedEvidence) {
    if (cited.key === null) continue;
    const action = cited.action;
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

  // The tool-call auditor's own reading of a failed outcome: its CALL_FAILED findings, at /calls/<i>/outcome.
  const toolCallsRun = runs.find((run) => run.section === 'tool_calls')!;
  const failedCalls = new Set(
    toolCallsRun.result.findings.filter((finding) => finding.code === 'CALL_FAILED').map((finding) => Number(finding.pointer.split('/')[2])),
  );

  const callByKey = new Map<string, number>();
  const callsByKey = new Map<string, number[]>();
  const calls = tc.calls.map((call, index): ToolCall => {
    const tool = tc.calledTools[index];
    const first = call.key !== null && !callByKey.has(call.key);
    if (first) callByKey.set(call.key as string, index);
    if (call.key !== null) {
      const same = callsByKey.get(call.key);
      if (same) same.push(index);
      else callsByKey.set(call.key, [index]);
    }
    const citing = call.key === null ? undefined : citedBy.get(call.key);
    return {
      index,
      id: call.id,
      key: call.key,
      tool: tool?.tool ?? null,
      name: tool?.name ?? null,
      citedBy: first ? citing ?? [] : [],
      cited: citing !== undefined,
      costRecords: call.key === null ? [] : costByKey.get(call.key) ?? [],
      failed: failedCalls.has(index),
    };
  });

  // A completed action whose cited tool calls all failed: each entry naming such calls.
  const actionStatus = ((request.promise_action.actions ?? []) as JsonObject[]).map((action) => action.status);
  const allFailed = new Map([...callsByKey].map(([key, indices]) => [key, indices.every((index) => failedCalls.has(index))]));
  const callCitations = new Map<number, Array<{ ref: (typeof pa.citedEvidence)[number]; calls: number[] }>>();
  for (const ref of pa.citedEvidence) {
    const matching = ref.key === null ? undefined : callsByKey.get(ref.key);
    if (!matching || actionStatus[ref.action] !== 'completed') continue;
    const list = callCitations.get(ref.action) ?? [];
    list.push({ ref, calls: matching });
    callCitations.set(ref.action, list);
  }
  const failedCitations: FailedCallCitation[] = [];
  for (const [action, citations] of [...callCitations].sort(([a], [b]) => a - b)) {
    if (!citations.every(({ ref }) => allFailed.get(ref.key!))) continue;
    for (const { ref, calls: cited } of citations) {
      failedCitations.push({ action, pointer: `/promise_action${ref.pointer}`, id: ref.id, calls: cited.slice(0, MAX_LISTED), callCount: cited.length });
    }
  }

  const costRecords = costCalls.map((call, index): CostRecord => {
    const key = costKeys[index] ?? null;
    return { index, id: echoed(call.id ?? null), key, toolCall: key === null ? null : callByKey.get(key) ?? null };
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
    runs,
    actions: pa.actions.map(usableId),
    evidence: pa.evidence.map(usableId),
    outcomes: co.outcomes.map(usableId),
    outcomeNames: co.outcomes.map((entry) => (entry.key === null ? excerpt(display(entry.id)) : display(entry.id))),
    completionEvidence,
    calls,
    costRecords,
    calledTools: [...calledTools.values()],
    failedCitations,
  };
}
