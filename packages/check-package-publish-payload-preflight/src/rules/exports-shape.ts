import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { fieldName } from '../lib/entrypoints.js';

/**
 * What Node no longer supports or only half supports in `exports` and `imports` (publint:
 * EXPORTS_MISSING_ROOT_ENTRYPOINT, EXPORTS_FALLBACK_ARRAY_USE / IMPORTS_FALLBACK_ARRAY_USE,
 * EXPORTS_GLOB_NO_DEPRECATED_SUBPATH_MAPPING / IMPORTS_GLOB_NO_DEPRECATED_SUBPATH_MAPPING,
 * EXPORTS_VALUE_CONFLICTS_WITH_BROWSER).
 */
export const exportsShapeRule = defineRule<Context>()({
  name: 'exports-shape',
  codes: {
    EXPORTS_ROOT_MISSING: {
      severity: 'warning',
      message: 'exports has no "." entry, so {{mainFields}} is ignored and the bare import of the package fails.',
      description: '`main` or `module` is declared but `exports` maps subpaths without `"."`: Node ignores `main` once `exports` exists, so `import "pkg"` fails.',
      example: '`main: "./index.js"`, `exports: { "./feature": "./feature.js" }`',
    },
    FALLBACK_ARRAY: {
      severity: 'warning',
      message: '{{field}} is a fallback array; Node uses only its first valid target and tools disagree about the rest.',
      description: 'An array in `exports` or `imports`: Node takes the first valid target and never falls back when that file is missing; bundlers and TypeScript each read it differently.',
      example: '`exports: { ".": ["./a.mjs", "./a.cjs"] }`',
    },
    FOLDER_MAPPING_REMOVED: {
      severity: 'error',
      message: '{{field}} maps a folder ("{{target}}"); Node 17 removed folder mappings, use {{suggestedField}}: "{{suggestedTarget}}".',
      description: 'A trailing-slash folder mapping in `exports` or `imports` (`"./x/": "./x/"`), removed in Node 17 (DEP0148): the subpaths fail to resolve.',
      example: '`exports: { "./utils/": "./dist/utils/" }`',
    },
    BROWSER_FIELD_REMAPS_EXPORT: {
      severity: 'warning',
      message: '{{field}} points to "{{target}}", which the browser field remaps too; under "{{condition}}" bundlers apply both.',
      description: 'An `exports` target under a browser-like condition (`worker`, `workerd`, `edge-light`) is also a key of the `browser` map, so bundlers swap the file the condition chose for another.',
      example: '`exports: { "worker": "./a.js" }`, `browser: { "./a.js": "./b.js" }`',
    },
    FOLDER_MAPPING_COMPAT: {
      severity: 'notice',
      message: '{{field}} maps a folder for old resolvers only; {{suggestedField}} is declared for current Node.',
      description: 'A trailing-slash folder mapping kept beside its `*` pattern form: current Node uses the pattern, the folder key only serves old resolvers.',
      example: '`exports: { "./utils/": "./utils/", "./utils/*": "./utils/*" }`',
    },
  } as const satisfies CodeTable,
  check({ conditions }, findings) {
    if (conditions.rootMissing !== null) {
      const mainFields = conditions.rootMissing.mainFields;
      findings.add('EXPORTS_ROOT_MISSING', { subject: 'exports', pointer: jsonPointer('package', 'exports'), details: { mainFields: mainFields.join(' and ') || 'main' } });
    }
    for (const { segments } of conditions.fallbackArrays) {
      const field = fieldName(segments);
      findings.add('FALLBACK_ARRAY', { subject: field, pointer: jsonPointer('package', ...segments), details: { field } });
    }
    for (const mapping of conditions.folderMappings) {
      const field = fieldName(mapping.segments);
      const details = { field, target: mapping.target, suggestedField: fieldName(mapping.suggestedKey), suggestedTarget: mapping.suggestedTarget };
      findings.add(mapping.compat ? 'FOLDER_MAPPING_COMPAT' : 'FOLDER_MAPPING_REMOVED', { subject: field, pointer: jsonPointer('package', ...mapping.segments), details });
    }
    for (const { segments, target, condition } of conditions.browserConflicts) {
      const field = fieldName(segments);
      findings.add('BROWSER_FIELD_REMAPS_EXPORT', {
        subject: field,
        pointer: jsonPointer('package', ...segments),
        details: { field, target, condition, browserField: fieldName(['browser', target]) },
      });
    }
  },
});
