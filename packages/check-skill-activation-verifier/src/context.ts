import { canonicalize, type JsonValue } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';

export type Case = Input['cases'][number];
export const LISTS = ['expected_skills', 'observed_skills'] as const;
export type ListKey = (typeof LISTS)[number];

/**
 * A duplicate finding lists at most this many positions of its group (the first ones); `count`
 * is always the full size. Listing every position in every member's finding would make the
 * result grow with the square of the group.
 */
export const MAX_LISTED_POSITIONS = 10;

/** The 1-based positions a duplicate finding lists: the first MAX_LISTED_POSITIONS of the group's indices. */
export const listedPositions = (indices: readonly number[]): number[] =>
  indices.slice(0, MAX_LISTED_POSITIONS).map((index) => index + 1);

export interface SkillList {
  /** False when the value is not an array: the case cannot be scored. */
  valid: boolean;
  /** Entry indices that are not non-empty strings. */
  invalidEntries: number[];
  /** Each valid skill with the indices of its entries, in order of first entry. */
  occurrences: Map<string, number[]>;
}

export interface CaseView {
  index: number;
  case: Case;
  /** The id as text for `subject`; null when it is not a non-empty string or a finite number. */
  subject: string | null;
  /** RFC 8785 canonical JSON of a valid id: the identity for duplicate detection. */
  idKey: string | null;
  lists: Record<ListKey, SkillList>;
  /** Both lists are arrays: the case is scored. */
  scored: boolean;
  /** expected − observed, in order of `expected_skills`; null when unscored. */
  missed: string[] | null;
  /** observed − expected, in order of `observed_skills`; null when unscored. */
  spurious: string[] | null;
  /** Skills activated more than once, in order of first activation; null when observed_skills is no list. */
  duplicates: string[] | null;
  /** expected ∩ observed (unique), in order of `expected_skills`. */
  hits: string[];
}

export interface SkillContext {
  cases: CaseView[];
}

function readList(value: unknown): SkillList {
  const list: SkillList = { valid: Array.isArray(value), invalidEntries: [], occurrences: new Map() };
  if (!Array.isArray(value)) return list;
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string' || entry.trim() === '') {
      list.invalidEntries.push(index);
      return;
    }
    const seen = list.occurrences.get(entry);
    if (seen) seen.push(index);
    else list.occurrences.set(entry, [index]);
  });
  return list;
}

function identity(id: unknown): { subject: string | null; idKey: string | null } {
  if (typeof id === 'string' && id.trim() !== '') return { subject: id, idKey: canonicalize(id) };
  if (typeof id === 'number' && Number.isFinite(id)) return { subject: String(id), idKey: canonicalize(id) };
  return { subject: null, idKey: null };
}

function viewCase(item: Case, index: number): CaseView {
  const lists = { expected_skills: readList(item.expected_skills), observed_skills: readList(item.observed_skills) };
  const expected = lists.expected_skills.occurrences;
  const observed = lists.observed_skills.occurrences;
  const scored = lists.expected_skills.valid && lists.observed_skills.valid;
  return {
    index,
    case: item,
    ...identity(item.id),
    lists,
    scored,
    missed: scored ? [...expected.keys()].filter((skill) => !observed.has(skill)) : null,
    spurious: scored ? [...observed.keys()].filter((skill) => !expected.has(skill)) : null,
    duplicates: lists.observed_skills.valid ? [...observed].filter(([, at]) => at.length > 1).map(([skill]) => skill) : null,
    hits: scored ? [...expected.keys()].filter((skill) => observed.has(skill)) : [],
  };
}

export function prepare(input: Input): SkillContext {
  return { cases: input.cases.map(viewCase) };
}

/** The JSON value of an input key, for details and the report (what the caller sent, verbatim). */
export const sent = (value: unknown): JsonValue => (value === undefined ? null : (value as JsonValue));
