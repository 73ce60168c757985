import type { JsonValue } from '@evidence-check/core-receipt';
import type { ClauseView } from './clauses.js';

const WHITESPACE = /\s+/g;

export function normalizeText(text: string): string {
  return text.replace(WHITESPACE, ' ').trim();
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
  /** A kept clause whose `effect` (allow, deny or none stated) differs. */
  effectChanged: boolean;
  appliesTo: ListChange;
  requirements: ListChange;
}

/** Set difference of two string lists, each value once, at its first occurrence. */
export function diffList(before: readonly string[] | undefined, after: readonly string[] | undefined): ListChange {
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

/**
 * The clause changes between two sides, by id, in clause order: the current position, a removed
 * clause after its nearest kept baseline predecessor. Unchanged clauses are only counted.
 */
export function diffClauses(baseline: ReadonlyMap<string, ClauseView>, current: ReadonlyMap<string, ClauseView>): { changes: ClauseChange[]; unchanged: number } {
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
          effectChanged: false,
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
    const effectChanged = before.effect !== after.effect;
    const changed = textChanged || effectChanged || [appliesTo, requirements].some((list) => list.added.length + list.removed.length > 0);
    if (!changed) {
      unchanged++;
      continue;
    }
    keyed.push({
      key: after.index,
      tie: 0,
      change: { kind: 'modified', subject: after.subject, id: after.clause.id as JsonValue, baseline: before, current: after, textChanged, effectChanged, appliesTo, requirements },
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
        effectChanged: false,
        appliesTo: diffList([], after.clause.applies_to),
        requirements: diffList([], after.clause.requirements),
      },
    });
  }
  keyed.sort((a, b) => a.key - b.key || a.tie - b.tie);
  return { changes: keyed.map(({ change }) => change), unchanged };
}
