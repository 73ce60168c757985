import { display, defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { DemolitionContext } from '../context.js';

/** The records and match ids themselves: ids that cannot be compared, repeated ids, missing fields. */
export const recordsRule = defineRule<DemolitionContext>()({
  name: 'records',
  codes: {
    RECORD_ID_UNUSABLE: {
      severity: 'error',
      message: 'Record {{position}} has the id {{id}}, which cannot be compared with `previous.match_ids`.',
      description: 'A record id must be a non-blank string or a number; this record cannot be shown to be new, still listed or gone.',
      example: '`{ "id": null }`',
    },
    DUPLICATE_RECORD_ID: {
      severity: 'warning',
      message: 'Permit id "{{id}}" occurs {{count}} times in the records (positions {{positions}}); this is position {{position}}.',
      description: 'Two records share one id: only the first is compared; each member of the set is flagged at its own pointer with one `details.group`.',
      example: 'two records with id `3310562`',
    },
    DUPLICATE_MATCH_ID: {
      severity: 'notice',
      message: 'Match id "{{id}}" occurs {{count}} times in `previous.match_ids` (positions {{positions}}); this is position {{position}}.',
      description: 'A prior match id is listed twice; the repeat adds nothing to the comparison.',
      example: '`["3285917", "3285917"]`',
    },
    PERMIT_FIELDS_MISSING: {
      severity: 'notice',
      message: 'Permit "{{id}}" has no {{fields}}.',
      description: 'The permit number, issue date or address is absent, null, blank or not text; the report shows null for it.',
      example: '`{ "id": "3310562" }` alone',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const groups = new Map<string, number[]>();
    for (const permit of ctx.permits) {
      if (permit.key === null) {
        findings.add('RECORD_ID_UNUSABLE', {
          pointer: jsonPointer('records', permit.index, 'id'),
          details: { id: display(permit.id), position: permit.index + 1 },
        });
        continue;
      }
      const members = groups.get(permit.key);
      if (members) members.push(permit.index);
      else groups.set(permit.key, [permit.index]);
      if (permit.missing.length > 0) {
        findings.add('PERMIT_FIELDS_MISSING', {
          subject: permit.key,
          pointer: permit.pointer,
          details: { id: permit.key, fields: permit.missing.join(', '), missing: permit.missing },
        });
      }
    }
    for (const [id, indices] of groups) {
      if (indices.length < 2) continue;
      const positions = indices.map((index) => index + 1);
      findings.addGroup(
        'DUPLICATE_RECORD_ID',
        `records:${id}`,
        indices.map((index) => ({
          subject: id,
          pointer: jsonPointer('records', index),
          details: { id, count: indices.length, positions, position: index + 1 },
        })),
      );
    }

    const matchGroups = new Map<string, number[]>();
    for (const match of ctx.previous ?? []) {
      const members = matchGroups.get(match.id);
      if (members) members.push(match.index);
      else matchGroups.set(match.id, [match.index]);
    }
    for (const [id, indices] of matchGroups) {
      if (indices.length < 2) continue;
      const positions = indices.map((index) => index + 1);
      findings.addGroup(
        'DUPLICATE_MATCH_ID',
        `previous.match_ids:${id}`,
        indices.map((index) => ({
          subject: id,
          pointer: jsonPointer('previous', 'match_ids', index),
          details: { id, count: indices.length, positions, position: index + 1 },
        })),
      );
    }
  },
});
