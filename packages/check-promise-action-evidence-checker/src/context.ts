// What every rule and the report read, prepared once: ids, id lists, citations, serving actions and verdicts.
import { identifierOf, type Identifier } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { ACTION_STATUSES, boundedId, type ActionStatus } from './lib/ids.js';
import { kindOf, readRequiredKinds, reportsFailure, type RequiredKinds } from './lib/kinds.js';

/** Per promise: a completed action with all its evidence found, addressed but not completed, no action, or completion without evidence. */
export type Verdict = 'fulfilled' | 'partial' | 'unaddressed' | 'unsupported';

/** Per action: every cited id found, nothing cited, some cited id missing or unusable, or `evidence_ids` is not a list. */
export type EvidenceState = 'cited' | 'none' | 'missing' | 'invalid';

/** A record (promise, action, evidence item) or one entry of an action's id list. */
export interface Entry {
  index: number;
  /** The id as given. */
  value: unknown;
  id: Identifier | null;
  /** Where the id is: `/promises/3/id` or `/actions/0/evidence_ids/2`. */
  pointer: string;
}

export type ListField = 'promise_ids' | 'evidence_ids';

export interface ActionEntry extends Entry {
  status: ActionStatus | null;
  /** null when the field is not a list. */
  refs: Record<ListField, Entry[] | null>;
  evidence: EvidenceState;
  /** Entries of `evidence_ids` naming evidence whose `result` is `FAILED` (in-toto test-result). */
  failedRefs: Entry[];
  /** The `kind`s of the evidence it cites. */
  kinds: ReadonlySet<string>;
  /** Completed, every cited id found, none of them reporting failure: it can fulfil a promise. */
  supports: boolean;
}

export interface Context {
  input: Input;
  promises: Entry[];
  actions: ActionEntry[];
  evidence: Entry[];
  promiseKeys: Set<string>;
  evidenceKeys: Set<string>;
  /** How many id-list entries cite each evidence key. */
  citations: Map<string, number>;
  /** Per promise (by index): the actions that serve it, in input order. */
  servedBy: ActionEntry[][];
  /**
   * Per promise (by index): whether it is the first promise with its id. A later member of a
   * duplicate set shares the set's verdict, but its serving actions are listed (report `actions`,
   * PROMISE_PARTIAL `statuses`) at the first member only, so a set of d members served by m actions
   * stays m entries, not d × m.
   */
  firstOfId: boolean[];
  verdicts: Verdict[];
  /** Per promise (by index): its `required_evidence_kinds` read, or null when it has none. */
  requiredKinds: Array<RequiredKinds | null>;
  /**
   * Per promise (by index): the required kinds no supporting action's evidence has, when some
   * completed action supports it otherwise (judged at the first member of a set sharing an id).
   */
  missingKinds: string[][];
}

const STATUS_SET: ReadonlySet<unknown> = new Set(ACTION_STATUSES);

// The pointers below are written out: every segment is a list or field name of this check or an
// index, none needs RFC 6901 escaping, and one is built for every id-list entry.
function records(items: ReadonlyArray<{ id: unknown }>, list: 'promises' | 'evidence'): Entry[] {
  return items.map((item, index) => ({ index, value: item.id, id: boundedId(item.id), pointer: `/${list}/${index}/id` }));
}

function idList(value: unknown, action: number, field: ListField): Entry[] | null {
  if (!Array.isArray(value)) return null;
  const prefix = `/actions/${action}/${field}/`;
  return value.map((entry: unknown, index) => ({ index, value: entry, id: identifierOf(entry), pointer: prefix + index }));
}

function evidenceState(refs: Entry[] | null, known: ReadonlySet<string>): EvidenceState {
  if (refs === null) return 'invalid';
  if (refs.length === 0) return 'none';
  return refs.every((ref) => ref.id !== null && known.has(ref.id.key)) ? 'cited' : 'missing';
}

/** The required kinds (sorted) that no supporting action's evidence has. */
function uncovered(actions: readonly ActionEntry[], required: readonly string[]): string[] {
  if (required.length === 0) return [];
  let missing = [...required];
  for (const action of actions) {
    if (!action.supports) continue;
    missing = missing.filter((kind) => !action.kinds.has(kind));
    if (missing.length === 0) break;
  }
  return missing;
}

