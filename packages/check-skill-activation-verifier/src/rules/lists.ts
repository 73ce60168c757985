import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { LISTS } from '../lib/cases.js';
import { listedPositions, sent } from '../lib/echo.js';

/** The two skill lists of each case: arrays of non-empty skill names. */
export const listsRule = defineRule<Context>()({
  name: 'skill-lists',
  codes: {
    SKILL_LIST_INVALID: {
      severity: 'error',
      message: 'Case {{case}} has {{list}} {{value}}, which is not a list; the case is not scored.',
      description: '`expected_skills` or `observed_skills` is not an array (a bare string, null, an object…), so the case cannot be compared.',
      example: '`"observed_skills": "pdf-extract"`',
    },
    SKILL_NAME_INVALID: {
      severity: 'error',
      message: 'Case {{case}} lists {{value}} in {{list}}, which is not a skill name; the entry is ignored.',
      description: 'An entry of a skill list is not a non-empty string; the rest of the list is still compared.',
      example: '`["email", 3, ""]`',
    },
    DUPLICATE_EXPECTED_SKILL: {
      severity: 'notice',
      message: 'Case {{case}} expects "{{skill}}" {{count}} times (entries {{positions}}); it counts once.',
      description: 'A skill is listed twice in `expected_skills`; expectations are a set, so it is counted once.',
      example: '`["email", "email"]`',
    },
    DUPLICATE_ACTIVATION: {
      severity: 'warning',
      message: 'Case {{case}} activated "{{skill}}" {{count}} times (entries {{positions}}); this is entry {{position}}.',
      description: 'The same skill was activated more than once in one case (a routing loop or a retry); it counts once in the scores.',
      example: '`["sql-query", "sql-query"]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.cases) {
      const label = view.subject ?? `#${view.index + 1}`;
      for (const list of LISTS) {
        const skills = view.lists[list];
        if (!skills.valid) {
          findings.add('SKILL_LIST_INVALID', {
            subject: view.subject,
            pointer: jsonPointer('cases', view.index, list),
            details: { case: label, list, value: sent(view.case[list]) },
          });
          continue;
        }
        const entries = view.case[list] as unknown[];
        // An entry's pointer is the list's plus its index (an index needs no escaping).
        const listPointer = jsonPointer('cases', view.index, list);
        for (const entry of skills.invalidEntries) {
          findings.add('SKILL_NAME_INVALID', {
            subject: view.subject,
            pointer: `${listPointer}/${entry}`,
            details: { case: label, list, value: sent(entries[entry]), position: entry + 1 },
          });
        }
        for (const [skill, at] of skills.occurrences) {
          if (at.length < 2) continue;
          const positions = listedPositions(at);
          const members = at.map((entry) => ({
            subject: view.subject,
            pointer: `${listPointer}/${entry}`,
            details: { case: label, skill, count: at.length, positions, position: entry + 1 },
          }));
          const group = `${listPointer}:${skill}`;
          findings.addGroup(list === 'observed_skills' ? 'DUPLICATE_ACTIVATION' : 'DUPLICATE_EXPECTED_SKILL', group, members);
        }
      }
    }
  },
});
