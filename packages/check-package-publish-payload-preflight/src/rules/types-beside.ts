import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { fieldName } from '../lib/entrypoints.js';

/** Types a TypeScript consumer cannot find beside an exported file (publint: TYPES_NOT_EXPORTED). */
export const typesBesideRule = defineRule<Context>()({
  name: 'types-beside',
  codes: {
    TYPES_NOT_EXPORTED: {
      severity: 'warning',
      message: '{{field}} resolves to "{{target}}" with no "types" condition and no "{{expected}}" beside it; TypeScript consumers get no types (declared types: "{{typesFile}}").',
      description: 'The package ships types, but a JavaScript file the `"."` export resolves to has neither a `types` condition nor an adjacent declaration file, so TypeScript with `moduleResolution` `bundler`, `node16` or `nodenext` finds no types.',
      example: '`types: "./index.d.ts"`, `exports: { ".": { "import": "./dist/index.mjs" } }`, no `dist/index.d.mts`',
    },
  } as const satisfies CodeTable,
  check({ untyped }, findings) {
    for (const { segments, target, expected, typesFile } of untyped) {
      const field = fieldName(segments);
      findings.add('TYPES_NOT_EXPORTED', { subject: field, pointer: jsonPointer('package', ...segments), details: { field, target, expected, typesFile } });
    }
  },
});
