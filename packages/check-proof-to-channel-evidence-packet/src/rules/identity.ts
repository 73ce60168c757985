import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * Claims, evidence and screenshots are linked by id, so an id must name one item: every member
 * of a duplicate set is flagged at its own `id` with one `details.group`, and a reference to a
 * duplicated id resolves to nothing.
 */
export const identityRule = defineRule<Context>()({
  name: 'identity',
  codes: {
    DUPLICATE_CLAIM_ID: {
      severity: 'error',
      message: 'Claim id "{{id}}" is used by {{count}} claims, first at index {{firstIndex}}.',
      description: 'Two or more claims share one id; evidence that lists the id cannot say which claim it supports.',
      example: 'two claims with id `c-speed`',
    },
    DUPLICATE_EVIDENCE_ID: {
      severity: 'error',
      message: 'Evidence id "{{id}}" is used by {{count}} evidence items, first at index {{firstIndex}}.',
      description: 'Two or more evidence items share one id; a claim or screenshot that cites the id is not supported by it.',
      example: 'two evidence items with id `ev-demo`',
    },
    DUPLICATE_SCREENSHOT_ID: {
      severity: 'error',
      message: 'Screenshot id "{{id}}" is used by {{count}} screenshots, first at index {{firstIndex}}.',
      description: 'Two or more screenshots in `artifacts.screenshots` share one id.',
      example: 'two screenshots with id `shot-1`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const ids = (items: readonly { id: string }[]) => duplicateSets(items.map(({ id }, index) => ({ id, index })), (entry) => entry.id);
    const sets = [
      { code: 'DUPLICATE_CLAIM_ID', kind: 'claim', groups: ids(ctx.input.claims), at: (i: number) => jsonPointer('claims', i, 'id') },
      { code: 'DUPLICATE_EVIDENCE_ID', kind: 'evidence', groups: ids(ctx.input.evidence), at: (i: number) => jsonPointer('evidence', i, 'id') },
      { code: 'DUPLICATE_SCREENSHOT_ID', kind: 'screenshot', groups: ids(ctx.input.artifacts.screenshots), at: (i: number) => jsonPointer('artifacts', 'screenshots', i, 'id') },
    ] as const;
    for (const { code, kind, groups, at } of sets) {
      for (const members of groups) {
        const { id, index: firstIndex } = members[0]!;
        findings.addGroup(
          code,
          `${kind}:${id}`,
          members.map(({ index }) => ({ subject: id, pointer: at(index), details: { id, count: members.length, firstIndex } })),
        );
      }
    }
  },
});
