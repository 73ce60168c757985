import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { listedPositions, sent } from '../lib/echo.js';

/** Case ids: what lets a caller find a case in its own suite. */
export const identityRule = defineRule<Context>()({
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
    for (const view of ctx.cases) {
      if (view.idKey === null) {
        findings.add('CASE_ID_INVALID', {
          subject: null,
          pointer: jsonPointer('cases', view.index, 'id'),
          details: { id: sent(view.case.id), position: view.index + 1 },
        });
      }
    }
    for (const members of duplicateSets(ctx.cases, (view) => view.idKey)) {
      const positions = listedPositions(members.map((view) => view.index));
      findings.addGroup(
        'DUPLICATE_CASE_ID',
        `id:${members[0]!.idKey}`,
        members.map((view) => ({
          subject: view.subject,
          pointer: jsonPointer('cases', view.index, 'id'),
          details: { id: sent(view.case.id), count: members.length, positions, position: view.index + 1 },
        })),
      );
    }
  },
});
