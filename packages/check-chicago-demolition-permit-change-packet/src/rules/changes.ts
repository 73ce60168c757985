import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { mentionsEmergency, shownFacts } from '../lib/permits.js';

/** The change itself: permits new since the previous snapshot, ids no longer listed, emergencies. */
export const changesRule = defineRule<Context>()({
  name: 'changes',
  codes: {
    NEW_PERMIT: {
      severity: 'warning',
      message: 'Permit {{permit}} (id {{id}}, issued {{issued}}, {{addressText}}) is listed now and was not among the previous matches; urgency: {{urgency}}.',
      description: 'A current match whose id is not in `previous.match_ids`: a demolition permit that appeared since the prior snapshot (a clue, not proof).',
      example: 'id `3310562` not in `previous.match_ids`',
    },
    PERMIT_NO_LONGER_LISTED: {
      severity: 'warning',
      message: 'Permit id {{id}} matched before and is no longer listed.',
      description:
        'A previous match id has no current record: the permit may have been voided or revoked (the dataset drops those), or no longer matches the query.',
      example: '`3285917` in `previous.match_ids`, not in the records',
    },
    EMERGENCY_PERMIT: {
      severity: 'notice',
      message:
        'Permit {{permit}} (id {{id}}) is labelled emergency from its {{basis}}; an emergency demolition may start without the ten-day notice to neighbours (Municipal Code 13-124-015(a)(i)).',
      description:
        'The recorded urgency (review type) or the work description names an emergency; the label is a reading of those fields, not a safety finding. The Municipal Code waives the ten-day notice to adjacent owners and the alderman when immediate demolition protects against an imminent threat (13-124-015(a)(i)).',
      example: '`"urgency": "EMERGENCY"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const permit of ctx.permits) {
      if (permit.key === null || permit.duplicateOf !== null) continue;
      const facts = shownFacts(permit);
      if (permit.verdict === 'new') {
        findings.add('NEW_PERMIT', {
          subject: permit.key,
          pointer: permit.pointer,
          details: {
            ...facts,
            permit: permit.permitNumber ?? '(no number)',
            issued: permit.issuedAt ?? 'on an unrecorded date',
            addressText: permit.address ?? 'no address recorded',
          },
        });
      }
      if (permit.urgencyLabel === 'emergency') {
        const basis = mentionsEmergency(permit.urgency) ? 'recorded urgency' : 'work description';
        findings.add('EMERGENCY_PERMIT', {
          subject: permit.key,
          pointer: permit.pointer,
          details: { ...facts, permit: permit.permitNumber ?? '(no number)', basis, recordedUrgency: permit.urgency },
        });
      }
    }
    for (const match of ctx.previous ?? []) {
      if (match.duplicateOf !== null || match.verdict !== 'no-longer-listed') continue;
      findings.add('PERMIT_NO_LONGER_LISTED', { subject: match.id, pointer: match.pointer, details: { id: match.id } });
    }
  },
});
