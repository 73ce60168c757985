import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Cue ids compared as text; every cue of a repeated id is flagged, the first included. */
export const idsRule = defineRule<Context>()({
  name: 'cue-ids',
  codes: {
    DUPLICATE_CUE_ID: {
      severity: 'error',
      message: 'Cue id {{id}} is used by {{count}} cues (first at position {{first_position}}); this is position {{position}}.',
      description: 'Two or more cues share an id; references to the cue (and SRT counters) become ambiguous. Every cue with the id is flagged.',
      example: 'two cues `6`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const byId = new Map<string, number[]>();
    for (const { id, index } of ctx.cues) {
      const indices = byId.get(id);
      if (indices) indices.push(index);
      else byId.set(id, [index]);
    }
    for (const [id, indices] of byId) {
      if (indices.length < 2) continue;
      const first = (indices[0] as number) + 1;
      findings.addGroup(
        'DUPLICATE_CUE_ID',
        `id:${id}`,
        indices.map((index) => ({
          subject: id,
          pointer: jsonPointer('cues', index, 'id'),
          details: { id, count: indices.length, position: index + 1, first_position: first },
        })),
      );
    }
  },
});
