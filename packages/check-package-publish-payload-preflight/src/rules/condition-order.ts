import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { fieldName } from '../lib/entrypoints.js';

/**
 * Condition order in `exports` and `imports` (publint: EXPORTS_TYPES_SHOULD_BE_FIRST,
 * EXPORTS_DEFAULT_SHOULD_BE_LAST, EXPORTS_MODULE_SHOULD_PRECEDE_REQUIRE and the IMPORTS_ forms).
 * Node and TypeScript take the first condition that matches, in declaration order, so a
 * condition placed after a broader one is never reached.
 */
export const conditionOrderRule = defineRule<Context>()({
  name: 'condition-order',
  codes: {
    TYPES_CONDITION_NOT_FIRST: {
      severity: 'error',
      message: '{{field}} comes after {{before}}; TypeScript takes the first condition that matches, so it must come first.',
      description: 'A `types` condition in `exports` follows another condition (versioned `types@…` conditions, raw TypeScript targets and nested conditions with their own `types` excepted), so TypeScript resolves the JavaScript file instead.',
      example: '`{ "import": "./a.mjs", "types": "./a.d.ts" }`',
    },
    DEFAULT_CONDITION_NOT_LAST: {
      severity: 'error',
      message: '{{field}} is not the last condition; the conditions after it ({{after}}) are never used.',
      description: 'The `default` condition matches everything, so the conditions declared after it in `exports` or `imports` are never reached.',
      example: '`{ "default": "./a.js", "import": "./a.mjs" }`',
    },
    MODULE_CONDITION_AFTER_REQUIRE: {
      severity: 'error',
      message: '{{field}} comes after "require"; for a require() call bundlers match "require" first and bundle the CommonJS copy.',
      description: 'A `module` condition in `exports` or `imports` follows `require` at the same level: for `require()` calls bundlers match `require` first, so the package can be bundled twice (ES module and CommonJS copies).',
      example: '`{ "require": "./a.cjs", "module": "./a.mjs" }`',
    },
  } as const satisfies CodeTable,
  check({ conditions }, findings) {
    for (const { segments, problem, keys } of conditions.order) {
      const field = fieldName(segments);
      const at = { subject: field, pointer: jsonPointer('package', ...segments) };
      if (problem === 'types-not-first') {
        findings.add('TYPES_CONDITION_NOT_FIRST', { ...at, details: { field, keys, before: keys.slice(0, keys.indexOf('types')).join(', ') } });
      } else if (problem === 'default-not-last') {
        findings.add('DEFAULT_CONDITION_NOT_LAST', { ...at, details: { field, keys, after: keys.slice(keys.indexOf('default') + 1).join(', ') } });
      } else {
        findings.add('MODULE_CONDITION_AFTER_REQUIRE', { ...at, details: { field, keys } });
      }
    }
  },
});
