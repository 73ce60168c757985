import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { failGate, MAX_FRACTION_DIGITS, type Context } from '../context.js';
import { compareInstants } from '@evidence-check/instant';

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
      message: 'Channel id "{{id}}" is used by {{count}} channels, first at index {{first_index}}; none of them can be selected.',
      description: 'Two or more channels share one id; the matrix cannot say which one a selection names, so every member is excluded.',
      example: 'two channels with id `show-forum`',
    },
    DUPLICATE_EVIDENCE_ID: {
      severity: 'error',
      message: 'Evidence id "{{id}}" is used by {{count}} evidence items, first at index {{first_index}}; references to it are ambiguous.',
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
      message: 'Evidence "{{id}}" was captured at {{captured_at}}, after observed_at {{observed_at}}.',
      description: 'Evidence dated later than the packet\'s own "now" means the timestamps disagree; its age is taken as zero.',
      example: '`captured_at` 2026-03-05, `observed_at` 2026-03-02',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const [id, indices] of ctx.channelsById) {
      if (indices.length < 2) continue;
      for (const index of indices) failGate(ctx.channels[index]!, 'unique-id', 'excluded');
      findings.addGroup(
        'DUPLICATE_CHANNEL_ID',
        `channel:${id}`,
        indices.map((index) => ({ subject: id, pointer: ctx.pointer(index, 'id'), details: { id, count: indices.length, first_index: indices[0]! } })),
      );
    }
    for (const [id, indices] of ctx.evidenceById) {
      if (indices.length < 2) continue;
      findings.addGroup(
        'DUPLICATE_EVIDENCE_ID',
        `evidence:${id}`,
        indices.map((index) => ({ subject: id, pointer: jsonPointer('evidence', index, 'id'), details: { id, count: indices.length, first_index: indices[0]! } })),
      );
    }
    for (const { pointer, subject, field, digits } of ctx.declined) {
      findings.add('DATE_TIME_TOO_PRECISE', { subject, pointer, details: { field, digits, max_digits: MAX_FRACTION_DIGITS } });
    }
    const now = ctx.now;
    ctx.input.evidence.forEach((item, index) => {
      const captured = ctx.captured[index]!;
      if (now === null || captured === null || compareInstants(captured, now) <= 0) return;
      findings.add('EVIDENCE_CAPTURED_AFTER_OBSERVED_AT', {
        subject: item.id,
        pointer: jsonPointer('evidence', index, 'captured_at'),
        details: { id: item.id, captured_at: item.captured_at, observed_at: ctx.input.observed_at },
      });
    });
  },
});