function verdictOf(actions: readonly ActionEntry[], missingKinds: readonly string[]): Verdict {
  if (actions.length === 0) return 'unaddressed';
  const completed = actions.filter((action) => action.status === 'completed');
  if (completed.some((action) => action.supports) && missingKinds.length === 0) return 'fulfilled';
  return completed.length > 0 ? 'unsupported' : 'partial';
}

/** Everything the rules and the report read, computed once: ids, references and verdicts. */
export function prepare(input: Input): Context {
  const promises = records(input.promises, 'promises');
  const evidence = records(input.evidence, 'evidence');
  const promiseKeys = new Set(promises.flatMap((entry) => (entry.id ? [entry.id.key] : [])));
  const evidenceKeys = new Set(evidence.flatMap((entry) => (entry.id ? [entry.id.key] : [])));

  // The first evidence item with each id: what an id names (a later duplicate is DUPLICATE_ID).
  const firstEvidence = new Map<string, number>();
  for (const entry of evidence) if (entry.id && !firstEvidence.has(entry.id.key)) firstEvidence.set(entry.id.key, entry.index);
  const evidenceRecord = (key: string) => input.evidence[firstEvidence.get(key) as number] as Record<string, unknown>;

  const citations = new Map<string, number>();
  const serving = new Map<string, ActionEntry[]>();
  const actions = input.actions.map((action, index): ActionEntry => {
    const refs = { promise_ids: idList(action.promise_ids, index, 'promise_ids'), evidence_ids: idList(action.evidence_ids, index, 'evidence_ids') };
    const failedRefs: Entry[] = [];
    const kinds = new Set<string>();
    for (const ref of refs.evidence_ids ?? []) {
      if (!ref.id || !firstEvidence.has(ref.id.key)) continue;
      const record = evidenceRecord(ref.id.key);
      if (reportsFailure(record.result)) failedRefs.push(ref);
      const kind = kindOf(record.kind);
      if (kind !== null) kinds.add(kind);
    }
    const status = STATUS_SET.has(action.status) ? (action.status as ActionStatus) : null;
    const state = evidenceState(refs.evidence_ids, evidenceKeys);
    const entry: ActionEntry = {
      index,
      value: action.id,
      id: boundedId(action.id),
      pointer: `/actions/${index}/id`,
      status,
      refs,
      evidence: state,
      failedRefs,
      kinds,
      supports: status === 'completed' && state === 'cited' && failedRefs.length === 0,
    };
    for (const ref of refs.evidence_ids ?? []) {
      if (ref.id) citations.set(ref.id.key, (citations.get(ref.id.key) ?? 0) + 1);
    }
    // An action listing one promise twice serves it once.
    for (const key of new Set((refs.promise_ids ?? []).flatMap((ref) => (ref.id ? [ref.id.key] : [])))) {
      const list = serving.get(key);
      if (list) list.push(entry);
      else serving.set(key, [entry]);
    }
    return entry;
  });

  const servedBy = promises.map((promise) => (promise.id ? serving.get(promise.id.key) ?? [] : []));
  const requiredKinds = input.promises.map((promise, index) => readRequiredKinds((promise as Record<string, unknown>).required_evidence_kinds, index));
  // One verdict per id: the members of a duplicate set share their serving actions, and the first
  // member's required kinds.
  const verdictByKey = new Map<string, { verdict: Verdict; missing: string[] }>();
  const judged = promises.map((promise, index): { verdict: Verdict; missing: string[] } => {
    if (!promise.id) return { verdict: 'unaddressed', missing: [] };
    let judgement = verdictByKey.get(promise.id.key);
    if (judgement === undefined) {
      const actions = servedBy[index] ?? [];
      const missing = uncovered(actions, requiredKinds[index]?.kinds ?? []);
      judgement = { verdict: verdictOf(actions, missing), missing: actions.some((action) => action.supports) ? missing : [] };
      verdictByKey.set(promise.id.key, judgement);
    }
    return judgement;
  });
  const verdicts = judged.map(({ verdict }) => verdict);
  const seen = new Set<string>();
  const firstOfId = promises.map((promise) => {
    if (!promise.id) return true;
    if (seen.has(promise.id.key)) return false;
    seen.add(promise.id.key);
    return true;
  });
  const missingKinds = judged.map(({ missing }, index) => (firstOfId[index] ? missing : []));
  return { input, promises, actions, evidence, promiseKeys, evidenceKeys, citations, servedBy, firstOfId, verdicts, requiredKinds, missingKinds };
}
