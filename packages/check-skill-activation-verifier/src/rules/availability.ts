import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * An agent can activate only a skill it was offered: it reads each available skill's name and
 * description at start-up and loads a skill when the task matches
 * (https://agentskills.io/skill-creation/optimizing-descriptions, "How skill triggering works").
 * When a case lists `available_skills`, expected and activated skills are checked against it.
 */
export const availabilityRule = defineRule<Context>()({
  name: 'availability',
  codes: {
    EXPECTED_SKILL_UNAVAILABLE: {
      severity: 'error',
      message: 'Case {{case}} expects "{{skill}}", which is not among its available_skills.',
      description: 'The case expects a skill the agent was not offered, so it could not have activated it: the case tests the setup, not the routing.',
      example: 'expected `["sql-query"]`, `available_skills` without `sql-query`',
    },
    ACTIVATED_SKILL_UNAVAILABLE: {
      severity: 'warning',
      message: 'Case {{case}} activated "{{skill}}", which is not among its available_skills.',
      description: 'The run activated a skill that was not offered to the agent: the run log or the list of offered skills is wrong (or the name was made up).',
      example: 'observed `["web-search"]`, `available_skills` without `web-search`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.cases) {
      const availability = view.availability;
      if (!availability?.valid) continue;
      const label = view.subject ?? `#${view.index + 1}`;
      const expectedPointer = jsonPointer('cases', view.index, 'expected_skills');
      const observedPointer = jsonPointer('cases', view.index, 'observed_skills');
      for (const skill of availability.unavailableExpected) {
        const entry = view.lists.expected_skills.occurrences.get(skill)![0]!;
        findings.add('EXPECTED_SKILL_UNAVAILABLE', { subject: view.subject, pointer: `${expectedPointer}/${entry}`, details: { case: label, skill } });
      }
      for (const skill of availability.unavailableObserved) {
        const entry = view.lists.observed_skills.occurrences.get(skill)![0]!;
        findings.add('ACTIVATED_SKILL_UNAVAILABLE', { subject: view.subject, pointer: `${observedPointer}/${entry}`, details: { case: label, skill } });
      }
    }
  },
});
