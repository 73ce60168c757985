import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { LIST_CAP, type Context } from '../context.js';
import { driftKey, spellingOf } from '../lib/url.js';

/**
 * Case drift: values equal up to case and whitespace are one value. When the links spell it more
 * than one way, every link of the group is flagged; the most used spelling (first seen on a tie) is
 * named as canonical.
 */
export const caseDriftRule = defineRule<Context>()({
  name: 'case-drift',
  codes: {
    UTM_CASE_DRIFT: {
      severity: 'warning',
      message: 'Link "{{id}}" spells {{param}} "{{value}}", one of {{spellingCount}} spellings across links (most used: "{{canonical}}").',
      description:
        'The same value is spelled with different letter case across links; analytics tools count them as separate values. Every link of the drift group is flagged.',
      example: '`Newsletter` vs `newsletter`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const [param, sightings] of ctx.sightings) {
      for (const group of duplicateSets(sightings, ({ value }) => driftKey(value) || null)) {
        const counts = new Map<string, number>();
        for (const { value } of group) counts.set(spellingOf(value), (counts.get(spellingOf(value)) ?? 0) + 1);
        if (counts.size < 2) continue;
        let canonical = '';
        let best = 0;
        for (const [spelling, count] of counts) {
          if (count > best) {
            canonical = spelling;
            best = count;
          }
        }
        const spellings = [...counts.keys()].slice(0, LIST_CAP);
        findings.addGroup(
          'UTM_CASE_DRIFT',
          `${param}:${driftKey((group[0] as (typeof group)[number]).value)}`,
          group.map(({ index, id, value }) => ({
            subject: id,
            pointer: jsonPointer('links', index, 'url'),
            details: { id, param, value, canonical, usesCanonical: spellingOf(value) === canonical, spellings, spellingCount: counts.size },
          })),
        );
      }
    }
  },
});
