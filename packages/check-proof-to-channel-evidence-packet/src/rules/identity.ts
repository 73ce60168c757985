import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

function duplicates<T>(items: readonly T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const members = groups.get(key(item));
    if (members) members.push(index);
    else groups.set(key(item), [index]);
  });
  return new Map([...groups].filter(([, indices]) => indices.length > 1));
}

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
      message: 'Claim id "{{id}}" is used by {{count}} claims, first at index {{first_index}}.',
      description: 'Two or more claims share one id; evidence that lists the id cannot say which claim it supports.',
      example: 'two claims with id `c-speed`',
    },
    DUPLICATE_EVIDENCE_ID: {
      severity: 'error',
      message: 'Evidence id "{{id}}" is used by {{count}} evidence items, first at index {{first_index}}.',
      description: 'Two or more evidence items share one id; a claim or screenshot that cites the id is not supported by it.',
      example: 'two evidence items with id `ev-demo`',
    },
    DUPLICATE_SCREENSHOT_ID: {
      severity: 'error',
      message: 'Screenshot id "{{id}}" is used by {{count}} screenshots, first at index {{first_index}}.',
      description: 'Two or more screenshots in `artifacts.screenshots` share one id.',
      example: 'two screenshots with id `shot-1`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const sets = [
      { code: 'DUPLICATE_CLAIM_ID', kind: 'claim', groups: duplicates(ctx.input.claims, (c) => c.id), at: (i: number) => jsonPointer('claims', i, 'id') },
      { code: 'DUPLICATE_EVIDENCE_ID', kind: 'evidence', groups: duplicates(ctx.input.evidence, (e) => e.id), at: (i: number) => jsonPointer('evidence', i, 'id') },
      {
        code: 'DUPLICATE_SCREENSHOT_ID',
        kind: 'screenshot',
        groups: duplicates(ctx.input.artifacts.screenshots, (s) => s.id),
        at: (i: number) => jsonPointer('artifacts', 'screenshots', i, 'id'),
      },
    ] as const;
    for (const { code, kind, groups, at } of sets) {
      for (const [id, indices] of groups) {
        findings.addGroup(
          code,
          `${kind}:${id}`,
          indices.map((index) => ({ subject: id, pointer: at(index), details: { id, count: indices.length, first_index: indices[0]! } })),
        );
      }
    }
  },
});
