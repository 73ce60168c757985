// Reading one case: its id and its two skill lists.
import { canonicalize } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';

export type Case = Input['cases'][number];
export const LISTS = ['expected_skills', 'observed_skills'] as const;
export type ListKey = (typeof LISTS)[number];

export interface SkillList {
  /** False when the value is not an array: the case cannot be scored. */
  valid: boolean;
  /** Entry indices that are not non-empty strings. */
  invalidEntries: number[];
  /** Each valid skill with the indices of its entries, in order of first entry. */
  occurrences: Map<string, number[]>;
}

export function readList(value: unknown): SkillList {
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

/** A case's id as a subject and as a duplicate key (RFC 8785 canonical JSON); both null when it is not a usable id. */
export function caseIdentity(id: unknown): { subject: string | null; idKey: string | null } {
  if (typeof id === 'string' && id.trim() !== '') return { subject: id, idKey: canonicalize(id) };
  if (typeof id === 'number' && Number.isFinite(id)) return { subject: String(id), idKey: canonicalize(id) };
  return { subject: null, idKey: null };
}
