import { duplicateSets, jsonPointer } from '@evidence-check/core-receipt';
import type { Clause, PolicySide } from '../generated/schema.js';
import { normalizeText } from './diff.js';
import { idKey, subjectOf } from './json.js';

export type Side = 'baseline' | 'current';

/** A clause that cannot be diffed: where, on which side, which key and why. */
export interface Problem {
  side: Side;
  pointer: string;
  field: string;
  reason: string;
}

/** One clause of one side, readable enough to be diffed. */
export interface ClauseView {
  index: number;
  clause: Clause;
  key: string;
  subject: string;
  /** The text with whitespace runs collapsed to one space and the ends trimmed; "" when absent. */
  normalized: string;
  /** The open key `effect` read as IAM's Effect (`Allow` / `Deny`, any letter case); null when absent or unreadable. */
  effect: Effect | null;
  /** `effect` is present (not null) but neither allow nor deny. */
  effectInvalid: boolean;
}

export type Effect = 'allow' | 'deny';

/** IAM's `Effect` element: Allow or Deny (read in any letter case); anything else is unreadable. */
export function readEffect(value: unknown): { effect: Effect | null; invalid: boolean } {
  if (value === undefined || value === null) return { effect: null, invalid: false };
  const lower = typeof value === 'string' ? value.toLowerCase() : null;
  if (lower === 'allow' || lower === 'deny') return { effect: lower, invalid: false };
  return { effect: null, invalid: true };
}

/** Clauses of one side that share an id: the first one's subject and every position. */
export interface DuplicateClauses {
  side: Side;
  key: string;
  subject: string;
  indices: number[];
}

export interface ReadSide {
  /** Readable clauses by id, the first occurrence of each id, in side order. */
  byKey: Map<string, ClauseView>;
  problems: Problem[];
  duplicates: DuplicateClauses[];
  /** Readable clauses whose `effect` is neither allow nor deny, by index into the side's clauses. */
  invalidEffects: number[];
}

function clausesOf(side: PolicySide): Clause[] {
  return Array.isArray(side.clauses) ? side.clauses : [];
}

/** Reads one side's clauses: the readable ones by id (first occurrence wins), the problems and the duplicate ids. */
export function readSide(policyIndex: number, side: Side, sideValue: PolicySide): ReadSide {
  const problems: Problem[] = [];
  const readable: ClauseView[] = [];
  clausesOf(sideValue).forEach((clause, index) => {
    const at = (...rest: string[]) => jsonPointer('policies', policyIndex, side, 'clauses', index, ...rest);
    const { id, text } = clause;
    const idOk = (typeof id === 'string' && id.trim() !== '') || typeof id === 'number';
    if (!idOk) {
      problems.push(
        id === undefined
          ? { side, pointer: at(), field: 'id', reason: 'the clause has no id' }
          : { side, pointer: at('id'), field: 'id', reason: 'a clause id is a non-empty string or a number' },
      );
    }
    const textOk = text === undefined || text === null || typeof text === 'string';
    if (!textOk) problems.push({ side, pointer: at('text'), field: 'text', reason: 'clause text is a string' });
    if (!idOk || !textOk) return;
    const { effect, invalid } = readEffect(clause.effect);
    readable.push({ index, clause, key: idKey(id), subject: subjectOf(id), normalized: typeof text === 'string' ? normalizeText(text) : '', effect, effectInvalid: invalid });
  });
  const byKey = new Map<string, ClauseView>();
  for (const view of readable) if (!byKey.has(view.key)) byKey.set(view.key, view);
  const duplicates = duplicateSets(readable, (view) => view.key).map(
    (set): DuplicateClauses => ({ side, key: set[0]!.key, subject: set[0]!.subject, indices: set.map((view) => view.index) }),
  );
  const invalidEffects = readable.filter((view) => view.effectInvalid).map((view) => view.index);
  return { byKey, problems, duplicates, invalidEffects };
}
