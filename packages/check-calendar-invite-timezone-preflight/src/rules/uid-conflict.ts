import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, EventInfo } from '../context.js';

/**
 * Versions of one uid that claim one sequence but disagree on their times: every version of the
 * set is flagged, the first included, with one `details.group`. An identical re-send is fine.
 */
export const uidConflictRule = defineRule<Context>()({
  name: 'uid-conflict',
  codes: {
    UID_CONFLICT: {
      severity: 'error',
      message: 'Event {{uid}} at position {{position}} is one of {{count}} versions with sequence {{sequence}} whose times differ.',
      description: 'Two or more versions of one uid claim the same sequence but disagree on dtstart, dtend or time zone; which one a client keeps is undefined. Every version of the set is flagged.',
      example: 'two versions with sequence 3',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const [uid, indices] of ctx.versions) {
      if (indices.length < 2) continue;
      // Versions with an invalid sequence (null) claim none and join no set.
      const sequenceOf = (index: number) => (ctx.events[index] as EventInfo).effectiveSequence;
      for (const members of duplicateSets(indices, (index) => sequenceOf(index)?.toString() ?? null)) {
        const sequence = sequenceOf(members[0] as number) as number;
        const keys = new Set(members.map((index) => (ctx.events[index] as EventInfo).timesKey));
        if (keys.size < 2) continue;
        findings.addGroup(
          'UID_CONFLICT',
          `uid:${uid}#sequence:${sequence}`,
          members.map((index) => ({
            subject: uid,
            pointer: jsonPointer('events', index),
            details: { uid, sequence, position: index + 1, count: members.length, firstPosition: (members[0] as number) + 1 },
          })),
        );
      }
    }
  },
});
