import { display, defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, MatchIdView, PermitView } from '../context.js';

/** The records and match ids themselves: ids that cannot be compared, repeated ids, missing fields. */
export const recordsRule = defineRule<Context>()({
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
    for (const permit of ctx.permits) {
      if (permit.key === null) {
        findings.add('RECORD_ID_UNUSABLE', {
          pointer: jsonPointer('records', permit.index, 'id'),
          details: { id: display(permit.id), position: permit.index + 1 },
        });
      } else if (permit.missing.length > 0) {
        findings.add('PERMIT_FIELDS_MISSING', {
          subject: permit.key,
          pointer: permit.pointer,
          details: { id: permit.key, fields: permit.missing.join(', '), missing: permit.missing },
        });
      }
    }
    for (const members of duplicateSets(ctx.permits, (permit) => permit.key)) {
      const id = (members[0] as PermitView).key as string;
      const positions = members.map((permit) => permit.index + 1);
      findings.addGroup(
        'DUPLICATE_RECORD_ID',
        `records:${id}`,
        members.map((permit) => ({
          subject: id,
          pointer: permit.pointer,
          details: { id, count: members.length, positions, position: permit.index + 1 },
        })),
      );
    }
    for (const members of duplicateSets(ctx.previous ?? [], (match) => match.id)) {
      const id = (members[0] as MatchIdView).id;
      const positions = members.map((match) => match.index + 1);
      findings.addGroup(
        'DUPLICATE_MATCH_ID',
        `previous.match_ids:${id}`,
        members.map((match) => ({
          subject: id,
          pointer: match.pointer,
          details: { id, count: members.length, positions, position: match.index + 1 },
        })),
      );
    }
  },
});
