import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { parseEffectiveDate, type ParsedDate } from './dates.js';
import type { Clause, Input, PolicySide } from './generated/schema.js';
import { idKey, subjectOf } from './json.js';

export type Policy = Input['policies'][number];
export type Side = 'baseline' | 'current';

export interface Problem {
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
}

export interface ListChange {
  /** The values of the side that has them, with the index of their first occurrence. */
  added: Array<{ value: string; index: number }>;
  removed: Array<{ value: string; index: number }>;
}

export interface ClauseChange {
  kind: 'added' | 'removed' | 'modified';
  subject: string;
  id: JsonValue;
  baseline: ClauseView | null;
  current: ClauseView | null;
  textChanged: boolean;
  appliesTo: ListChange;
  requirements: ListChange;
}

export interface PolicyView {
  index: number;
  policy: Policy;
  key: string;
  subject: string;
  /** Clauses, per side, that cannot be diffed or that repeat an id (first wins). */
  problems: Problem[];
  duplicates: Array<{ side: Side; key: string; subject: string; indices: number[] }>;
  /** Clause changes in clause order: current position, removed clauses after their baseline predecessor. */
  changes: ClauseChange[];
  unchanged: number;
  versionChanged: boolean;
  dates: Record<Side, ParsedDate | null>;
}

/**
 * A duplicate finding lists at most this many positions of its set (the first ones); `count` is
 * always the full size. Listing every position in every member's finding would make the result
 * grow with the square of the set.
 */
export const LISTED_POSITIONS = 20;

/** The 1-based positions a duplicate finding lists, computed once per set. */
export const listedPositions = (indices: readonly number[]): number[] => indices.slice(0, LISTED_POSITIONS).map((index) => index + 1);

export interface BuildContext {
  policies: PolicyView[];
  /** Policy id (canonical JSON) to the positions declaring it. */
  policyPositions: Map<string, number[]>;
}

const WHITESPACE = /\s+/g;

export function normalizeText(text: string): string {
  return text.replace(WHITESPACE, ' ').trim();
}

function clausesOf(side: PolicySide): Clause[] {
  return Array.isArray(side.clauses) ? side.clauses : [];
}

/** Readable clauses by id (first occurrence wins), with the problems and duplicates found. */
function indexSide(
  policyIndex: number,
  side: Side,
  clauses: Clause[],
  problems: Problem[],
  duplicates: PolicyView['duplicates'],
): Map<string, ClauseView> {
  const byKey = new Map<string, ClauseView>();
  const positions = new Map<string, number[]>();
  clauses.forEach((clause, index) => {
    const at = (...rest: string[]) => jsonPointer('policies', policyIndex, side, 'clauses', index, ...rest);
    const { id, text } = clause;
    const idOk = (typeof id === 'string' && id.trim() !== '') || typeof id === 'number';
    if (!idOk) {
      problems.push(
        id === undefined
          ? { pointer: at(), field: 'id', reason: 'the clause has no id' }
          : { pointer: at('id'), field: 'id', reason: 'a clause id is a non-empty string or a number' },
      );
    }
    const textOk = text === undefined || text === null || typeof text === 'string';
    if (!textOk) problems.push({ pointer: at('text'), field: 'text', reason: 'clause text is a string' });
    if (!idOk || !textOk) return;
    const key = idKey(id);
    const seen = positions.get(key);
    if (seen) {
      seen.push(index);
      return;
    }
    positions.set(key, [index]);
    byKey.set(key, { index, clause, key, subject: subjectOf(id), normalized: typeof text === 'string' ? normalizeText(text) : '' });
  });
  for (const [key, indices] of positions) {
    if (indices.length > 1) duplicates.push({ side, key, subject: byKey.get(key)!.subject, indices });
  }
  return byKey;
}

