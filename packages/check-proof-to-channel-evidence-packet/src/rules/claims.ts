import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { isBlank, type Claim, type Context } from '../context.js';
import { usable } from './freshness.js';

type Check = { evidence_id: string; problem: 'unresolved' | 'duplicate-claim-id' | 'not-reciprocated' | 'not-observed' | 'stale' | 'age-unknown' | null };

/** Every evidence id the claim cites, with what keeps it from supporting the claim (null: nothing). */
function checkSupport(ctx: Context, claim: Claim): Check[] {
  const claimUnique = ctx.claimsById.get(claim.id)?.length === 1;
  return [...new Set(claim.evidence_ids)].map((evidenceId): Check => {
    const resolved = ctx.resolveEvidence(evidenceId);
    if (resolved.status !== 'found') return { evidence_id: evidenceId, problem: 'unresolved' };
    // Evidence that lists a duplicated claim id cannot be said to support this claim in particular.
    if (!claimUnique) return { evidence_id: evidenceId, problem: 'duplicate-claim-id' };
    if (!ctx.evidenceSupports[resolved.index]!.has(claim.id)) return { evidence_id: evidenceId, problem: 'not-reciprocated' };
    const state = usable(ctx, resolved.index);
    return { evidence_id: evidenceId, problem: state === 'usable' ? null : state };
  });
}

/**
 * A claim is ready when something real stands behind it. An evidence-backed claim needs observed
 * evidence no older than `max_evidence_age_days` that it lists and that lists it. A
 * personal-experience claim is backed by its author instead: its `human_field` must be marked
 * true in `human_authored_fields`; the check never writes it for the founder.
 */
export const claimsRule = defineRule<Context>()({
  name: 'claims',
  codes: {
    REQUIRED_CLAIM_UNSUPPORTED: {
      severity: 'error',
      message: 'Required claim "{{claim}}" has no observed evidence fresher than {{max_age_days}} days that it lists and that lists it.',
      description: 'A claim with `required_for_submission` lacks evidence that is observed, within `max_evidence_age_days`, listed in the claim\'s `evidence_ids` and listing the claim in `supports_claim_ids`.',
      example: '"Used by 500 teams" with no evidence',
    },
    OPTIONAL_CLAIM_UNSUPPORTED: {
      severity: 'warning',
      message: 'Claim "{{claim}}" has no observed evidence fresher than {{max_age_days}} days that it lists and that lists it; prove it or leave it out.',
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
    const maxAge = ctx.maxAgeDays;
    const evidenceText = `observed evidence captured within ${maxAge} days that the claim lists in evidence_ids and that lists the claim in supports_claim_ids`;
    ctx.input.claims.forEach((claim, i) => {
      const base = { id: claim.id, required: claim.required_for_submission, personal_experience: claim.personal_experience };
      if (claim.personal_experience) {
        const field = claim.human_field ?? '';
        const marked = isBlank(field) ? undefined : ctx.humanAuthored(field);
        const ready = marked === true;
        if (!ready) {
          const reason = marked === undefined ? 'no-human-field' : marked === false ? 'marked-false' : 'not-listed';
          findings.add('PERSONAL_CLAIM_NOT_HUMAN_AUTHORED', {
            subject: claim.id,
            pointer: marked === undefined ? jsonPointer('claims', i) : jsonPointer('claims', i, 'human_field'),
            details: { claim: claim.id, reason, human_field: marked === undefined ? null : field },
          });
        }
        ctx.claims.push({
          ...base,
          ready,
          supported_by: [],
          missing: ready ? null : marked === undefined ? 'a human_field naming the human-authored field that carries the claim' : `"${field}" written by its human author and marked true in human_authored_fields`,
        });
        return;
      }
      const checks = checkSupport(ctx, claim);
      const supportedBy = checks.filter((check) => check.problem === null).map((check) => check.evidence_id);
      const ready = supportedBy.length > 0;
      if (!ready) {
        findings.add(claim.required_for_submission ? 'REQUIRED_CLAIM_UNSUPPORTED' : 'OPTIONAL_CLAIM_UNSUPPORTED', {
          subject: claim.id,
          pointer: jsonPointer('claims', i),
          details: { claim: claim.id, max_age_days: maxAge, checked: checks },
        });
      }
      ctx.claims.push({ ...base, ready, supported_by: supportedBy, missing: ready ? null : evidenceText });
    });
  },
});
