import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * An evidence object's `digest` (an open key) as in-toto's ResourceDescriptor carries it: a
 * DigestSet of algorithm → lowercase hex. A usable digest identifies the item on its own.
 */
export const digestRule = defineRule<Context>()({
  name: 'digest',
  codes: {
    EVIDENCE_DIGEST_INVALID: {
      severity: 'error',
      message: 'Outcome "{{outcome}}": the digest of evidence item {{position}} cannot be read ({{reason}}).',
      description:
        'An evidence object\'s `digest` is not an in-toto DigestSet: not an object, empty, a value that is not a non-blank string, or a named algorithm (`sha256`, `sha512`, `sha1`, `gitCommit`, …) whose value is not lowercase hex of its length. Unrecognised algorithm names are accepted, as the DigestSet spec requires.',
      example: '`{ "ref": "dist/app.tgz", "digest": { "sha256": "ABC" } }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const outcome of ctx.outcomes) {
      const subject = outcome.id?.text ?? null;
      for (const { position, digest } of outcome.provenance) {
        for (const problem of digest?.problems ?? []) {
          const rest = problem.algorithm === null ? [] : [problem.algorithm];
          findings.add('EVIDENCE_DIGEST_INVALID', {
            subject,
            pointer: jsonPointer('outcomes', outcome.index, 'evidence', position, 'digest', ...rest),
            details: { outcome: outcome.name, position: position + 1, reason: problem.reason },
          });
        }
      }
    }
  },
});
