// An agent loads only what it was offered: at start-up it reads each available skill's name and
// description and activates a skill whose description matches the task
// (https://agentskills.io/skill-creation/optimizing-descriptions, "How skill triggering works").
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const described = (name: string) => ({ name, description: `Use this skill when the task needs ${name}.` });

export const availabilityCases = defineCases<Input>([
  {
    name: 'expected and activated skills that were offered raise nothing; without available_skills nothing is checked',
    input: {
      cases: [
        { id: 'a', expected_skills: ['calendar'], observed_skills: ['calendar', 'email'], available_skills: [described('calendar'), 'email', described('slack')] },
        { id: 'b', expected_skills: ['calendar'], observed_skills: ['zoom'] },
      ],
    },
    expect: [
      { code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/1' },
      { code: 'MISSED_SKILL', pointer: '/cases/1/expected_skills/0' },
      { code: 'SPURIOUS_SKILL', pointer: '/cases/1/observed_skills/0' },
    ],
    absent: ['EXPECTED_SKILL_UNAVAILABLE', 'ACTIVATED_SKILL_UNAVAILABLE'],
    report: { skills: [{ skill: 'calendar', shouldTrigger: 2, shouldNotTrigger: 0 }, { skill: 'email', shouldTrigger: 0, shouldNotTrigger: 2 }, { skill: 'zoom' }] },
  },
  {
    name: 'an expected skill that was not offered is an error beside the miss; an activated one not offered is a warning',
    input: { cases: [{ id: 'a', expected_skills: ['sql-query', 'email'], observed_skills: ['email', 'web-search', 'web-search'], available_skills: ['email'] }] },
    expect: [
      { code: 'EXPECTED_SKILL_UNAVAILABLE', pointer: '/cases/0/expected_skills/0', subject: 'a', details: { skill: 'sql-query' } },
      { code: 'MISSED_SKILL', pointer: '/cases/0/expected_skills/0' },
      { code: 'ACTIVATED_SKILL_UNAVAILABLE', pointer: '/cases/0/observed_skills/1', subject: 'a', details: { skill: 'web-search' } },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/1' },
      { code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/1' },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/2' },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'an activated skill that was not offered is flagged even when it was expected; names match exactly',
    input: { cases: [{ id: 7, expected_skills: ['pdf-extract'], observed_skills: ['pdf-extract'], available_skills: ['PDF-Extract', described('pdf-extract ')] }] },
    expect: [
      // Pointers sort by key, not by the request's member order: available_skills comes first.
      { code: 'SKILL_METADATA_INVALID', pointer: '/cases/0/available_skills/0', details: { problems: ['name-not-lowercase'] } },
      { code: 'EXPECTED_SKILL_UNAVAILABLE', pointer: '/cases/0/expected_skills/0', subject: '7' },
      { code: 'ACTIVATED_SKILL_UNAVAILABLE', pointer: '/cases/0/observed_skills/0', subject: '7' },
    ],
    status: 'BLOCKED',
    absent: ['MISSED_SKILL', 'SPURIOUS_SKILL'],
  },
  {
    name: 'an empty available_skills list offers nothing',
    input: { cases: [{ id: 'a', expected_skills: [], observed_skills: ['web-search'], available_skills: [] }] },
    expect: [
      { code: 'ACTIVATED_SKILL_UNAVAILABLE', pointer: '/cases/0/observed_skills/0' },
      { code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/0' },
    ],
    status: 'REVIEW',
  },
]);
