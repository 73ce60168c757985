import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { listedPositions, sent } from '../lib/echo.js';

/** Call ids and model names: what lets a caller find a call and group its cost. */
export const identityRule = defineRule<Context>()({
  name: 'call-identity',
  codes: {
    CALL_ID_INVALID: {
      severity: 'warning',
      message: 'Call {{position}} has the id {{id}}, which is not a non-empty string or a number.',
      description: 'The call cannot be named in findings or matched to the caller\'s log; its cost is still counted.',
      example: '`"id": ""`, `"id": null`',
    },
    DUPLICATE_CALL_ID: {
      severity: 'error',
      message: 'Call id {{id}} is used by {{count}} calls (positions {{positions}}); this is position {{position}}.',
      description: 'Two calls share one id: a call logged twice is billed twice in the total, and per-call verdicts are ambiguous.',
      example: '`plan-1` twice',
    },
    MODEL_INVALID: {
      severity: 'warning',
      message: 'Call {{call}} names its model as {{model}}, which is not a string; it is totalled under no model.',
      description: '`model` is present but not a string, so the call is grouped with the calls that name no model.',
      example: '`"model": 4`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.calls) {
      if (view.idKey === null) {
        findings.add('CALL_ID_INVALID', {
          subject: null,
          pointer: jsonPointer('calls', view.index, 'id'),
          details: { id: sent(view.call.id), position: view.index + 1 },
        });
      }
      if (Object.prototype.hasOwnProperty.call(view.call, 'model') && typeof view.call.model !== 'string') {
        findings.add('MODEL_INVALID', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, 'model'),
          details: { call: view.subject ?? `#${view.index + 1}`, model: sent(view.call.model) },
        });
      }
    }
    for (const members of duplicateSets(ctx.calls, (view) => view.idKey)) {
      const positions = listedPositions(members.map((view) => view.index));
      findings.addGroup(
        'DUPLICATE_CALL_ID',
        `id:${members[0]!.idKey}`,
        members.map((view) => ({
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, 'id'),
          details: { id: sent(view.call.id), count: members.length, positions, position: view.index + 1 },
        })),
      );
    }
  },
});
