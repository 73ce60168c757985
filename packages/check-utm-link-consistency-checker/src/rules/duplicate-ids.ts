import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context } from '../context.js';

/** Every link of an id used more than once, the first included, with the id as `details.group`. */
export const duplicateIdsRule = defineRule<Context>()({
  name: 'duplicate-ids',
  codes: {
    DUPLICATE_ID: {
      severity: 'error',
      message: 'Link id "{{id}}" is used by {{count}} links; ids must be unique.',
      description: 'Several links share one id, so results and reports cannot tell them apart; every link with the id is flagged.',
      example: '`hero`, `hero`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const members of duplicateSets(ctx.links, ({ id }) => id)) {
      const { id } = members[0] as (typeof members)[number];
      const shown = members.slice(0, LIST_CAP).map((member) => member.index);
      findings.addGroup(
        'DUPLICATE_ID',
        id,
        members.map(({ index }) => ({ subject: id, pointer: jsonPointer('links', index, 'id'), details: { id, count: members.length, links: shown } })),
      );
    }
  },
});
