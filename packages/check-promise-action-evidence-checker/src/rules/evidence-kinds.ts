import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { nameOf } from '../lib/ids.js';
import { listedKinds } from '../lib/kinds.js';

/**
 * A promise may name the kinds of evidence its completion needs (`required_evidence_kinds`, an open
 * key): an in-toto layout names the attestations each step must produce, and verification fails
 * when one is absent. The kinds are matched against the `kind` of the evidence cited by completed
 * actions that serve the promise with all their evidence found.
 */
export const evidenceKindsRule = defineRule<Context>()({
  name: 'evidence-kinds',
  codes: {
    INVALID_REQUIRED_KINDS: {
      severity: 'error',
      message: 'Promise "{{promise}}": required_evidence_kinds cannot be read ({{reason}}).',
      description: 'A promise\'s `required_evidence_kinds` is not a list, or an entry is not a non-blank string; that entry is not required.',
      example: '`"required_evidence_kinds": "commit"`',
    },
    EVIDENCE_KIND_MISSING: {
      severity: 'error',
      message: 'Promise "{{promise}}" is completed without evidence of kind {{kinds}} ({{count}} missing).',
      description:
        'Completed actions serve the promise with evidence that exists, but none of that evidence has a `kind` the promise lists in `required_evidence_kinds` (verdict `unsupported`). Up to 20 missing kinds are named, sorted; `count` is the whole number.',
      example: '`"required_evidence_kinds": ["test-run"]`, the only cited evidence has `"kind": "commit"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const promise of ctx.promises) {
      const required = ctx.requiredKinds[promise.index];
      for (const problem of required?.problems ?? []) {
        findings.add('INVALID_REQUIRED_KINDS', { subject: promise.id?.text ?? null, pointer: problem.pointer, details: { promise: nameOf(promise), reason: problem.reason } });
      }
      const missing = ctx.missingKinds[promise.index] ?? [];
      if (!promise.id || missing.length === 0) continue;
      findings.add('EVIDENCE_KIND_MISSING', {
        subject: promise.id.text,
        pointer: jsonPointer('promises', promise.index, 'required_evidence_kinds'),
        details: { promise: promise.id.text, kinds: listedKinds(missing), count: missing.length },
      });
    }
  },
});
