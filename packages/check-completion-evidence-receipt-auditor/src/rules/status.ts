import { canonicalize, defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { outcomePointer } from '../lib/ids.js';
import { STATUSES } from '../lib/vocabulary.js';

/** Requirements hang on the status, so a status outside the set leaves nothing to check. */
export const statusRule = defineRule<Context>()({
  name: 'status',
  codes: {
    UNKNOWN_STATUS: {
      severity: 'error',
      message: `Outcome "{{outcome}}" has status {{status}}, which is not one of ${STATUSES.join(', ')}; what its record must hold cannot be decided (a structure check, not a judgement of the work).`,
      description: `The status is not exactly \`completed\`, \`partial\` or \`blocked\` (case-sensitive, strings only); no status requirement is checked for the record.`,
      example: '`"status": "done"`, `"status": "complete"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      if (outcome.status !== null) continue;
      findings.add('UNKNOWN_STATUS', {
        subject: outcome.id?.text ?? null,
        pointer: outcomePointer(outcome, 'status'),
        details: { outcome: outcome.name, status: canonicalize(ctx.input.outcomes[outcome.index]?.status) },
      });
    }
  },
});
