// What every rule and the report read, prepared once: ids, id lists, citations, serving actions and verdicts.
import { identifierOf, type Identifier } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { ACTION_STATUSES, boundedId, type ActionStatus } from './lib/ids.js';

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

function verdictOf(actions: readonly ActionEntry[]): Verdict {
  if (actions.length === 0) return 'unaddressed';
  const completed = actions.filter((action) => action.status === 'completed');
  if (completed.some((action) => action.evidence === 'cited')) return 'fulfilled';
  return completed.length > 0 ? 'unsupported' : 'partial';
}

/** Everything the rules and the report read, computed once: ids, references and verdicts. */
export function prepare(input: Input): Context {
  const promises = records(input.promises, 'promises');
  const evidence = records(input.evidence, 'evidence');
  const promiseKeys = new Set(promises.flatMap((entry) => (entry.id ? [entry.id.key] : [])));
  const evidenceKeys = new Set(evidence.flatMap((entry) => (entry.id ? [entry.id.key] : [])));

  const citations = new Map<string, number>();
  const serving = new Map<string, ActionEntry[]>();
  const actions = input.actions.map((action, index): ActionEntry => {
    const refs = { promise_ids: idList(action.promise_ids, index, 'promise_ids'), evidence_ids: idList(action.evidence_ids, index, 'evidence_ids') };
    const entry: ActionEntry = {
      index,
      value: action.id,
      id: boundedId(action.id),
      pointer: `/actions/${index}/id`,
      status: STATUS_SET.has(action.status) ? (action.status as ActionStatus) : null,
      refs,
      evidence: evidenceState(refs.evidence_ids, evidenceKeys),
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
  // One verdict per id: the members of a duplicate set share their serving actions.
  const verdictByKey = new Map<string, Verdict>();
  const verdicts = promises.map((promise, index): Verdict => {
    if (!promise.id) return 'unaddressed';
    let verdict = verdictByKey.get(promise.id.key);
    if (verdict === undefined) {
      verdict = verdictOf(servedBy[index] ?? []);
      verdictByKey.set(promise.id.key, verdict);
    }
    return verdict;
  });
  const seen = new Set<string>();
  const firstOfId = promises.map((promise) => {
    if (!promise.id) return true;
    if (seen.has(promise.id.key)) return false;
    seen.add(promise.id.key);
    return true;
  });
  return { input, promises, actions, evidence, promiseKeys, evidenceKeys, citations, servedBy, firstOfId, verdicts };
}
