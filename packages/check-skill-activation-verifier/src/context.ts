/**
 * What the rules and the report read, prepared once: each case's id and skill lists read, and
 * its missed, spurious, repeated and hit skills computed.
 */
import { caseIdentity, readList, type Case, type ListKey, type SkillList } from './lib/cases.js';
import type { Input } from './generated/schema.js';
import { readSkillEntry, type SkillEntry } from './lib/skill-spec.js';

/** The open key `available_skills`: the skills the agent was offered in the case. */
export interface Availability {
  /** False when the key is present but not an array: it is then not read. */
  valid: boolean;
  /** Each entry read against the Agent Skills frontmatter rules, in input order. */
  entries: SkillEntry[];
  /** Every offered name (exact text) with the indices of its entries, in order of first entry. */
  names: Map<string, number[]>;
  /** Expected skills that were not offered, in order of `expected_skills`. */
  unavailableExpected: string[];
  /** Activated skills that were not offered, in order of first activation. */
  unavailableObserved: string[];
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
  /** Null when the case has no `available_skills` key. */
  availability: Availability | null;
}

export interface Context {
  cases: CaseView[];
  /** Cases left out of the scores because a skill list is not a list. */
  unscored: number;
}

function readAvailability(value: unknown, lists: Record<ListKey, SkillList>): Availability {
  if (!Array.isArray(value)) return { valid: false, entries: [], names: new Map(), unavailableExpected: [], unavailableObserved: [] };
  const entries = value.map(readSkillEntry);
  const names = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    if (entry.name === null) return;
    const seen = names.get(entry.name);
    if (seen) seen.push(index);
    else names.set(entry.name, [index]);
  });
  const missing = (list: SkillList) => [...list.occurrences.keys()].filter((skill) => !names.has(skill));
  return { valid: true, entries, names, unavailableExpected: missing(lists.expected_skills), unavailableObserved: missing(lists.observed_skills) };
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
    availability: Object.hasOwn(item, 'available_skills') ? readAvailability(item.available_skills, lists) : null,
  };
}

export function prepare(input: Input): Context {
  const cases = input.cases.map(viewCase);
  return { cases, unscored: cases.filter((view) => !view.scored).length };
}
