import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Evidence nobody cites is harmless but worth a look: it may belong to an action whose list forgot it. */
export const evidenceRule = defineRule<Context>()({
  name: 'evidence',
  codes: {
    EVIDENCE_UNREFERENCED: {
      severity: 'notice',
      message: 'Evidence item "{{evidence}}" is cited by no action.',
      description: 'No action lists the evidence id in its `evidence_ids`.',
      example: 'evidence `E2`, cited nowhere',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const item of ctx.evidence) {
      if (!item.id || ctx.citations.has(item.id.key)) continue;
      findings.add('EVIDENCE_UNREFERENCED', { subject: item.id.text, pointer: jsonPointer('evidence', item.index), details: { evidence: item.id.text } });
    }
  },
});
