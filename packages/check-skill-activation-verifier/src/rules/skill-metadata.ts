import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { listedPositions, sent } from '../lib/echo.js';

/**
 * The open key `available_skills`: what the agent was offered, read against the Agent Skills
 * specification's frontmatter rules (https://agentskills.io/specification#frontmatter), as the
 * reference validator skills-ref applies them.
 */
export const skillMetadataRule = defineRule<Context>()({
  name: 'skill-metadata',
  codes: {
    AVAILABLE_SKILLS_INVALID: {
      severity: 'error',
      message: 'Case {{case}} has available_skills {{value}}, which is not a list; it is not read.',
      description: 'The open key `available_skills` is present but not an array, so what the agent was offered is unknown; the case is compared without it.',
      example: '`"available_skills": "pdf-extract"`',
    },
    SKILL_METADATA_INVALID: {
      severity: 'error',
      message: 'Case {{case}} offers skill {{position}} ({{name}}), which breaks the Agent Skills rules: {{problems}}.',
      description:
        'An `available_skills` entry breaks the Agent Skills frontmatter rules as the reference validator skills-ref applies them: a name (trimmed, NFKC) of 1–64 lower-case letters, digits and hyphens, no hyphen at either end or twice in a row; a non-blank description of at most 1024 characters; `compatibility` a string of at most 500; `allowed-tools` a string or a list of strings. A bare string entry is checked as a name only.',
      example: '`{ "name": "PDF-Extract", "description": "" }`',
    },
    DUPLICATE_AVAILABLE_SKILL: {
      severity: 'warning',
      message: 'Case {{case}} offers the skill "{{skill}}" {{count}} times (entries {{positions}}); this is entry {{position}}.',
      description: 'Two `available_skills` entries carry the same name (exact text), so an activation of that name cannot tell which skill was loaded.',
      example: 'two entries named `pdf-extract`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.cases) {
      const availability = view.availability;
      if (availability === null) continue;
      const label = view.subject ?? `#${view.index + 1}`;
      const listPointer = jsonPointer('cases', view.index, 'available_skills');
      if (!availability.valid) {
        findings.add('AVAILABLE_SKILLS_INVALID', {
          subject: view.subject,
          pointer: listPointer,
          details: { case: label, value: sent(view.case.available_skills) },
        });
        continue;
      }
      availability.entries.forEach((entry, index) => {
        if (entry.problems.length === 0) return;
        findings.add('SKILL_METADATA_INVALID', {
          subject: view.subject,
          pointer: `${listPointer}/${index}`,
          details: { case: label, name: entry.name, problems: entry.problems, position: index + 1 },
        });
      });
      for (const [skill, at] of availability.names) {
        if (at.length < 2) continue;
        const positions = listedPositions(at);
        findings.addGroup(
          'DUPLICATE_AVAILABLE_SKILL',
          `${listPointer}:${skill}`,
          at.map((index) => ({
            subject: view.subject,
            pointer: `${listPointer}/${index}`,
            details: { case: label, skill, count: at.length, positions, position: index + 1 },
          })),
        );
      }
    }
  },
});
