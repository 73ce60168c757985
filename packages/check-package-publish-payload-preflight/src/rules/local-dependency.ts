import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** `dependencies` on the publisher's disk (publint: LOCAL_DEPENDENCY). */
export const localDependencyRule = defineRule<Context>()({
  name: 'local-dependency',
  codes: {
    LOCAL_DEPENDENCY: {
      severity: 'error',
      message: 'Dependency "{{name}}" is "{{spec}}", a path on the publisher\'s disk; consumers cannot install it.',
      description: 'A `dependencies` entry with a `file:` or `link:` specifier: it points at the publisher\'s file system, so installing the published package fails.',
      example: '`dependencies: { "utils": "file:../utils" }`',
    },
  } as const satisfies CodeTable,
  check({ localDependencies }, findings) {
    for (const { name, spec } of localDependencies) {
      findings.add('LOCAL_DEPENDENCY', { subject: name, pointer: jsonPointer('package', 'dependencies', name), details: { name, spec } });
    }
  },
});
