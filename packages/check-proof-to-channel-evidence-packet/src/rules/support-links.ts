import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * A claim and its proof must agree in both directions: the claim lists the evidence in
 * `evidence_ids` and the evidence lists the claim in `supports_claim_ids`. Each one-sided link is
 * flagged at the side that has it; each reference that names nothing (or a duplicated id) too.
 */
export const supportLinksRule = defineRule<Context>()({
  name: 'support-links',
  codes: {
    EVIDENCE_REFERENCE_UNRESOLVED: {
      severity: 'error',
      message: 'Claim "{{claim}}" cites evidence "{{evidenceId}}", which does not name exactly one evidence item ({{reason}}).',
      description: 'A claim\'s `evidence_ids` entry names no evidence item (`not-found`) or a duplicated id (`duplicate-id`).',
      example: '`evidence_ids: ["ev-gone"]`',
    },
    CLAIM_REFERENCE_UNRESOLVED: {
      severity: 'warning',
      message: 'Evidence "{{evidenceId}}" lists claim "{{claim}}", which does not name exactly one claim ({{reason}}).',
      description: 'An evidence item\'s `supports_claim_ids` entry names no claim of the packet (`not-found`) or a duplicated claim id (`duplicate-id`).',
      example: '`supports_claim_ids: ["c-old"]`',
    },
    SUPPORT_NOT_RECIPROCATED: {
      severity: 'warning',
      message: '{{from}} lists {{to}}, but {{to}} does not list {{from}}.',
      description: 'A one-sided support link: the claim cites evidence that does not list the claim, or the evidence lists a claim that does not cite it. Flagged at the side that has the link; such a link supports nothing.',
      example: 'claim cites `ev-demo`; `ev-demo.supports_claim_ids` is empty',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.input.claims.forEach((claim, i) => {
      const list = jsonPointer('claims', i, 'evidence_ids');
      claim.evidence_ids.forEach((evidenceId, k) => {
        const pointer = `${list}/${k}`;
        const resolved = ctx.resolveEvidence(evidenceId);
        if (resolved.status !== 'found') {
          findings.add('EVIDENCE_REFERENCE_UNRESOLVED', { subject: claim.id, pointer, details: { claim: claim.id, evidenceId, reason: resolved.status } });
        } else if (!ctx.evidenceSupports[resolved.index]!.has(claim.id)) {
          findings.add('SUPPORT_NOT_RECIPROCATED', {
            subject: claim.id,
            pointer,
            details: { from: `claim "${claim.id}"`, to: `evidence "${evidenceId}"`, claim: claim.id, evidenceId, missingIn: 'supports_claim_ids' },
          });
        }
      });
    });
    ctx.input.evidence.forEach((item, j) => {
      const list = jsonPointer('evidence', j, 'supports_claim_ids');
      item.supports_claim_ids.forEach((claimId, m) => {
        const pointer = `${list}/${m}`;
        const resolved = ctx.resolveClaim(claimId);
        if (resolved.status !== 'found') {
          findings.add('CLAIM_REFERENCE_UNRESOLVED', { subject: item.id, pointer, details: { evidenceId: item.id, claim: claimId, reason: resolved.status } });
        } else if (!ctx.claimCites[resolved.index]!.has(item.id)) {
          findings.add('SUPPORT_NOT_RECIPROCATED', {
            subject: item.id,
            pointer,
            details: { from: `evidence "${item.id}"`, to: `claim "${claimId}"`, claim: claimId, evidenceId: item.id, missingIn: 'evidence_ids' },
          });
        }
      });
    });
  },
});
