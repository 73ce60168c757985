import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { MAX_SURFACE_AGE_DAYS, type Context, type SurfaceView } from '../context.js';

export const claimsRule = defineRule<Context>()({
  name: 'claims',
  codes: {
    CLAIM_WITHOUT_EVIDENCE: {
      severity: 'error',
      message: 'Claim "{{id}}" cites no evidence surface.',
      description: 'A public claim lists no surface that supports it.',
      example: '`evidence_surface_ids: []`',
    },
    CLAIM_UNKNOWN_SURFACE: {
      severity: 'error',
      message: 'Claim "{{id}}" cites surface "{{surfaceId}}", which is not among the surfaces.',
      description: 'A claim cites a surface id that no captured surface has.',
      example: 'cites `benchmarks`, no such surface',
    },
    CLAIM_EVIDENCE_FAILING: {
      severity: 'error',
      message: 'Every surface claim "{{id}}" cites is unusable ({{surfaces}}).',
      description:
        'The claim cites captured surfaces, but none is usable evidence: each answered HTTP 4xx/5xx or 1xx, or was captured after observed_at.',
      example: 'cites only a surface that answered 404',
    },
    CLAIM_EVIDENCE_STALE: {
      severity: 'warning',
      message: `Every usable surface claim "{{id}}" cites is older than ${MAX_SURFACE_AGE_DAYS} days ({{surfaces}}).`,
      description: `The claim rests only on captures more than ${MAX_SURFACE_AGE_DAYS} days old at observed_at.`,
      example: 'cites only a surface captured four months ago',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    ctx.input.claims.forEach((claim, index) => {
      const id = claim.id;
      if (claim.evidence_surface_ids.length === 0) {
        findings.add('CLAIM_WITHOUT_EVIDENCE', { subject: id, pointer: jsonPointer('claims', index, 'evidence_surface_ids'), details: { id } });
        return;
      }
      const cited: SurfaceView[] = [];
      const seen = new Set<string>();
      const list = jsonPointer('claims', index, 'evidence_surface_ids');
      claim.evidence_surface_ids.forEach((surfaceId, position) => {
        const views = ctx.byId.get(surfaceId);
        if (!views) {
          findings.add('CLAIM_UNKNOWN_SURFACE', {
            subject: id,
            pointer: `${list}/${position}`,
            details: { id, surfaceId },
          });
          return;
        }
        if (seen.has(surfaceId)) return;
        seen.add(surfaceId);
        cited.push(...views);
      });
      if (cited.length === 0) return;
      const usable = cited.filter((view) => view.usable);
      const surfaces = [...seen];
      if (usable.length === 0) {
        findings.add('CLAIM_EVIDENCE_FAILING', { subject: id, pointer: jsonPointer('claims', index), details: { id, surfaces } });
      } else if (usable.every((view) => view.stale)) {
        findings.add('CLAIM_EVIDENCE_STALE', {
          subject: id,
          pointer: jsonPointer('claims', index),
          details: { id, surfaces: [...new Set(usable.map((view) => view.surface.id))] },
        });
      }
    });
  },
});
