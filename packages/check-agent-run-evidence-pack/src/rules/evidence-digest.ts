import { defineRule, display, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * An evidence item a completion outcome cites and the recorded item it resolves to should be the
 * same artifact: where both carry an in-toto digest set (`digest`: algorithm → value,
 * https://github.com/in-toto/attestation/blob/main/spec/v1/resource_descriptor.md) under a shared
 * accepted algorithm, at least one of them must carry the same value ("Two DigestSets SHOULD be
 * considered matching if ANY acceptable field matches", spec/v1/digest_set.md).
 */
export const evidenceDigestRule = defineRule<Context>()({
  name: 'evidence-digest',
  codes: {
    CROSS_EVIDENCE_DIGEST_MISMATCH: {
      severity: 'error',
      message: 'Evidence {{reference}} of outcome {{outcome}} matches none of the {{algorithms}} digest(s) of the recorded evidence {{recordedAs}}.',
      description:
        'A completion evidence item and the `promise_action` evidence item it resolves to both carry an in-toto `digest` set, they share an accepted algorithm (one the in-toto DigestSet spec names, less md5 and sha1), and no shared algorithm has the same value (hex compared in lower case): the outcome cites a different artifact than the run recorded under that name.',
      example: 'completion `{ "ref": "dist/app.tgz", "digest": { "sha256": "ab…" } }`, recorded `{ "id": "E3", "ref": "dist/app.tgz", "digest": { "sha256": "cd…" } }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const item of ctx.completionEvidence) {
      if (!item.digests || item.digests.matches || item.recordedAt === null) continue;
      const reference = display(item.references[0]);
      const { shared, cited, recorded } = item.digests;
      findings.add('CROSS_EVIDENCE_DIGEST_MISMATCH', {
        subject: reference,
        pointer: `${item.pointer}/digest`,
        details: {
          reference,
          outcome: ctx.outcomeNames[item.outcome] ?? '',
          recordedAs: display(ctx.evidence[item.recordedAt] ?? null),
          recordedPosition: item.recordedAt + 1,
          algorithms: shared,
          cited,
          recorded,
        },
      });
    }
  },
});
