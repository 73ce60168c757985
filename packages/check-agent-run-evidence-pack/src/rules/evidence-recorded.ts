import { defineRule, display, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** A completion outcome's evidence should be evidence the run recorded in its promise-action ledger. */
export const evidenceRecordedRule = defineRule<Context>()({
  name: 'evidence-recorded',
  codes: {
    CROSS_EVIDENCE_NOT_RECORDED: {
      severity: 'warning',
      message: 'Evidence {{reference}} of outcome {{outcome}} is not among the promise_action evidence: no evidence item has it as its id, ref, url, uri or path.',
      description:
        'A completion outcome cites an evidence item (by a bare value or its `id`, `ref`, `url`, `uri` or `path`) that no `promise_action` evidence item carries under one of those keys: the completion rests on evidence the run never recorded.',
      example: 'completion evidence `["E9"]`, no promise_action evidence `E9`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const item of ctx.completionEvidence) {
      if (item.recordedAt !== null) continue;
      const reference = display(item.references[0]);
      findings.add('CROSS_EVIDENCE_NOT_RECORDED', {
        subject: reference,
        pointer: item.pointer,
        details: { reference, references: item.references, outcome: ctx.outcomeNames[item.outcome] ?? '', outcomePosition: item.outcome + 1, position: item.position + 1 },
      });
    }
  },
});