/** Set difference of two string lists, each value once, at its first occurrence. */
function diffList(before: readonly string[] | undefined, after: readonly string[] | undefined): ListChange {
  const firsts = (list: readonly string[] | undefined) => {
    const map = new Map<string, number>();
    (list ?? []).forEach((value, index) => {
      if (!map.has(value)) map.set(value, index);
    });
    return map;
  };
  const b = firsts(before);
  const a = firsts(after);
  return {
    added: [...a].filter(([value]) => !b.has(value)).map(([value, index]) => ({ value, index })),
    removed: [...b].filter(([value]) => !a.has(value)).map(([value, index]) => ({ value, index })),
  };
}

const stated = (value: unknown): boolean => value !== undefined && value !== null;

function viewPolicy(policy: Policy, index: number): PolicyView {
  const problems: Problem[] = [];
  const duplicates: PolicyView['duplicates'] = [];
  const baseline = indexSide(index, 'baseline', clausesOf(policy.baseline), problems, duplicates);
  const current = indexSide(index, 'current', clausesOf(policy.current), problems, duplicates);

  // Entries carry a sort key: the current position, or for a removed clause the current position
  // of the nearest kept clause before it in the baseline plus one half.
  const keyed: Array<{ key: number; tie: number; change: ClauseChange }> = [];
  let unchanged = 0;
  let lastKept = -1;
  for (const before of baseline.values()) {
    const after = current.get(before.key);
    if (!after) {
      keyed.push({
        key: lastKept + 0.5,
        tie: before.index,
        change: {
          kind: 'removed',
          subject: before.subject,
          id: before.clause.id as JsonValue,
          baseline: before,
          current: null,
          textChanged: false,
          appliesTo: diffList(before.clause.applies_to, []),
          requirements: diffList(before.clause.requirements, []),
        },
      });
      continue;
    }
    lastKept = after.index;
    const textChanged = before.normalized !== after.normalized;
    const appliesTo = diffList(before.clause.applies_to, after.clause.applies_to);
    const requirements = diffList(before.clause.requirements, after.clause.requirements);
    const changed = textChanged || [appliesTo, requirements].some((list) => list.added.length + list.removed.length > 0);
    if (!changed) {
      unchanged++;
      continue;
    }
    keyed.push({
      key: after.index,
      tie: 0,
      change: { kind: 'modified', subject: after.subject, id: after.clause.id as JsonValue, baseline: before, current: after, textChanged, appliesTo, requirements },
    });
  }
  for (const after of current.values()) {
    if (baseline.has(after.key)) continue;
    keyed.push({
      key: after.index,
      tie: 0,
      change: {
        kind: 'added',
        subject: after.subject,
        id: after.clause.id as JsonValue,
        baseline: null,
        current: after,
        textChanged: false,
        appliesTo: diffList([], after.clause.applies_to),
        requirements: diffList([], after.clause.requirements),
      },
    });
  }
  keyed.sort((a, b) => a.key - b.key || a.tie - b.tie);

  const versionOf = (side: PolicySide) => (stated(side.version) ? canonicalize(side.version) : null);
  return {
    index,
    policy,
    key: idKey(policy.id),
    subject: subjectOf(policy.id),
    problems,
    duplicates,
    changes: keyed.map(({ change }) => change),
    unchanged,
    versionChanged: versionOf(policy.baseline) !== versionOf(policy.current),
    dates: {
      baseline: stated(policy.baseline.effective_date) ? parseEffectiveDate(policy.baseline.effective_date) : null,
      current: stated(policy.current.effective_date) ? parseEffectiveDate(policy.current.effective_date) : null,
    },
  };
}

export function prepare(input: Input): BuildContext {
  const policies = input.policies.map(viewPolicy);
  const policyPositions = new Map<string, number[]>();
  for (const view of policies) {
    const positions = policyPositions.get(view.key);
    if (positions) positions.push(view.index);
    else policyPositions.set(view.key, [view.index]);
  }
  return { policies, policyPositions };
}
