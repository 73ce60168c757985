import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, EventInfo } from '../context.js';

/**
 * Events that share a uid are versions of one event in the order given: each later version needs
 * a sequence above the highest seen so far (an absent sequence counts as 0). A sequence that is not
 * a non-negative integer is an error on any event.
 */
export const sequenceRule = defineRule<Context>()({
  name: 'sequence',
  codes: {
    SEQUENCE_MISSING: {
      severity: 'warning',
      message: 'Event {{uid}} is update {{occurrence}} of its uid but has no sequence.',
      description: 'A repeated uid is an update; without SEQUENCE clients cannot tell which version is newer.',
      example: 'second `review@…` without `sequence`',
    },
    SEQUENCE_INVALID: {
      severity: 'error',
      message: 'Event {{uid}} has sequence {{sequence}}, which is not a non-negative integer.',
      description: 'RFC 5545 SEQUENCE is a non-negative integer; any other value is rejected or read as 0.',
      example: '`1.5`, `-1`',
    },
    SEQUENCE_NOT_INCREASING: {
      severity: 'error',
      message: 'Event {{uid}} has sequence {{sequence}}, not above {{previousSequence}} of its earlier version at position {{previousPosition}}.',
      description: 'An update whose SEQUENCE does not exceed the earlier one is ignored by clients that already hold that version.',
      example: '`2` after `3`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { index, uid, sequence } of ctx.events) {
      if (sequence.kind === 'invalid') {
        findings.add('SEQUENCE_INVALID', { subject: uid, pointer: jsonPointer('events', index, 'sequence'), details: { uid, sequence: sequence.raw } });
      }
    }
    for (const [uid, indices] of ctx.versions) {
      let max: { sequence: number; position: number } | null = null;
      indices.forEach((index, k) => {
        const { sequence, effectiveSequence } = ctx.events[index] as EventInfo;
        if (k > 0 && sequence.kind === 'absent') {
          findings.add('SEQUENCE_MISSING', { subject: uid, pointer: jsonPointer('events', index), details: { uid, occurrence: k + 1 } });
        }
        if (effectiveSequence === null) return;
        if (max !== null && effectiveSequence < max.sequence) {
          findings.add('SEQUENCE_NOT_INCREASING', {
            subject: uid,
            pointer: sequence.kind === 'valid' ? jsonPointer('events', index, 'sequence') : jsonPointer('events', index),
            details: { uid, sequence: effectiveSequence, previousSequence: max.sequence, previousPosition: max.position },
          });
        }
        if (max === null || effectiveSequence > max.sequence) max = { sequence: effectiveSequence, position: index + 1 };
      });
    }
  },
});
