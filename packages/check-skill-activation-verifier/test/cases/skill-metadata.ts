// The open key `available_skills` read against the Agent Skills specification
// (https://agentskills.io/specification#frontmatter) as its reference validator skills-ref applies it
// (agentskills/agentskills skills-ref/src/skills_ref/validator.py); test/skills-ref-oracle.test.ts
// runs the npm port of skills-ref on 4000 generated entries.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const offered = (available_skills: unknown, extra: Record<string, unknown> = {}): Input => ({
  cases: [{ id: 'a', expected_skills: [], observed_skills: [], available_skills, ...extra }],
});
const skill = (name: unknown, description: unknown = 'Extracts tables from PDF files. Use when a PDF is attached.') => ({ name, description });

export const skillMetadataCases = defineCases<Input>([
  {
    // Spec: name "Max 64 characters. Lowercase letters, numbers, and hyphens only. Must not start or end with a hyphen."
    name: 'spec-valid names and descriptions are accepted, a bare name too, unknown keys of an entry are not read',
    input: offered([
      skill('pdf-processing'),
      skill('a'.repeat(64)),
      { ...skill('data-analysis'), license: 'Apache-2.0', metadata: { author: 'example-org' }, compatibility: 'Requires git', 'allowed-tools': 'Bash(git:*) Read', location: '/skills/data-analysis/SKILL.md' },
      { ...skill('code-review'), 'allowed-tools': ['Read', 'Grep'] },
      skill('résumé-écrire'),
      skill('  padded-name  '),
      'sql-query',
    ]),
    expect: [],
    status: 'READY',
    absent: ['SKILL_METADATA_INVALID', 'AVAILABLE_SKILLS_INVALID', 'DUPLICATE_AVAILABLE_SKILL'],
  },
  {
    // Spec examples of invalid names: "PDF-Processing" (uppercase), "-pdf" (starts with hyphen), "pdf--processing" (consecutive hyphens).
    name: 'the spec\'s invalid names: upper case, a hyphen at an end, two hyphens in a row, other characters, 65 characters',
    input: offered([skill('PDF-Processing'), skill('-pdf'), skill('pdf--processing'), skill('pdf_extract'), skill('a'.repeat(65)), 'Web Search']),
    expect: [
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/0', subject: 'a', details: { name: 'PDF-Processing', problems: ['name-not-lowercase'], position: 1 } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/1', details: { problems: ['name-hyphen-at-end'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/2', details: { problems: ['name-consecutive-hyphens'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/3', details: { problems: ['name-invalid-characters'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/4', details: { problems: ['name-too-long'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/5', details: { name: 'Web Search', problems: ['name-not-lowercase', 'name-invalid-characters'] } },
    ],
    status: 'BLOCKED',
  },
  {
    // skills-ref normalises the name with NFKC before checking it: "ﬁle" (U+FB01) is "file", "Ａ" (U+FF21) is "A".
    name: 'names are checked after NFKC: a ligature is two letters, a full-width capital is a capital',
    input: offered([skill('\uFB01le-reader'), skill('\uFF21pi')]),
    expect: [{ code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/1', details: { problems: ['name-not-lowercase'] } }],
  },
  {
    // Spec: description "Max 1024 characters. Non-empty."; compatibility "Max 500 characters".
    name: 'description missing, blank or over 1024 characters; compatibility over 500 or not a string; allowed-tools not a string or list of strings',
    input: offered([
      { name: 'no-description' },
      skill('blank-description', '  \n '),
      skill('long-description', 'x'.repeat(1025)),
      skill('max-description', 'x'.repeat(1024)),
      { ...skill('long-compatibility'), compatibility: 'y'.repeat(501) },
      { ...skill('numeric-compatibility'), compatibility: 3 },
      { ...skill('bad-tools'), 'allowed-tools': ['Read', 7] },
      { description: 'A skill without a name.' },
      skill(null, null),
      42,
    ]),
    expect: [
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/0', details: { problems: ['description-missing'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/1', details: { problems: ['description-empty'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/2', details: { problems: ['description-too-long'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/4', details: { problems: ['compatibility-too-long'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/5', details: { problems: ['compatibility-not-string'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/6', details: { problems: ['allowed-tools-invalid'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/7', details: { name: null, problems: ['name-missing'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/8', details: { name: null, problems: ['name-empty', 'description-empty'] } },
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/9', details: { name: null, problems: ['not-a-skill'] } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'available_skills that is not a list is flagged and not read',
    input: offered('pdf-extract', { expected_skills: ['sql-query'], observed_skills: ['sql-query'] }),
    expect: [{ code: 'AVAILABLE_SKILLS_INVALID', pointer: '/cases/0/available_skills', subject: 'a', details: { value: 'pdf-extract' } }],
    status: 'BLOCKED',
    absent: ['EXPECTED_SKILL_UNAVAILABLE', 'ACTIVATED_SKILL_UNAVAILABLE'],
  },
  {
    name: 'two offered skills with one name: every entry, one group; a bare name and an object count alike',
    input: offered([skill('pdf-extract'), 'sql-query', 'pdf-extract', skill('sql-query')]),
    expect: [
      { code: 'DUPLICATE_AVAILABLE_SKILL', pointer: '/cases/0/available_skills/0', details: { skill: 'pdf-extract', count: 2, positions: [1, 3], position: 1, group: '/cases/0/available_skills:pdf-extract' } },
      { code: 'DUPLICATE_AVAILABLE_SKILL', pointer: '/cases/0/available_skills/1', details: { skill: 'sql-query', group: '/cases/0/available_skills:sql-query' } },
      { code: 'DUPLICATE_AVAILABLE_SKILL', pointer: '/cases/0/available_skills/2', details: { skill: 'pdf-extract', position: 3 } },
      { code: 'DUPLICATE_AVAILABLE_SKILL', pointer: '/cases/0/available_skills/3', details: { skill: 'sql-query', position: 4 } },
    ],
    status: 'REVIEW',
    absent: ['SKILL_METADATA_INVALID'],
  },
]);
