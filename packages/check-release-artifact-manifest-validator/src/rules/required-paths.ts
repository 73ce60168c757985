import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { normalizePath } from '../lib/paths.js';
import type { ManifestContext } from '../context.js';

/** Every policy.required_paths entry must name a manifest file exactly (after normalization, case included). */
export const requiredPathsRule = defineRule<ManifestContext>()({
  name: 'required-paths',
  codes: {
    REQUIRED_PATH_MISSING: {
      severity: 'error',
      message: 'Required path "{{path}}" is not in the manifest.',
      description: 'A path the policy requires is absent from the manifest (compared after normalizing ./ and backslashes).',
      example: '`docs/CHANGELOG.md` required, absent',
    },
  } as const satisfies CodeTable,
  check({ input, byNormalized, byFolded, outcome }, findings) {
    (input.policy.required_paths ?? []).forEach((required, index) => {
      const path = normalizePath(required).normalized;
      if (byNormalized.has(path)) return;
      outcome.missing.push(required);
      const caseVariant = byFolded.get(path.toLowerCase());
      findings.add('REQUIRED_PATH_MISSING', {
        subject: required,
        pointer: jsonPointer('policy', 'required_paths', index),
        details: { path: required, caseVariant: caseVariant === undefined ? null : (input.files[caseVariant]?.path ?? null) },
      });
    });
  },
});
