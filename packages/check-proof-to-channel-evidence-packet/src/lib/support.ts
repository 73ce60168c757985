// What stands behind each claim and identity field, read once: the report's entries and the rules' reasons.
import { olderThan } from '@evidence-check/instant';
import type { Base, Claim, ClaimView, IdentityView, SupportCheck } from '../context.js';
import { isBlank } from './text.js';

/** Evidence that can support a claim: observed and not stale (evidence dated after "now" counts as age zero). */
export function usable(base: Base, index: number): 'usable' | 'not-observed' | 'stale' | 'age-unknown' {
  if (!base.input.evidence[index]!.observed) return 'not-observed';
  // observed_at declined (DATE_TIME_TOO_PRECISE): no evidence can be shown fresh.
  if (base.now === null) return 'age-unknown';
  return olderThan(base.captured[index]!, base.now, base.maxAgeDays) ? 'stale' : 'usable';
}

/** Every evidence id the claim cites, with what keeps it from supporting the claim (null: nothing). */
function checkSupport(base: Base, claim: Claim): SupportCheck[] {
  const claimUnique = base.claimsById.get(claim.id)?.length === 1;
  return [...new Set(claim.evidence_ids)].map((evidenceId): SupportCheck => {
    const resolved = base.resolveEvidence(evidenceId);
    if (resolved.status !== 'found') return { evidenceId, problem: 'unresolved' };
    // Evidence that lists a duplicated claim id cannot be said to support this claim in particular.
    if (!claimUnique) return { evidenceId, problem: 'duplicate-claim-id' };
    if (!base.evidenceSupports[resolved.index]!.has(claim.id)) return { evidenceId, problem: 'not-reciprocated' };
    const state = usable(base, resolved.index);
    return { evidenceId, problem: state === 'usable' ? null : state };
  });
}

/**
 * A claim is ready when something real stands behind it. An evidence-backed claim needs observed
 * evidence no older than `max_evidence_age_days` that it lists and that lists it. A
 * personal-experience claim is backed by its author instead: its `human_field` must be marked
 * true in `human_authored_fields`; the check never writes it for the founder.
 */
export function claimViews(base: Base): ClaimView[] {
  const evidenceText = `observed evidence captured within ${base.maxAgeDays} days that the claim lists in evidence_ids and that lists the claim in supports_claim_ids`;
  return base.input.claims.map((claim): ClaimView => {
    const entry = { id: claim.id, required: claim.required_for_submission, personalExperience: claim.personal_experience };
    if (claim.personal_experience) {
      const field = claim.human_field ?? '';
      const marked = isBlank(field) ? undefined : base.humanAuthored(field);
      const ready = marked === true;
      const reason = ready ? null : marked === undefined ? 'no-human-field' : marked === false ? 'marked-false' : 'not-listed';
      return {
        entry: {
          ...entry,
          ready,
          supportedBy: [],
          missing: ready ? null : marked === undefined ? 'a human_field naming the human-authored field that carries the claim' : `"${field}" written by its human author and marked true in human_authored_fields`,
        },
        personal: { reason, humanField: marked === undefined ? null : field },
        checks: [],
      };
    }
    const checks = checkSupport(base, claim);
    const supportedBy = checks.filter((check) => check.problem === null).map((check) => check.evidenceId);
    const ready = supportedBy.length > 0;
    return { entry: { ...entry, ready, supportedBy, missing: ready ? null : evidenceText }, personal: null, checks };
  });
}

/** Fields that speak as a person (a maker bio, "why I built this") are written by that person. */
export function identityViews(base: Base): IdentityView[] {
  return base.input.channel.identity_fields.map((field): IdentityView => {
    const marked = base.humanAuthored(field);
    const ready = marked === true;
    return {
      entry: { field, ready, missing: ready ? null : `"${field}" written by the person it describes and marked true in human_authored_fields` },
      reason: ready ? null : marked === false ? 'marked-false' : 'not-listed',
    };
  });
}
