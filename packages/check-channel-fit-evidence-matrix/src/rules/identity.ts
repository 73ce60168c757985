import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { MAX_FRACTION_DIGITS, type Context } from '../context.js';

/**
 * Ids must name one item each: every member of a duplicate set is flagged at its own `id` with one
 * `details.group`; a duplicated channel cannot be selected (the selection names channels by id)
 * and a reference to a duplicated evidence id resolves to nothing.
 */
export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    DUPLICATE_CHANNEL_ID: {
      severity: 'error',
      message: 'Channel id "{{id}}" is used by {{count}} channels, first at index {{firstIndex}}; none of them can be selected.',
      description: 'Two or more channels share one id; the matrix cannot say which one a selection names, so every member is excluded.',
      example: 'two channels with id `show-forum`',
    },
    DUPLICATE_EVIDENCE_ID: {
      severity: 'error',
      message: 'Evidence id "{{id}}" is used by {{count}} evidence items, first at index {{firstIndex}}; references to it are ambiguous.',
      description: 'Two or more evidence items share one id; a channel that cites the id passes no gate with it.',
      example: 'two evidence items with id `ev-rules`',
    },
    DATE_TIME_TOO_PRECISE: {
      severity: 'error',
      message: `The {{field}} has {{digits}} fractional-second digits, more than ${MAX_FRACTION_DIGITS}; it is declined, not read.`,
      description: `observed_at or an evidence item's captured_at carries more than ${MAX_FRACTION_DIGITS} fractional-second digits (nanoseconds take 9); findings would repeat it per item, so it is declined. Without observed_at no channel's rule evidence can be judged fresh; without a captured_at, the channels citing that evidence as their rules cannot. Those channels are not selectable.`,
      example: '`observed_at` with 40 fractional digits',
    },
    EVIDENCE_CAPTURED_AFTER_OBSERVED_AT: {
      severity: 'warning',
      message: 'Evidence "{{id}}" was captured at {{capturedAt}}, after observed_at {{observedAt}}.',
      description: 'Evidence dated later than the packet\'s own "now" means the timestamps disagree; its age is taken as zero.',
      example: '`captured_at` 2026-03-05, `observed_at` 2026-03-02',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const [id, indices] of ctx.duplicateChannels) {
      findings.addGroup(
        'DUPLICATE_CHANNEL_ID',
        `channel:${id}`,
        indices.map((index) => ({ subject: id, pointer: ctx.pointer(index, 'id'), details: { id, count: indices.length, firstIndex: indices[0]! } })),
      );
    }
    for (const [id, indices] of ctx.duplicateEvidence) {
      findings.addGroup(
        'DUPLICATE_EVIDENCE_ID',
        `evidence:${id}`,
        indices.map((index) => ({ subject: id, pointer: jsonPointer('evidence', index, 'id'), details: { id, count: indices.length, firstIndex: indices[0]! } })),
      );
    }
    for (const { pointer, subject, field, digits } of ctx.declined) {
      findings.add('DATE_TIME_TOO_PRECISE', { subject, pointer, details: { field, digits, maxDigits: MAX_FRACTION_DIGITS } });
    }
    ctx.input.evidence.forEach((item, index) => {
      if (!ctx.capturedAfterObserved[index]) return;
      findings.add('EVIDENCE_CAPTURED_AFTER_OBSERVED_AT', {
        subject: item.id,
        pointer: jsonPointer('evidence', index, 'captured_at'),
        details: { id: item.id, capturedAt: item.captured_at, observedAt: ctx.input.observed_at },
      });
    });
  },
});
