import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { fieldName } from '../lib/entrypoints.js';

/** Subpath imports (`imports`): keys start with "#", relative targets with "./" (publint: IMPORTS_KEY_INVALID, IMPORTS_VALUE_INVALID). */
export const importsFieldRule = defineRule<Context>()({
  name: 'imports-field',
  codes: {
    IMPORTS_KEY_INVALID: {
      severity: 'error',
      message: 'imports key "{{key}}" does not start with "#"; no import specifier can reach it (use "{{suggestedKey}}").',
      description: 'A key of `imports` that does not start with `#`: subpath imports are only looked up for specifiers starting with `#`, so the entry is dead.',
      example: '`imports: { "internal": "./src/internal.js" }`',
    },
    IMPORTS_TARGET_INVALID: {
      severity: 'error',
      message: '{{field}} points to "{{target}}"; a relative imports target must start with "./" (use "{{suggestedTarget}}").',
      description: 'A relative target in `imports` that does not start with `./` (such as `../x` or `.x`): Node throws ERR_INVALID_PACKAGE_TARGET or cannot resolve it. Bare names (other packages, builtins) are allowed.',
      example: '`imports: { "#x": "../shared/x.js" }`',
    },
  } as const satisfies CodeTable,
  check({ conditions }, findings) {
    for (const { segments, key } of conditions.importsKeys) {
      findings.add('IMPORTS_KEY_INVALID', {
        subject: key,
        pointer: jsonPointer('package', ...segments),
        details: { key, suggestedKey: `#${key.replace(/^\/+/, '')}` },
      });
    }
    for (const { segments, target } of conditions.importsTargets) {
      const field = fieldName(segments);
      findings.add('IMPORTS_TARGET_INVALID', {
        subject: field,
        pointer: jsonPointer('package', ...segments),
        details: { field, target, suggestedTarget: `./${target.replace(/^\/+/, '')}` },
      });
    }
  },
});
