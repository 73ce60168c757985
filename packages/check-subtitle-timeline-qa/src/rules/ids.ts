import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, CueInfo } from '../context.js';

/** Cue ids compared as text; every cue of a repeated id is flagged, the first included. */
export const idsRule = defineRule<Context>()({
  name: 'cue-ids',
  codes: {
    DUPLICATE_CUE_ID: {
      severity: 'error',
      message: 'Cue id {{id}} is used by {{count}} cues (first at position {{firstPosition}}); this is position {{position}}.',
      description: 'Two or more cues share an id; references to the cue (and SRT counters) become ambiguous. Every cue with the id is flagged.',
      example: 'two cues `6`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const members of duplicateSets(ctx.cues, (cue) => cue.id)) {
      const { id, index: firstIndex } = members[0] as CueInfo;
      findings.addGroup(
        'DUPLICATE_CUE_ID',
        `id:${id}`,
        members.map(({ index }) => ({
          subject: id,
          pointer: jsonPointer('cues', index, 'id'),
          details: { id, count: members.length, position: index + 1, firstPosition: firstIndex + 1 },
        })),
      );
    }
  },
});
