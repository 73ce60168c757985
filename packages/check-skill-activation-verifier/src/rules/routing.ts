import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** expected − observed and observed − expected, per scored case. */
export const routingRule = defineRule<Context>()({
  name: 'routing',
  codes: {
    MISSED_SKILL: {
      severity: 'error',
      message: 'Case {{case}} expected "{{skill}}" to activate, and it did not.',
      description: 'A skill in `expected_skills` is absent from `observed_skills` (a false negative); flagged at the expected entry.',
      example: 'expected `["sql-query"]`, observed `[]`',
    },
    SPURIOUS_SKILL: {
      severity: 'warning',
      message: 'Case {{case}} activated "{{skill}}", which it did not expect.',
      description: 'A skill in `observed_skills` is absent from `expected_skills` (a false positive); flagged at its first activation.',
      example: 'expected `[]`, observed `["web-search"]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.cases) {
      const label = view.subject ?? `#${view.index + 1}`;
      // An entry's pointer is its list's plus its index (an index needs no escaping).
      const expectedPointer = jsonPointer('cases', view.index, 'expected_skills');
      const observedPointer = jsonPointer('cases', view.index, 'observed_skills');
      for (const skill of view.missed ?? []) {
        const entry = view.lists.expected_skills.occurrences.get(skill)![0]!;
        findings.add('MISSED_SKILL', {
          subject: view.subject,
          pointer: `${expectedPointer}/${entry}`,
          details: { case: label, skill },
        });
      }
      for (const skill of view.spurious ?? []) {
        const entry = view.lists.observed_skills.occurrences.get(skill)![0]!;
        findings.add('SPURIOUS_SKILL', {
          subject: view.subject,
          pointer: `${observedPointer}/${entry}`,
          details: { case: label, skill },
        });
      }
    }
  },
});
