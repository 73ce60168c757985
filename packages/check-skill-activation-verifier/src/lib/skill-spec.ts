// The Agent Skills specification's frontmatter rules (https://agentskills.io/specification), as the
// reference validator `skills-ref` applies them (agentskills/agentskills, skills-ref/src/skills_ref/
// validator.py): a name is trimmed and NFKC-normalised, then at most 64 characters, lower case,
// letters, digits and hyphens, no hyphen at either end and no two in a row; a description is a
// non-blank string of at most 1024 characters; `compatibility` a string of at most 500;
// `allowed-tools` a string or a list of strings. Lengths count code points, as Python's len().

export const MAX_NAME = 64;
export const MAX_DESCRIPTION = 1024;
export const MAX_COMPATIBILITY = 500;

/** Problem ids, in the order the reference validator checks them. */
export type SkillProblem =
  | 'not-a-skill'
  | 'name-missing'
  | 'name-empty'
  | 'name-too-long'
  | 'name-not-lowercase'
  | 'name-hyphen-at-end'
  | 'name-consecutive-hyphens'
  | 'name-invalid-characters'
  | 'description-missing'
  | 'description-empty'
  | 'description-too-long'
  | 'compatibility-not-string'
  | 'compatibility-too-long'
  | 'allowed-tools-invalid';

// Python's str.isalnum(): a letter (Lu, Ll, Lt, Lm, Lo) or a number (Nd, Nl, No).
const NAME_CHARACTER = /^[\p{L}\p{N}-]$/u;
const codePoints = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function nameProblems(name: unknown): SkillProblem[] {
  if (typeof name !== 'string' || name.trim() === '') return ['name-empty'];
  const normalized = name.trim().normalize('NFKC');
  const problems: SkillProblem[] = [];
  if (codePoints(normalized) > MAX_NAME) problems.push('name-too-long');
  if (normalized !== normalized.toLowerCase()) problems.push('name-not-lowercase');
  if (normalized.startsWith('-') || normalized.endsWith('-')) problems.push('name-hyphen-at-end');
  if (normalized.includes('--')) problems.push('name-consecutive-hyphens');
  for (const character of normalized) {
    if (!NAME_CHARACTER.test(character)) {
      problems.push('name-invalid-characters');
      break;
    }
  }
  return problems;
}

function descriptionProblems(description: unknown): SkillProblem[] {
  if (typeof description !== 'string' || description.trim() === '') return ['description-empty'];
  return codePoints(description) > MAX_DESCRIPTION ? ['description-too-long'] : [];
}

export interface SkillEntry {
  /** The name as written, when it is a string (matched exactly against the skill lists). */
  name: string | null;
  problems: SkillProblem[];
}

/**
 * One entry of `available_skills`: a bare name (checked as a name), or an object carrying the
 * skill's frontmatter fields (`name`, `description`, optional `compatibility`, `allowed-tools`).
 * Keys the specification does not name are not read.
 */
export function readSkillEntry(entry: unknown): SkillEntry {
  if (typeof entry === 'string') return { name: entry, problems: nameProblems(entry) };
  if (!isObject(entry)) return { name: null, problems: ['not-a-skill'] };
  const problems: SkillProblem[] = [];
  if (!Object.hasOwn(entry, 'name')) problems.push('name-missing');
  else problems.push(...nameProblems(entry.name));
  if (!Object.hasOwn(entry, 'description')) problems.push('description-missing');
  else problems.push(...descriptionProblems(entry.description));
  if (Object.hasOwn(entry, 'compatibility')) {
    const compatibility = entry.compatibility;
    if (typeof compatibility !== 'string') problems.push('compatibility-not-string');
    else if (codePoints(compatibility) > MAX_COMPATIBILITY) problems.push('compatibility-too-long');
  }
  if (Object.hasOwn(entry, 'allowed-tools')) {
    const tools = entry['allowed-tools'];
    const ok = typeof tools === 'string' || (Array.isArray(tools) && tools.every((tool) => typeof tool === 'string'));
    if (!ok) problems.push('allowed-tools-invalid');
  }
  return { name: typeof entry.name === 'string' ? entry.name : null, problems };
}
