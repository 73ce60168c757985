import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Every policy.required_paths entry must name a manifest file exactly (after normalization, case included). */
export const requiredPathsRule = defineRule<Context>()({
  name: 'required-paths',
  codes: {
    REQUIRED_PATH_MISSING: {
      severity: 'error',
      message: 'Required path "{{path}}" is not in the manifest.',
      description:
        'A path the policy requires is absent from the manifest (compared after normalizing ./ and backslashes). Required paths are literal; one that looks like a glob says in details.globMatches how many files it would match as one.',
      example: '`docs/CHANGELOG.md` required, absent',
    },
  } as const satisfies CodeTable,
  check({ missing }, findings) {
    for (const { index, required, caseVariant, globMatches } of missing) {
      findings.add('REQUIRED_PATH_MISSING', {
        subject: required,
        pointer: jsonPointer('policy', 'required_paths', index),
        details: { path: required, caseVariant, globMatches },
      });
    }
  },
});
