import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * A claim is ready when something real stands behind it (read in prepare, lib/support.ts): an
 * evidence-backed claim needs observed, fresh evidence that it lists and that lists it; a
 * personal-experience claim needs its `human_field` marked true by its human author.
 */
export const claimsRule = defineRule<Context>()({
  name: 'claims',
  codes: {
    REQUIRED_CLAIM_UNSUPPORTED: {
      severity: 'error',
      message: 'Required claim "{{claim}}" has no observed evidence fresher than {{maxAgeDays}} days that it lists and that lists it.',
      description: 'A claim with `required_for_submission` lacks evidence that is observed, within `max_evidence_age_days`, listed in the claim\'s `evidence_ids` and listing the claim in `supports_claim_ids`.',
      example: '"Used by 500 teams" with no evidence',
    },
    OPTIONAL_CLAIM_UNSUPPORTED: {
      severity: 'warning',
      message: 'Claim "{{claim}}" has no observed evidence fresher than {{maxAgeDays}} days that it lists and that lists it; prove it or leave it out.',
      description: 'The same test for a claim that is not required: it may be dropped, but it should not be published unproven.',
      example: 'an optional "trusted by" claim without proof',
    },
    PERSONAL_CLAIM_NOT_HUMAN_AUTHORED: {
      severity: 'error',
      message: 'Personal-experience claim "{{claim}}" is not carried by a field its human author wrote ({{reason}}).',
      description: 'A `personal_experience` claim has no `human_field` (`no-human-field`), or that field is marked false (`marked-false`) or absent (`not-listed`) in `human_authored_fields`. Nobody may write a founder\'s experience for them.',
      example: '`human_field: "why_i_built_this"` marked false',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.claims.forEach(({ entry, personal, checks }, i) => {
      if (entry.ready) return;
      if (personal !== null) {
        findings.add('PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', {
          subject: entry.id,
          pointer: personal.reason === 'no-human-field' ? jsonPointer('claims', i) : jsonPointer('claims', i, 'human_field'),
          details: { claim: entry.id, reason: personal.reason as string, humanField: personal.humanField },
        });
        return;
      }
      findings.add(entry.required ? 'REQUIRED_CLAIM_UNSUPPORTED' : 'OPTIONAL_CLAIM_UNSUPPORTED', {
        subject: entry.id,
        pointer: jsonPointer('claims', i),
        details: { claim: entry.id, maxAgeDays: ctx.maxAgeDays, checked: checks.map((check) => ({ ...check })) },
      });
    });
  },
});
