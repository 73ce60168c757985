import { defineCheck, runRules, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { extraKeys } from '@evidence-check/core-receipt';
import { prepare, type Context, type EvidenceState, type Verdict } from './rules/context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type PromiseReport = { id: JsonValue; verdict: Verdict; actions: JsonValue[]; extra: JsonObject };
export type ActionReport = { id: JsonValue; status: JsonValue; status_known: boolean; evidence: EvidenceState; extra: JsonObject };
export type EvidenceReport = { id: JsonValue; citations: number; extra: JsonObject };

export type Report = {
  promises: PromiseReport[];
  actions: ActionReport[];
  evidence: EvidenceReport[];
  verdicts: Record<Verdict, number>;
};

export interface IdEntry {
  /** The id as given. */
  id: JsonValue;
  /** Canonical JSON of a usable id (a non-blank string or a number), null otherwise; equal keys are equal ids. */
  key: string | null;
  /** RFC 6901 pointer to the id in this product's request. */
  pointer: string;
}

/** The ids this packet declares and cites, for cross-section checks (the agent-run evidence pack). */
export interface CollectedIds {
  promises: IdEntry[];
  actions: IdEntry[];
  evidence: IdEntry[];
  /** Every entry of every action's `evidence_ids`, in input order, with the action's position. */
  citedEvidence: Array<IdEntry & { action: number }>;
}

const toEntry = ({ value, id, pointer }: { value: unknown; id: { key: string } | null; pointer: string }): IdEntry => ({
  id: value as JsonValue,
  key: id?.key ?? null,
  pointer,
});

export function collectIds(input: Input): CollectedIds {
  return idsOf(prepare(input));
}

function idsOf(ctx: Context): CollectedIds {
  return {
    promises: ctx.promises.map(toEntry),
    actions: ctx.actions.map(toEntry),
    evidence: ctx.evidence.map(toEntry),
    citedEvidence: ctx.actions.flatMap((action) => (action.refs.evidence_ids ?? []).map((ref) => ({ ...toEntry(ref), action: action.index }))),
  };
}

function buildReport(ctx: Context): Report {
  const verdicts: Record<Verdict, number> = { fulfilled: 0, partial: 0, unsupported: 0, unaddressed: 0 };
  const promises = ctx.promises.map((promise): PromiseReport => {
    const verdict = ctx.verdicts[promise.index] as Verdict;
    verdicts[verdict]++;
    return {
      id: promise.value as JsonValue,
      verdict,
      // Listed at the first promise with the id only (see Context.firstOfId); an action without a
      // usable id (blank, not a string or number, or too long) is listed as null.
      actions: ctx.firstOfId[promise.index] ? (ctx.servedBy[promise.index] ?? []).map((action) => (action.id ? (action.value as JsonValue) : null)) : [],
      extra: extraKeys(ctx.input.promises[promise.index] ?? {}, ['id']),
    };
  });
  const actions = ctx.actions.map((action): ActionReport => {
    const record = ctx.input.actions[action.index] as Input['actions'][number];
    return {
      id: action.value as JsonValue,
      status: record.status as JsonValue,
      status_known: action.status !== null,
      evidence: action.evidence,
      extra: extraKeys(record, ['id', 'status', 'promise_ids', 'evidence_ids']),
    };
  });
  const evidence = ctx.evidence.map((item): EvidenceReport => ({
    id: item.value as JsonValue,
    citations: item.id ? ctx.citations.get(item.id.key) ?? 0 : 0,
    extra: extraKeys(ctx.input.evidence[item.index] ?? {}, ['id']),
  }));
  return { promises, actions, evidence, verdicts };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'promise-action-evidence-checker',
  title: 'Promise-Action Evidence Checker',
  category: 'Agent Evidence',
  summary: 'Compares promises with actions and evidence and flags unsupported completion and unaddressed commitments.',
  limitations: [
    'Evidence references are checked for presence only; the evidence itself is not opened or verified.',
    'Examines only the supplied promises, actions and evidence; nothing is fetched or re-run.',
    'Ids are compared exactly: no trimming or case folding, and the string "1" is not the number 1.',
    'Ids longer than 256 characters are not read (ID_TOO_LONG); messages name an item without a usable id by its first 256 characters.',
    'A set of promises sharing an id is judged once: its PROMISE_UNADDRESSED or PROMISE_PARTIAL finding and its serving actions are given at its first member.',
    'A READY status is a preflight signal about the supplied records, not proof that the promised work was done.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx);
    const unreferenced = ctx.evidence.filter((item) => item.id && !ctx.citations.has(item.id.key)).length;
    return {
      report,
      counters: {
        promises: input.promises.length,
        actions: input.actions.length,
        evidence: input.evidence.length,
        ...report.verdicts,
        unreferenced_evidence: unreferenced,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export { ACTION_STATUSES, MAX_ID_LENGTH } from './rules/context.js';
export { identifierOf } from '@evidence-check/core-receipt';
export type { ActionStatus, EvidenceState, Verdict } from './rules/context.js';
export type { Input };
export default definition;
