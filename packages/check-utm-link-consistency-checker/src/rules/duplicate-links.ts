import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context } from '../context.js';

/** Every link of a normalized URL carried by two or more ids, with the normalized URL as `details.group`. */
export const duplicateLinksRule = defineRule<Context>()({
  name: 'duplicate-links',
  codes: {
    DUPLICATE_LINK: {
      severity: 'warning',
      message: 'Link "{{id}}" is the same URL as {{otherIds}}.',
      description:
        'Links with different ids carry the same normalized URL (same host, path and parameters in any order, fragment ignored); every link of the set is flagged.',
      example: 'same URL, parameters reordered',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { normalized, members, ids } of ctx.duplicateLinks) {
      // A member's otherIds are the first LIST_CAP ids but its own: all among the first LIST_CAP + 1.
      const head = ids.slice(0, LIST_CAP + 1);
      findings.addGroup(
        'DUPLICATE_LINK',
        normalized,
        members.map(({ index, id }) => ({
          subject: id,
          pointer: jsonPointer('links', index, 'url'),
          details: { id, otherIds: head.filter((other) => other !== id).slice(0, LIST_CAP), count: members.length, normalized },
        })),
      );
    }
  },
});
