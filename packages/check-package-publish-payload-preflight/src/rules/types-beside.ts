import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { fieldName } from '../lib/entrypoints.js';

/** Types a TypeScript consumer cannot find beside an exported file (publint: TYPES_NOT_EXPORTED; arethetypeswrong: UntypedResolution). */
export const typesBesideRule = defineRule<Context>()({
  name: 'types-beside',
  codes: {
    TYPES_NOT_EXPORTED: {
      severity: 'warning',
      message: '{{field}} resolves to "{{target}}" with no "types" condition and no "{{expected}}" beside it; TypeScript consumers get no types (declared types: "{{typesFile}}").',
      description: 'The package ships types, but a JavaScript file the `"."` export resolves to has neither a `types` condition nor an adjacent declaration file, so TypeScript with `moduleResolution` `bundler`, `node16` or `nodenext` finds no types.',
      example: '`types: "./index.d.ts"`, `exports: { ".": { "import": "./dist/index.mjs" } }`, no `dist/index.d.mts`',
    },
    SUBPATH_TYPES_NOT_FOUND: {
      severity: 'notice',
      message: '{{field}} resolves to "{{target}}" with no "types" condition and no "{{expected}}" beside it; TypeScript consumers of this subpath get no types.',
      description: 'The package ships types, but a JavaScript file another plain subpath of `exports` resolves to has neither a `types` condition nor an adjacent declaration file (arethetypeswrong\'s "No types"). A notice: internal or tool-only subpaths are often untyped on purpose.',
      example: '`exports: { "./utils": "./dist/utils.mjs" }`, no `dist/utils.d.mts`',
    },
  } as const satisfies CodeTable,
  check({ untyped }, findings) {
    for (const { segments, target, expected, typesFile, root } of untyped) {
      const field = fieldName(segments);
      const at = { subject: field, pointer: jsonPointer('package', ...segments) };
      if (root) findings.add('TYPES_NOT_EXPORTED', { ...at, details: { field, target, expected, typesFile } });
      else findings.add('SUBPATH_TYPES_NOT_FOUND', { ...at, details: { field, target, expected, typesFile } });
    }
  },
});
