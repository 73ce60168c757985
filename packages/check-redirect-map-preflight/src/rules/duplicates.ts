import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, RuleEntry } from '../context.js';

/**
 * Rules that share one normalized source: every member of the set is flagged at its own source,
 * the first included, with one `details.group`. The first rule is the one the graph follows.
 */
export const duplicatesRule = defineRule<Context>()({
  name: 'duplicate-sources',
  codes: {
    CONFLICTING_SOURCE: {
      severity: 'error',
      message: 'Source "{{source}}" is one of {{count}} rules for {{normalized}} that name different destinations; this one sends it to "{{destination}}".',
      description: 'Two or more rules share one normalized source but name different destinations; which one wins depends on the server. Every rule of the set is flagged.',
      example: '`/about` → `/company`, `/about/` → `/about-us`',
    },
    DUPLICATE_SOURCE: {
      severity: 'notice',
      message: 'Source "{{source}}" is one of {{count}} rules for {{normalized}} with the same destination; all but rule {{firstIndex}} are redundant.',
      description: 'Two or more rules share one normalized source and destination; every rule of the set is flagged, and all but the first can go.',
      example: '`/a` → `/x`, `/a/` → `/x/`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { key, members, conflict } of ctx.sets) {
      const first = ctx.rules[members[0] as number] as RuleEntry;
      findings.addGroup(
        conflict ? 'CONFLICTING_SOURCE' : 'DUPLICATE_SOURCE',
        `source:${key}`,
        members.map((member, k) => {
          const rule = ctx.rules[member] as RuleEntry;
          return {
            subject: rule.source,
            pointer: jsonPointer('redirects', rule.index, 'source'),
            details: {
              source: rule.source,
              destination: rule.destination,
              normalized: key,
              count: members.length,
              position: k + 1,
              firstIndex: first.index,
              firstDestination: first.destination,
            },
          };
        }),
      );
    }
  },
});
