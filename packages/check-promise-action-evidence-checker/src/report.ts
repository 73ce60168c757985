import { echoed, type Evaluation, extraKeys, type Finding, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import type { Context, EvidenceState, Verdict } from './context.js';
import type { Input } from './generated/schema.js';

export type PromiseReport = { id: JsonValue; verdict: Verdict; actions: JsonValue[]; extra: JsonObject };
export type ActionReport = { id: JsonValue; status: JsonValue; statusKnown: boolean; evidence: EvidenceState; extra: JsonObject };
export type EvidenceReport = { id: JsonValue; citations: number; extra: JsonObject };

export type Report = {
  promises: PromiseReport[];
  actions: ActionReport[];
  evidence: EvidenceReport[];
  verdicts: Record<Verdict, number>;
};

/** Per promise its verdict and serving actions, per action its status and evidence, per evidence item its citations. */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const verdicts: Record<Verdict, number> = { fulfilled: 0, partial: 0, unsupported: 0, unaddressed: 0 };
  const promises = ctx.promises.map((promise): PromiseReport => {
    const verdict = ctx.verdicts[promise.index] as Verdict;
    verdicts[verdict]++;
    return {
      id: echoed(promise.value),
      verdict,
      // Listed at the first promise with the id only (see Context.firstOfId); an action without a
      // usable id (blank, not a string or number, or too long) is listed as null.
      actions: ctx.firstOfId[promise.index] ? (ctx.servedBy[promise.index] ?? []).map((action) => (action.id ? echoed(action.value) : null)) : [],
      extra: extraKeys(ctx.input.promises[promise.index] ?? {}, ['id', 'required_evidence_kinds']),
    };
  });
  const actions = ctx.actions.map((action): ActionReport => {
    const record = ctx.input.actions[action.index] as Input['actions'][number];
    return {
      id: echoed(action.value),
      status: echoed(record.status),
      statusKnown: action.status !== null,
      evidence: action.evidence,
      extra: extraKeys(record, ['id', 'status', 'promise_ids', 'evidence_ids']),
    };
  });
  const evidence = ctx.evidence.map((item): EvidenceReport => ({
    id: echoed(item.value),
    citations: item.id ? ctx.citations.get(item.id.key) ?? 0 : 0,
    extra: extraKeys(ctx.input.evidence[item.index] ?? {}, ['id']),
  }));
  const unreferenced = ctx.evidence.filter((item) => item.id && !ctx.citations.has(item.id.key)).length;
  return {
    report: { promises, actions, evidence, verdicts },
    counters: {
      promises: ctx.input.promises.length,
      actions: ctx.input.actions.length,
      evidence: ctx.input.evidence.length,
      ...verdicts,
      unreferencedEvidence: unreferenced,
    },
  };
}
