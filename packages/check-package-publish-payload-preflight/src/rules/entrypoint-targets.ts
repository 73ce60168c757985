import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { typescriptStandIn } from '../lib/entrypoints.js';

/** Each declared entrypoint, at its own place in package.json, against the packed files. */
export const entrypointTargetsRule = defineRule<Context>()({
  name: 'entrypoint-targets',
  codes: {
    MISSING_ENTRYPOINT: {
      severity: 'error',
      message: '{{field}} points to "{{target}}", which is not in the pack.',
      description: 'A declared entrypoint resolves to no packed file the way Node, npm, bundlers or TypeScript would look it up.',
      example: '`main: dist/index.js`, only `dist/other.js` packed',
    },
    TYPESCRIPT_SOURCE_ONLY: {
      severity: 'error',
      message: '{{field}} points to "{{target}}", but only the TypeScript source "{{source}}" is packed.',
      description: 'A JavaScript entrypoint is missing while its TypeScript source is packed: the build output was not shipped.',
      example: '`bin: ./bin/cli.js`, `bin/cli.ts` packed',
    },
    INVALID_ENTRYPOINT: {
      severity: 'error',
      message: '{{field}} is not a valid entrypoint: {{reason}}.',
      description: 'An entrypoint field has a shape Node or npm rejects (a non-string target, an exports target without "./", mixed subpath and condition keys).',
      example: '`exports: { ".": "index.js" }` (no `./`)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const bad of ctx.invalid) {
      findings.add('INVALID_ENTRYPOINT', {
        subject: bad.field,
        pointer: jsonPointer('package', ...bad.segments),
        details: { field: bad.field, reason: bad.reason },
      });
    }
    for (const entry of ctx.missing) {
      const pointer = jsonPointer('package', ...entry.segments);
      const details = { field: entry.field, target: entry.target, pattern: entry.pattern };
      const source = typescriptStandIn(entry, ctx.files);
      if (source !== null) findings.add('TYPESCRIPT_SOURCE_ONLY', { subject: entry.field, pointer, details: { ...details, source } });
      else findings.add('MISSING_ENTRYPOINT', { subject: entry.field, pointer, details });
    }
  },
});
