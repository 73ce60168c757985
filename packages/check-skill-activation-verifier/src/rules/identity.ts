import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { listedPositions, sent, type SkillContext } from '../context.js';

/** Case ids: what lets a caller find a case in its own suite. */
export const identityRule = defineRule<SkillContext>()({
  name: 'case-identity',
  codes: {
    CASE_ID_INVALID: {
      severity: 'warning',
      message: 'Case {{position}} has the id {{id}}, which is not a non-empty string or a number.',
      description: 'The case cannot be named in findings or matched to the caller\'s suite; it is still scored.',
      example: '`"id": ""`, `"id": null`',
    },
    DUPLICATE_CASE_ID: {
      severity: 'error',
      message: 'Case id {{id}} is used by {{count}} cases (positions {{positions}}); this is position {{position}}.',
      description: 'Two cases share one id, so a result cannot be traced to one case (and a case run twice counts twice).',
      example: '`case-001` twice',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const byId = new Map<string, number[]>();
    for (const view of ctx.cases) {
      if (view.idKey === null) {
        findings.add('CASE_ID_INVALID', {
          subject: null,
          pointer: jsonPointer('cases', view.index, 'id'),
          details: { id: sent(view.case.id), position: view.index + 1 },
        });
      } else {
        const indices = byId.get(view.idKey);
        if (indices) indices.push(view.index);
        else byId.set(view.idKey, [view.index]);
      }
    }
    for (const [key, indices] of byId) {
      if (indices.length < 2) continue;
      const positions = listedPositions(indices);
      findings.addGroup(
        'DUPLICATE_CASE_ID',
        `id:${key}`,
        indices.map((index) => {
          const view = ctx.cases[index]!;
          return {
            subject: view.subject,
            pointer: jsonPointer('cases', index, 'id'),
            details: { id: sent(view.case.id), count: indices.length, positions, position: index + 1 },
          };
        }),
      );
    }
  },
});
