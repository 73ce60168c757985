import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { nameOf } from '../lib/ids.js';

/** Every promise and evidence id an action names must exist; a completed action must cite evidence. */
export const referencesRule = defineRule<Context>()({
  name: 'references',
  codes: {
    PROMISE_NOT_FOUND: {
      severity: 'error',
      message: 'Action "{{action}}" serves promise "{{promise}}", which is not among the promises.',
      description: 'An entry of an action\'s `promise_ids` names no promise of the packet.',
      example: '`"promise_ids": ["P9"]` with no promise `P9`',
    },
    EVIDENCE_NOT_FOUND: {
      severity: 'error',
      message: 'Action "{{action}}" cites evidence "{{evidence}}", which is not among the evidence items (presence is checked, not content).',
      description: 'An entry of an action\'s `evidence_ids` names no evidence item of the packet, whatever the action\'s status.',
      example: '`"evidence_ids": ["E7"]` with no evidence `E7`',
    },
    COMPLETED_WITHOUT_EVIDENCE: {
      severity: 'error',
      message: 'Action "{{action}}" claims completion but cites no evidence.',
      description: 'An action with status `completed` has an empty `evidence_ids` list.',
      example: '`{ "status": "completed", "evidence_ids": [] }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const action of ctx.actions) {
      const subject = action.id?.text ?? null;
      const name = nameOf(action);
      for (const ref of action.refs.promise_ids ?? []) {
        if (ref.id && !ctx.promiseKeys.has(ref.id.key)) {
          findings.add('PROMISE_NOT_FOUND', { subject, pointer: ref.pointer, details: { action: name, promise: ref.id.text } });
        }
      }
      for (const ref of action.refs.evidence_ids ?? []) {
        if (ref.id && !ctx.evidenceKeys.has(ref.id.key)) {
          findings.add('EVIDENCE_NOT_FOUND', { subject, pointer: ref.pointer, details: { action: name, evidence: ref.id.text } });
        }
      }
      // An evidence_ids value that is not a list is INVALID_ID_LIST already.
      if (action.status === 'completed' && action.evidence === 'none') {
        findings.add('COMPLETED_WITHOUT_EVIDENCE', { subject, pointer: jsonPointer('actions', action.index, 'evidence_ids'), details: { action: name } });
      }
    }
  },
});
