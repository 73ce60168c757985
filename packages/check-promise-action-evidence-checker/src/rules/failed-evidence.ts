import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { nameOf } from '../lib/ids.js';

/**
 * Evidence that records a failure does not support completion: an evidence item's `result` (an
 * open key) of `FAILED` is the in-toto test-result predicate's failing verdict.
 */
export const failedEvidenceRule = defineRule<Context>()({
  name: 'failed-evidence',
  codes: {
    EVIDENCE_REPORTS_FAILURE: {
      severity: 'error',
      message: 'Action "{{action}}" claims completion citing evidence "{{evidence}}", which records result FAILED.',
      description:
        'A `completed` action cites an evidence item whose `result` is `FAILED` (in-toto test-result predicate: `PASSED`, `WARNED`, `FAILED`); that action does not fulfil its promises. A non-completed action citing it is not flagged.',
      example: '`{ "id": "E3", "kind": "test-run", "result": "FAILED" }` cited by a completed action',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const action of ctx.actions) {
      if (action.status !== 'completed') continue;
      for (const ref of action.failedRefs) {
        findings.add('EVIDENCE_REPORTS_FAILURE', { subject: action.id?.text ?? null, pointer: ref.pointer, details: { action: nameOf(action), evidence: ref.id?.text ?? '' } });
      }
    }
  },
});
