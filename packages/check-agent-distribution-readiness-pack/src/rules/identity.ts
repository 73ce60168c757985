import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Ids that several items share, each set with its members' indices: one group per id, each member flagged at its own pointer. */
const sharedIds = (items: ReadonlyArray<{ id: string }>): Array<[string, number[]]> =>
  duplicateSets(
    items.map(({ id }, index) => ({ id, index })),
    (entry) => entry.id,
  ).map((set) => [set[0]!.id, set.map((entry) => entry.index)]);

export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    DUPLICATE_SURFACE_ID: {
      severity: 'error',
      message: 'Surface id "{{id}}" is used by {{count}} surfaces (positions {{positions}}).',
      description: 'Several surfaces share an id, so a claim that cites it cannot say which capture supports it.',
      example: 'two surfaces with id `docs`',
    },
    DUPLICATE_CLAIM_ID: {
      severity: 'error',
      message: 'Claim id "{{id}}" is used by {{count}} claims (positions {{positions}}).',
      description: 'Several claims share an id, so a verdict about one cannot be told from the other.',
      example: 'two claims with id `c1`',
    },
    DUPLICATE_TARGET_CHANNEL: {
      severity: 'notice',
      message: 'Target channel {{channel}} is listed {{count}} times (positions {{positions}}); it is judged once.',
      description: 'A target channel is repeated; the repeats add nothing and the channel has one verdict.',
      example: '`["show-forum", "show-forum"]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const [id, members] of sharedIds(ctx.input.surfaces)) {
      const positions = members.map((index) => index + 1);
      findings.addGroup(
        'DUPLICATE_SURFACE_ID',
        `surface:${id}`,
        members.map((index) => ({ subject: id, pointer: jsonPointer('surfaces', index), details: { id, count: members.length, positions } })),
      );
    }
    for (const [id, members] of sharedIds(ctx.input.claims)) {
      const positions = members.map((index) => index + 1);
      findings.addGroup(
        'DUPLICATE_CLAIM_ID',
        `claim:${id}`,
        members.map((index) => ({ subject: id, pointer: jsonPointer('claims', index), details: { id, count: members.length, positions } })),
      );
    }
    for (const [channel, members] of ctx.channelIndices) {
      if (members.length < 2) continue;
      const positions = members.map((index) => index + 1);
      findings.addGroup(
        'DUPLICATE_TARGET_CHANNEL',
        `channel:${channel}`,
        members.map((index) => ({
          subject: channel,
          pointer: jsonPointer('target_channels', index),
          details: { channel, count: members.length, positions },
        })),
      );
    }
  },
});
