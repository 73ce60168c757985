import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { outcomePointer } from '../lib/ids.js';

/** Without the promised outcome a reader cannot tell what the record claims to have done. */
export const promisedOutcomeRule = defineRule<Context>()({
  name: 'promised-outcome',
  codes: {
    PROMISED_OUTCOME_MISSING: {
      severity: 'notice',
      message: 'Outcome "{{outcome}}" does not state its promised_outcome, so the record does not say what was promised (structure only).',
      description: '`promised_outcome` is absent or states nothing (blank, null, a number, empty); flagged at the key when it is present.',
      example: '`{ "id": "task-9", "status": "completed", "evidence": ["log"] }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      if (outcome.promised.stated) continue;
      findings.add('PROMISED_OUTCOME_MISSING', {
        subject: outcome.id?.text ?? null,
        pointer: outcome.promised.key === null ? outcomePointer(outcome) : outcomePointer(outcome, outcome.promised.key),
        details: { outcome: outcome.name },
      });
    }
  },
});
