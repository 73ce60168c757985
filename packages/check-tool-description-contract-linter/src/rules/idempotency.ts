import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { IDEMPOTENCY_VALUES } from '../lib/vocabulary.js';

const KNOWN = new Set<string>(IDEMPOTENCY_VALUES);

/** `idempotency`: one of the documented values, so a caller knows whether a retry is safe. */
export const idempotencyRule = defineRule<Context>()({
  name: 'idempotency',
  codes: {
    IDEMPOTENCY_UNKNOWN: {
      severity: 'warning',
      message: 'Tool "{{tool}}" has idempotency "{{idempotency}}", which is not one of {{allowed}}.',
      description: '`idempotency` is not one of the documented values `safe`, `idempotent`, `idempotent-with-key`, `not-idempotent` (exact, lower case), so a caller cannot tell whether a retry is safe.',
      example: '`"yes"`, `"Idempotent"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const value = view.tool.idempotency;
      if (value === undefined || KNOWN.has(value)) continue;
      findings.add('IDEMPOTENCY_UNKNOWN', {
        subject: view.name,
        pointer: jsonPointer('tools', view.index, 'idempotency'),
        details: { tool: view.label, idempotency: value, allowed: [...IDEMPOTENCY_VALUES] },
      });
    }
  },
});
