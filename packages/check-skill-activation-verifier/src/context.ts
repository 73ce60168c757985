/**
 * What the rules and the report read, prepared once: each case's id and skill lists read, and
 * its missed, spurious, repeated and hit skills computed.
 */
import { caseIdentity, readList, type Case, type ListKey, type SkillList } from './lib/cases.js';
import type { Input } from './generated/schema.js';

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

export interface Context {
  cases: CaseView[];
  /** Cases left out of the scores because a skill list is not a list. */
  unscored: number;
}

function viewCase(item: Case, index: number): CaseView {
  const lists = { expected_skills: readList(item.expected_skills), observed_skills: readList(item.observed_skills) };
  const expected = lists.expected_skills.occurrences;
  const observed = lists.observed_skills.occurrences;
  const scored = lists.expected_skills.valid && lists.observed_skills.valid;
  return {
    index,
    case: item,
    ...caseIdentity(item.id),
    lists,
    scored,
    missed: scored ? [...expected.keys()].filter((skill) => !observed.has(skill)) : null,
    spurious: scored ? [...observed.keys()].filter((skill) => !expected.has(skill)) : null,
    duplicates: lists.observed_skills.valid ? [...observed].filter(([, at]) => at.length > 1).map(([skill]) => skill) : null,
    hits: scored ? [...expected.keys()].filter((skill) => observed.has(skill)) : [],
  };
}

export function prepare(input: Input): Context {
  const cases = input.cases.map(viewCase);
  return { cases, unscored: cases.filter((view) => !view.scored).length };
}
