import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { listedPositions, sent, type CostContext } from '../context.js';

/** Call ids and model names: what lets a caller find a call and group its cost. */
export const identityRule = defineRule<CostContext>()({
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
    const byId = new Map<string, number[]>();
    for (const view of ctx.calls) {
      if (view.idKey === null) {
        findings.add('CALL_ID_INVALID', {
          subject: null,
          pointer: jsonPointer('calls', view.index, 'id'),
          details: { id: sent(view.call.id), position: view.index + 1 },
        });
      } else {
        const indices = byId.get(view.idKey);
        if (indices) indices.push(view.index);
        else byId.set(view.idKey, [view.index]);
      }
      if (Object.prototype.hasOwnProperty.call(view.call, 'model') && typeof view.call.model !== 'string') {
        findings.add('MODEL_INVALID', {
          subject: view.subject,
          pointer: jsonPointer('calls', view.index, 'model'),
          details: { call: view.subject ?? `#${view.index + 1}`, model: sent(view.call.model) },
        });
      }
    }
    for (const [key, indices] of byId) {
      if (indices.length < 2) continue;
      const positions = listedPositions(indices);
      findings.addGroup(
        'DUPLICATE_CALL_ID',
        `id:${key}`,
        indices.map((index) => {
          const view = ctx.calls[index]!;
          return {
            subject: view.subject,
            pointer: jsonPointer('calls', index, 'id'),
            details: { id: sent(view.call.id), count: indices.length, positions, position: index + 1 },
          };
        }),
      );
    }
  },
});
